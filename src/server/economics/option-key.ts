import { samplesOf } from '../../contracts/credits.ts';
import type { StudioTool } from '../../contracts/studio.ts';

/**
 * The priced option of a request, as `generation_economics.option` keeps it (decision 066): what
 * changes its engine cost. A video names its model, seconds, resolution and audio
 * (`veo3-8s-1080p-audio`); a try-on its FASHN mode and samples (`quality-x3`); other tools
 * `default`. Margins are grouped by this key.
 * @example optionKey('image-to-video', { model: 'seedance_v1', duration: 5, resolution: '480p' })
 * // 'seedance_v1-5s-480p'
 */
export function optionKey(tool: StudioTool, params: Record<string, unknown>): string {
  if (tool === 'image-to-video') {
    const audio = params.generateAudio === true ? '-audio' : '';
    return `${String(params.model ?? 'seedance_v1')}-${String(params.duration ?? 5)}s-${String(params.resolution ?? '480p')}${audio}`;
  }
  if (tool === 'virtual-tryon') {
    const mode = typeof params.mode === 'string' ? params.mode : 'balanced';
    const samples = samplesOf(tool, params);
    return samples > 1 ? `${mode}-x${samples}` : mode;
  }
  return 'default';
}
