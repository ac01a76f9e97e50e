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
 * Issue 42: what a frame's resolution multiplies the credits of product to model and model swap
 * by, as FASHN prices 2k and 4k above 1k (decision 122).
 */
export const resolutionCreditFactor: Record<OutputResolution, number> = {
  '1k': 1,
  '2k': 2,
  '4k': 4,
};

/** How many result images a request asks for: FASHN's `numSamples` on try-on, else one. */
export function samplesOf(tool: StudioTool, params: Record<string, unknown>): number {
  const samples = tool === 'virtual-tryon' ? params.numSamples : undefined;
  return typeof samples === 'number' && Number.isInteger(samples) && samples > 1 ? samples : 1;
}

/**
 * What a request costs: the tool's spec §9 credits for each result image it asks for, so the
 * default request costs exactly the spec's figure (decision 064); a video costs its options'
 * credits (decision 065: longer, 1080p, Veo or audio cost more), 2 for the default video. Given
 * the tool's engine, a model that engine does not render costs no premium (decision 098).
 * @example generationCost('virtual-tryon', { numSamples: 3 }) // 3
 * @example generationCost('image-to-video', { model: 'veo3', duration: 8, resolution: '1080p' }) // 20
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
    return creditCosts[tool] * resolutionCreditFactor[resolution];
  }
  return creditCosts[tool] * samplesOf(tool, params);
}
