import { z } from 'zod';
import type { ExportPreset } from './catalogue.ts';
import {
  modelChoiceSchema,
  promptMaxLength,
  tryOnCategories,
  tryOnSeedMax,
  type GenerationKey,
} from './tools.ts';

export { modelChoiceSchema };

/**
 * Issue 42: product to model (a product photo alone → the product worn by a model) and model
 * swap (a photo of someone wearing the product → the same clothes on another model). Both
 * name their model in `model`: a brand model's id, a sample model's id, or nothing for "a
 * suitable model", which `prompt` may describe.
 */

function gmsg(key: GenerationKey): GenerationKey {
  return key;
}

/** How the product was photographed; `auto` has it read off the photo. */
export const productKinds = ['auto', 'flat-lay', 'hanger', 'ghost-mannequin', 'on-model'] as const;
export type ProductKind = (typeof productKinds)[number];

/** The frames a catalogue needs: the marketplaces' square, portrait feeds and stories, banners. */
export const outputAspectRatios = ['1:1', '4:5', '3:4', '2:3', '9:16', '16:9'] as const;
export type OutputAspectRatio = (typeof outputAspectRatios)[number];

/** FASHN's resolutions: the long side near 1, 2 or 4 thousand pixels. */
export const outputResolutions = ['1k', '2k', '4k'] as const;
export type OutputResolution = (typeof outputResolutions)[number];

/** The long side of each resolution, in pixels. */
export const resolutionLongSide: Record<OutputResolution, number> = {
  '1k': 1024,
  '2k': 2048,
  '4k': 4096,
};

/**
 * Where the model stands: a plain studio white, a marketplace's own background (all three
 * want white, `marketplace-presets.ts`), or a scene the seller describes in `scene`.
 */
export const productBackgrounds = ['studio-white', 'marketplace', 'scene'] as const;
export type ProductBackground = (typeof productBackgrounds)[number];
export const marketplaceBackgrounds = [
  'shopee',
  'tiktok-shop',
  'lazada',
] as const satisfies readonly ExportPreset[];
export const sceneMaxLength = 300;

const seed = z
  .number(gmsg('generation.seedRange'))
  .int(gmsg('generation.seedRange'))
  .min(0, gmsg('generation.seedRange'))
  .max(tryOnSeedMax, gmsg('generation.seedRange'))
  .optional();

const prompt = z
  .string(gmsg('generation.promptTooLong'))
  .trim()
  .max(promptMaxLength, gmsg('generation.promptTooLong'))
  .optional();

const frame = {
  aspectRatio: z.enum(outputAspectRatios, gmsg('generation.outputAspectInvalid')).default('3:4'),
  resolution: z.enum(outputResolutions, gmsg('generation.outputResolutionInvalid')).default('1k'),
};

export const productToModelParamsShape = {
  productKind: z.enum(productKinds, gmsg('generation.productKindInvalid')).default('auto'),
  category: z.enum(tryOnCategories, gmsg('generation.categoryInvalid')).default('auto'),
  model: modelChoiceSchema.optional(),
  /** The pose, or the model when none is chosen ("a woman in her twenties, walking"). */
  prompt,
  background: z
    .enum(productBackgrounds, gmsg('generation.backgroundInvalid'))
    .default('studio-white'),
  marketplace: z.enum(marketplaceBackgrounds, gmsg('generation.marketplaceInvalid')).optional(),
  scene: z
    .string(gmsg('generation.sceneTooLong'))
    .trim()
    .max(sceneMaxLength, gmsg('generation.sceneTooLong'))
    .optional(),
  ...frame,
  seed,
};

/** A scene background needs its description; a marketplace background names its marketplace. */
export const backgroundDetailCheck = {
  check: (params: { background?: ProductBackground; scene?: string; marketplace?: string }) =>
    (params.background !== 'scene' || Boolean(params.scene)) &&
    (params.background !== 'marketplace' || Boolean(params.marketplace)),
  options: { message: gmsg('generation.backgroundDetailMissing'), path: ['background'] },
};

export const productToModelParamsSchema = z
  .object(productToModelParamsShape)
  .refine(backgroundDetailCheck.check, backgroundDetailCheck.options);
export type ProductToModelParams = z.output<typeof productToModelParamsSchema>;

export const modelSwapParamsShape = {
  category: z.enum(tryOnCategories, gmsg('generation.categoryInvalid')).default('auto'),
  model: modelChoiceSchema.optional(),
  prompt,
  /** Absent: the source photo's own frame. */
  aspectRatio: frame.aspectRatio.unwrap().optional(),
  resolution: frame.resolution,
  seed,
};
export const modelSwapParamsSchema = z.object(modelSwapParamsShape);
export type ModelSwapParams = z.output<typeof modelSwapParamsSchema>;
