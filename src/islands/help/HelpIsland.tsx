import { StudioApp } from '../studio-shell/StudioApp.tsx';
import { Help } from './Help.tsx';

/** /help (no login): the studio's help page and its guided tour. */
export default function HelpIsland() {
  return (
    <StudioApp title="help.title" section="help" requireLogin={false}>
      <Help />
    </StudioApp>
  );
}
