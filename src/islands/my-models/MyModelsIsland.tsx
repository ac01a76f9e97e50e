import { StudioApp } from '../studio-shell/StudioApp.tsx';
import { MyModels } from './MyModels.tsx';

/** /models (login required): issue 42's "My models", the brand's own named models. */
export default function MyModelsIsland() {
  return (
    <StudioApp title="myModels.title" section="models">
      <MyModels />
    </StudioApp>
  );
}
