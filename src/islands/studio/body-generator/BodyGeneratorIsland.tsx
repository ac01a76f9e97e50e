import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { BodyGenerator } from './BodyGenerator.tsx';

/** /body-generator (login required). */
export default function BodyGeneratorIsland() {
  return (
    <StudioApp title="studio.body-generator.title" section="body-generator">
      <BodyGenerator />
    </StudioApp>
  );
}
