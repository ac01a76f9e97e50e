import { chargesFaceReference, samplesOf } from '../../contracts/credits.ts';
import { outputResolutions } from '../../contracts/product-to-model.ts';
import { videoOptionOf } from '../../contracts/option-credits.ts';
import { isModelTool, type StudioTool } from '../../contracts/studio.ts';

/**
 * The priced option of a request, as `generation_economics.option` keeps it (decision 066): the
 * label `npm run economics` gives the same option (offered-options.ts), so recorded margins and
 * the guard's table name options alike. A video names its model, resolution, seconds and audio
 * (`veo3 1080p 8s audio`), a try-on its samples (`2 sample(s)`), a body with a face photo or a
 * hairstyle with a painted mask `with face` / `with mask`; product to model and model swap their
 * resolution, and `with face` when charged for an identity reference (`2k with face`); image
 * editing's reframe preset `reframe` (its own model, decision 126); anything else `default`.
 * @example optionKey('image-to-video', { model: 'veo3', resolution: '1080p', duration: 8 })
 * // 'veo3 1080p 8s'
 */
export function optionKey(
  tool: StudioTool,
  params: Record<string, unknown>,
  input?: 'face' | 'mask',
): string {
  if (tool === 'image-to-video') {
    const { model, resolution, duration, audio } = videoOptionOf(params);
    return `${model} ${resolution} ${duration}s${audio ? ' audio' : ''}`;
  }
  if (tool === 'virtual-tryon') return `${samplesOf(tool, params)} sample(s)`;
  if (isModelTool(tool)) {
    const resolution = (outputResolutions as readonly unknown[]).includes(params.resolution)
      ? String(params.resolution)
      : '1k';
    return chargesFaceReference(tool, params) ? `${resolution} with face` : resolution;
  }
  if (tool === 'image-editing' && params.preset === 'reframe') return 'reframe';
  return input ? `with ${input}` : 'default';
}
