import type { StudioTool } from '../../../contracts/studio.ts';
import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { ToolIntro } from './ToolIntro.tsx';

/** One island for the tool routes whose screens are being built (see ToolIntro). */
export default function ToolIntroIsland({ tool }: { tool: Exclude<StudioTool, 'virtual-tryon'> }) {
  return (
    <StudioApp title={`studio.${tool}.title`} section={tool}>
      <ToolIntro tool={tool} />
    </StudioApp>
  );
}
