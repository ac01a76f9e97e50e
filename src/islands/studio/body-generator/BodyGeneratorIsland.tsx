import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { BodyGenerator } from './BodyGenerator.tsx';

/** /body-generator (login required). */
export default function BodyGeneratorIsland() {
  return (
    <StudioApp title="tools.name.body-generator" section="body-generator">
      <BodyGenerator />
    </StudioApp>
  );
}
