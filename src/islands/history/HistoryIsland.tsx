import { StudioApp } from '../studio-shell/StudioApp.tsx';
import { History } from './History.tsx';

/** /history (login required): spec §2.9. */
export default function HistoryIsland() {
  return (
    <StudioApp title="history.title" section="history">
      <History />
    </StudioApp>
  );
}
