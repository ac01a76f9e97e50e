import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { ModelSwap } from './ModelSwap.tsx';

/** /model-swap (login required). */
export default function ModelSwapIsland() {
  return (
    <StudioApp title="tools.name.model-swap" section="model-swap">
      <ModelSwap />
    </StudioApp>
  );
}
