import type { StudioTool } from '../../../contracts/studio.ts';
import { tryOnOptionsSet, type TryOnParams } from '../../../contracts/tools.ts';
import type { UnsupportedOption, ToolRequest } from '../engine.ts';
import type { FalModels } from './models.ts';

/**
 * What each fal model we map can take, from the "Input Schema" of its page
 * (fal.ai/models/<id>/llms.txt; decision 060). The engine reads it at submit, before any credit
 * is held, so an option the configured model cannot use is refused instead of being dropped:
 * an operator who points FAL_MODEL_HAIRSTYLE_CHANGER_MASK at a model without `mask_url` gets a
 * 422 for painted masks, not results that ignore them. A model id not listed here (an operator's
 * own choice) is taken to honour only the plain inputs of its tool.
 */
export interface FalModelCapabilities {
  /** Takes a face photo as an identity reference (PuLID's `reference_image_url`). */
  face?: boolean;
  /** Takes a painted mask to repaint (FLUX Fill's `mask_url`, white = repaint). */
  mask?: boolean;
  /** Takes FASHN's `mode`, `seed`, `garment_photo_type` and `num_samples`. */
  tryOnOptions?: boolean;
}

export const falModelCapabilities: Record<string, FalModelCapabilities> = {
  'fal-ai/fashn/tryon/v1.6': { tryOnOptions: true },
  'fal-ai/flux/dev': {},
  'fal-ai/flux-pulid': { face: true },
  'fal-ai/flux-pro/kontext': {},
  'fal-ai/flux-pro/v1/fill': { mask: true },
  'fal-ai/luma-photon/reframe': {},
};

export function capabilitiesOf(modelId: string): FalModelCapabilities {
  return falModelCapabilities[modelId] ?? {};
}

/**
 * The first option of a request that the configured fal model of its tool cannot honour, with
 * the model's id; undefined when every option reaches the model.
 */
export function falUnsupportedOption(
  models: FalModels,
  tool: StudioTool,
  request: ToolRequest,
): UnsupportedOption | undefined {
  if (tool === 'body-generator' && request.face) {
    const model = models.variants['body-generator-face'];
    if (!capabilitiesOf(model).face) return { option: 'inputs.face', model };
  }
  if (tool === 'hairstyle-changer' && request.mask) {
    const model = models.variants['hairstyle-changer-mask'];
    if (!capabilitiesOf(model).mask) return { option: 'mask', model };
  }
  if (tool === 'virtual-tryon') {
    const model = models.tools['virtual-tryon'];
    const [first] = tryOnOptionsSet(request.params as Partial<TryOnParams>);
    if (first && !capabilitiesOf(model).tryOnOptions) return { option: `params.${first}`, model };
  }
  return undefined;
}
