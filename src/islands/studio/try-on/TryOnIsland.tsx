import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { TryOn } from './TryOn.tsx';

/** /virtual-tryon (login required). */
export default function TryOnIsland() {
  return (
    <StudioApp title="tools.name.virtual-tryon" section="virtual-tryon">
      <TryOn />
    </StudioApp>
  );
}
