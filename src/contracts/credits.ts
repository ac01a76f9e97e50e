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
