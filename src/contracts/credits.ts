import { videoCredits } from './option-credits.ts';
import { outputResolutions, type OutputResolution } from './product-to-model.ts';
import { isModelTool, type StudioTool } from './studio.ts';

/**
 * Spec §9: credits per generation. Image editing's cost is not in the spec: 1 credit, like the
 * other single-image tools (decision 013).
 */
export const creditCosts: Record<StudioTool, number> = {
  'virtual-tryon': 1,
  'body-generator': 1,
  'hairstyle-changer': 1,
  'image-to-video': 2,
  'image-editing': 1,
  // Issue 42: a model made for the product, then dressed: two single-image steps' worth.
  'product-to-model': 2,
  'model-swap': 2,
};

/**
 * Issue 42 (decision 124): the credits of product to model and model swap at each resolution.
 * FASHN bills 1 of its credits at 1k and up to 5 at 2k and 4k; each of ours must cover its cost
 * twice over on the cheapest plan credit (decision 065), so 2k is 5, not twice 1k's 2.
 */
export const resolutionCredits: Record<OutputResolution, number> = {
  '1k': 2,
  '2k': 5,
  '4k': 8,
};

/**
 * What an identity reference adds to product to model and model swap: FASHN bills 3 more of its
 * credits an image for a `face_reference` (decision 120), and ours cover them.
 */
export const faceReferenceCredits = 3;

const brandModelId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a model tool's request is charged for an identity reference, read off the request
 * alone so the estimate, the hold and the API document agree without reading the model: product
 * to model with a brand model (its id is a UUID; a sample's photo is dressed as it is), model
 * swap with any chosen model (the brand model's face, or the sample's photo, goes as the
 * identity). A brand model without a face photo is charged the same: one price per choice.
 * @example chargesFaceReference('product-to-model', { model: 'model-lan' }) // false
 * @example chargesFaceReference('model-swap', { model: 'model-lan' }) // true
 */
export function chargesFaceReference(tool: StudioTool, params: Record<string, unknown>): boolean {
  if (!isModelTool(tool) || typeof params.model !== 'string' || params.model === '') return false;
  return tool === 'model-swap' || brandModelId.test(params.model);
}

/** How many result images a request asks for: FASHN's `numSamples` on try-on, else one. */
export function samplesOf(tool: StudioTool, params: Record<string, unknown>): number {
  const samples = tool === 'virtual-tryon' ? params.numSamples : undefined;
  return typeof samples === 'number' && Number.isInteger(samples) && samples > 1 ? samples : 1;
}

/**
 * What a request costs: the tool's spec §9 credits for each result image it asks for, so the
 * default request costs exactly the spec's figure (decision 064); a video costs its options'
 * credits (decision 065: longer, 1080p, Veo or audio cost more), 2 for the default video. Given
 * the tool's engine, a model that engine does not render costs no premium (decision 098). Product
 * to model and model swap cost their resolution's credits, plus an identity reference's
 * (decision 124).
 * @example generationCost('virtual-tryon', { numSamples: 3 }) // 3
 * @example generationCost('image-to-video', { model: 'veo3', duration: 8, resolution: '1080p' }) // 20
 * @example generationCost('product-to-model', { model: '<brand model id>', resolution: '2k' }) // 8
 */
export function generationCost(
  tool: StudioTool,
  params: Record<string, unknown>,
  engine?: string,
): number {
  if (tool === 'image-to-video') return videoCredits(params, engine) ?? creditCosts[tool];
  if (isModelTool(tool)) {
    const resolution = (outputResolutions as readonly unknown[]).includes(params.resolution)
      ? (params.resolution as OutputResolution)
      : '1k';
    return (
      resolutionCredits[resolution] +
      (chargesFaceReference(tool, params) ? faceReferenceCredits : 0)
    );
  }
  return creditCosts[tool] * samplesOf(tool, params);
}
