import type { GenerationProgress } from '../../../contracts/generation.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { IslandKey } from '../../app-shell/i18n.ts';

type Phase = GenerationProgress['phase'];

/**
 * Spec §2.8: the phases the processing screen lists for a tool, with their labels. Images
 * analyse, process (the try-on's garment fit) and finalise; videos compose, move and render.
 * @example phaseSteps('image-to-video')[0] // { phase: 'composition', label: 'toolsUi.phase.composition' }
 */
export function phaseSteps(tool: StudioTool): { phase: Phase; label: IslandKey }[] {
  if (tool === 'image-to-video') {
    return [
      { phase: 'composition', label: 'toolsUi.phase.composition' },
      { phase: 'motion', label: 'toolsUi.phase.motion' },
      { phase: 'rendering', label: 'toolsUi.phase.rendering' },
    ];
  }
  return [
    { phase: 'analysing', label: 'toolsUi.phase.analysing' },
    {
      phase: 'processing',
      label: tool === 'virtual-tryon' ? 'toolsUi.phase.garmentFit' : 'toolsUi.phase.processing',
    },
    { phase: 'finalising', label: 'toolsUi.phase.finalising' },
  ];
}

/** The index of the current phase in `phaseSteps(tool)`; a queued generation is at the first. */
export function phaseIndex(tool: StudioTool, phase: Phase | undefined): number {
  const index = phaseSteps(tool).findIndex((step) => step.phase === phase);
  return index === -1 ? 0 : index;
}

/**
 * The wait estimate as words: seconds below a minute and a half, else whole minutes.
 * @example waitText(20_000) // { key: 'toolsUi.waitSeconds', value: 20 }
 */
export function waitText(ms: number): { key: IslandKey; value: number } {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 90) return { key: 'toolsUi.waitSeconds', value: seconds };
  return { key: 'toolsUi.waitMinutes', value: Math.round(seconds / 60) };
}
