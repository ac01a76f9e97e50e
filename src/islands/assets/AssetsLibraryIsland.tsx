import { StudioApp } from '../studio-shell/StudioApp.tsx';
import { AssetsLibrary } from './AssetsLibrary.tsx';

/** /assets (login required): the assets library of spec §2.10. */
export default function AssetsLibraryIsland() {
  return (
    <StudioApp title="assets.title" section="assets">
      <AssetsLibrary />
    </StudioApp>
  );
}
