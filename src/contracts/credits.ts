import type { StudioTool } from './studio.ts';

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
};

/** How many result images a request asks for: FASHN's `numSamples` on try-on, else one. */
export function samplesOf(tool: StudioTool, params: Record<string, unknown>): number {
  const samples = tool === 'virtual-tryon' ? params.numSamples : undefined;
  return typeof samples === 'number' && Number.isInteger(samples) && samples > 1 ? samples : 1;
}

/**
 * What a request costs: the tool's spec §9 credits for each result image it asks for, so the
 * default request costs exactly the spec's figure (decision 064).
 * @example generationCost('virtual-tryon', { numSamples: 3 }) // 3
 */
export function generationCost(tool: StudioTool, params: Record<string, unknown>): number {
  return creditCosts[tool] * samplesOf(tool, params);
}
