import { z } from 'zod';
import type { enGeneration } from '../i18n/en/generation.ts';
import { findHairstyle, hairColors, hairstyleGenders, hairstyleIds } from './hairstyles.ts';

/** A key of the generation dictionary area; the tool schemas carry these as their messages. */
export type GenerationKey = keyof typeof enGeneration;

/** Names a generation message by its dictionary key, checked at compile time. */
function gmsg(key: GenerationKey): GenerationKey {
  return key;
}

/** Spec §3: prompts of the body generator, hairstyle changer and image editing. */
export const promptMaxLength = 500;
export const hintsMaxLength = 300;

const optionalPrompt = z
  .string(gmsg('generation.promptTooLong'))
  .trim()
  .max(promptMaxLength, gmsg('generation.promptTooLong'))
  .optional();

// ---------------------------------------------------------------- virtual try-on

/**
 * Spec §2.8: garment categories ('all' is only a filter). Issue 20 adds the Vietnamese
 * garments: `ao-dai` (a long fitted tunic over trousers, to the shin, slit at the sides from the
 * waist) and `ao-ba-ba` (a loose, collarless, long-sleeved blouse to the hip). Decision 085.
 */
export const garmentCategories = [
  'dresses',
  'tops',
  'bottoms',
  'outerwear',
  'ao-dai',
  'ao-ba-ba',
] as const;
export type GarmentCategory = (typeof garmentCategories)[number];
/**
 * What a try-on may ask: a category, or `auto` to have it read off the garment photo (FASHN
 * detects it on fal; the local engine reads the cut-out's shape, decision 082).
 */
export const tryOnCategories = [...garmentCategories, 'auto'] as const;
export type TryOnCategory = (typeof tryOnCategories)[number];

/**
 * FASHN v1.6's options (decision 060): `mode` trades speed for quality (`fast` is FASHN's
 * `performance`, named as the speed it buys, decision 082), `garmentPhotoType` says
 * whether the garment photo is flat-lay/ghost-mannequin or worn by a model, `seed` repeats a
 * result. Their defaults are FASHN's own, so a request that leaves them asks nothing special.
 */
export const tryOnModes = ['fast', 'balanced', 'quality'] as const;
export const garmentPhotoTypes = ['auto', 'flat-lay', 'model'] as const;
/** FASHN's seed range: 0 to 2^32 − 1. */
export const tryOnSeedMax = 4_294_967_295;
/** FASHN's `num_samples`: up to 4 images of one try-on, each charged as one (decision 064). */
export const tryOnSamplesMax = 4;

/**
 * A model choice: a brand model's UUID or a sample model's id (`model-…`, letters, digits and
 * dashes), as the try-on and the model tools take it (issue 42). Which one it is, and whether
 * the caller may use it, is the server's to check.
 */
export const modelChoiceSchema = z
  .string(gmsg('generation.modelChoiceInvalid'))
  .trim()
  .min(1, gmsg('generation.modelChoiceInvalid'))
  .max(64, gmsg('generation.modelChoiceInvalid'))
  .regex(/^[A-Za-z0-9-]+$/, gmsg('generation.modelChoiceInvalid'));

export const tryOnParamsSchema = z.object({
  /** Issue 42: the model to dress instead of `inputs.person` (a brand model or a sample). */
  model: modelChoiceSchema.optional(),
  category: z.enum(tryOnCategories, gmsg('generation.categoryInvalid')),
  mode: z.enum(tryOnModes, gmsg('generation.tryOnModeInvalid')).default('balanced'),
  garmentPhotoType: z
    .enum(garmentPhotoTypes, gmsg('generation.garmentPhotoTypeInvalid'))
    .default('auto'),
  seed: z
    .number(gmsg('generation.seedRange'))
    .int(gmsg('generation.seedRange'))
    .min(0, gmsg('generation.seedRange'))
    .max(tryOnSeedMax, gmsg('generation.seedRange'))
    .optional(),
  numSamples: z
    .number(gmsg('generation.numSamplesRange'))
    .int(gmsg('generation.numSamplesRange'))
    .min(1, gmsg('generation.numSamplesRange'))
    .max(tryOnSamplesMax, gmsg('generation.numSamplesRange'))
    .default(1),
});
export type TryOnParams = z.output<typeof tryOnParamsSchema>;

/** The try-on options a request sets away from the defaults, by their parameter names. */
export function tryOnOptionsSet(params: Partial<TryOnParams>): string[] {
  const set: string[] = [];
  if (params.mode !== undefined && params.mode !== 'balanced') set.push('mode');
  if (params.garmentPhotoType !== undefined && params.garmentPhotoType !== 'auto') {
    set.push('garmentPhotoType');
  }
  if (params.seed !== undefined) set.push('seed');
  if (params.numSamples !== undefined && params.numSamples > 1) set.push('numSamples');
  return set;
}

// ---------------------------------------------------------------- body generator

export const bodyGenders = ['male', 'female'] as const;
export type BodyGender = (typeof bodyGenders)[number];

/** The skin tones of the picker, lightest first; the colour fills the drawn figure. */
export const skinTones = {
  'very-light': '#f3d9c6',
  light: '#e8bf9f',
  medium: '#d09b76',
  tan: '#b87d57',
  brown: '#8d5a3b',
  dark: '#5c3a26',
} as const;
export type SkinTone = keyof typeof skinTones;
const skinToneNames = Object.keys(skinTones) as [SkinTone, ...SkinTone[]];

/** Spec §3: somatotypes first, then the everyday words. */
export const bodyTypes = [
  'ectomorph',
  'mesomorph',
  'endomorph',
  'slim',
  'average',
  'curvy',
  'athletic',
  'muscular',
] as const;
export type BodyType = (typeof bodyTypes)[number];

export const aspectRatios = ['1:1', '3:4', '4:3', '9:16', '16:9'] as const;
export type AspectRatio = (typeof aspectRatios)[number];

export const bodyLimits = {
  height: { min: 140, max: 210 },
  weight: { min: 35, max: 150 },
  age: { min: 16, max: 80 },
} as const;

const bounded = (limits: { min: number; max: number }, key: GenerationKey) =>
  z.number(gmsg(key)).min(limits.min, gmsg(key)).max(limits.max, gmsg(key));

export const bodyParamsSchema = z.object({
  gender: z.enum(bodyGenders, gmsg('generation.genderInvalid')),
  height: bounded(bodyLimits.height, 'generation.heightRange'),
  weight: bounded(bodyLimits.weight, 'generation.weightRange'),
  age: bounded(bodyLimits.age, 'generation.ageRange').int(gmsg('generation.ageRange')),
  skinTone: z.enum(skinToneNames, gmsg('generation.skinToneInvalid')),
  bodyType: z.enum(bodyTypes, gmsg('generation.bodyTypeInvalid')),
  prompt: optionalPrompt,
  hints: z
    .string(gmsg('generation.hintsTooLong'))
    .trim()
    .max(hintsMaxLength, gmsg('generation.hintsTooLong'))
    .optional(),
  aspectRatio: z.enum(aspectRatios, gmsg('generation.aspectRatioInvalid')).default('3:4'),
});
export type BodyParams = z.output<typeof bodyParamsSchema>;

// ---------------------------------------------------------------- hairstyle changer

/** A hair colour as #rrggbb, either case; the public API's document states it as this pattern. */
export const hairColorPattern = /^#[0-9a-fA-F]{6}$/;

/** A hair colour the changer accepts: one of `hairColors`' names, or #rrggbb. */
export function isHairColor(color: string): boolean {
  return hairColorPattern.test(color) || Object.hasOwn(hairColors, color);
}

/** When the user filtered by gender, the style must be of it (shared with the API's schema). */
export const hairstyleGenderCheck = {
  check: (params: { styleId: string; gender?: string }) =>
    !params.gender || findHairstyle(params.styleId)?.gender === params.gender,
  options: { message: gmsg('generation.hairstyleGenderMismatch'), path: ['styleId'] },
};

export const hairstyleParamsShape = {
  styleId: z.enum(hairstyleIds, gmsg('generation.hairstyleInvalid')),
  /** The gender the user filtered by; when given it must be the style's. */
  gender: z.enum(hairstyleGenders, gmsg('generation.genderInvalid')).optional(),
  hairColor: z
    .string(gmsg('generation.hairColorInvalid'))
    .trim()
    .refine(isHairColor, gmsg('generation.hairColorInvalid')),
  prompt: optionalPrompt,
};

export const hairstyleParamsSchema = z
  .object(hairstyleParamsShape)
  .refine(hairstyleGenderCheck.check, hairstyleGenderCheck.options);
export type HairstyleParams = z.output<typeof hairstyleParamsSchema>;

// ---------------------------------------------------------------- image to video

export const motionStyles = ['subtle', 'natural', 'dramatic'] as const;
export type MotionStyle = (typeof motionStyles)[number];
export const videoDurations = [5, 8, 10] as const;
export type VideoDuration = (typeof videoDurations)[number];
export const videoResolutions = ['480p', '1080p'] as const;
export type VideoResolution = (typeof videoResolutions)[number];
/** The output frame: 'source' keeps the photo's own shape; the others are social formats. */
export const videoAspects = ['source', '9:16', '1:1', '16:9'] as const;
export type VideoAspect = (typeof videoAspects)[number];
export const videoModels = ['seedance_v1', 'veo_v2', 'veo3', 'hailuo_v2', 'kling_v2.1'] as const;
export type VideoModel = (typeof videoModels)[number];

/** What each video model renders (docs/decisions/014-video-models.md). */
export const videoModelOptions: Record<
  VideoModel,
  { durations: readonly VideoDuration[]; resolutions: readonly VideoResolution[] }
> = {
  seedance_v1: { durations: [5, 10], resolutions: ['480p', '1080p'] },
  veo_v2: { durations: [5, 8], resolutions: ['1080p'] },
  veo3: { durations: [8], resolutions: ['1080p'] },
  hailuo_v2: { durations: [5, 8, 10], resolutions: ['480p', '1080p'] },
  'kling_v2.1': { durations: [5, 10], resolutions: ['480p', '1080p'] },
};

/** Each model renders only its durations and resolutions; another is refused naming the field. */
export function checkVideoModelOptions(
  params: { model: VideoModel; duration: VideoDuration; resolution: VideoResolution },
  context: z.RefinementCtx,
) {
  const options = videoModelOptions[params.model];
  if (!options.durations.includes(params.duration)) {
    context.addIssue({
      code: 'custom',
      path: ['duration'],
      message: gmsg('generation.durationNotForModel'),
    });
  }
  if (!options.resolutions.includes(params.resolution)) {
    context.addIssue({
      code: 'custom',
      path: ['resolution'],
      message: gmsg('generation.resolutionNotForModel'),
    });
  }
}

export const videoParamsShape = {
  prompt: optionalPrompt,
  motionStyle: z.enum(motionStyles, gmsg('generation.motionStyleInvalid')).default('natural'),
  duration: z
    .union(
      videoDurations.map((value) => z.literal(value)),
      gmsg('generation.durationInvalid'),
    )
    .default(5),
  resolution: z.enum(videoResolutions, gmsg('generation.resolutionInvalid')).default('480p'),
  aspect: z.enum(videoAspects, gmsg('generation.videoAspectInvalid')).default('source'),
  fixCamera: z.boolean().default(false),
  cfgScale: z
    .number(gmsg('generation.cfgScaleRange'))
    .min(0, gmsg('generation.cfgScaleRange'))
    .max(1, gmsg('generation.cfgScaleRange'))
    .default(0.5),
  promptOptimizer: z.boolean().default(true),
  generateAudio: z.boolean().default(false),
  model: z.enum(videoModels, gmsg('generation.videoModelInvalid')).default('seedance_v1'),
};

export const videoParamsSchema = z.object(videoParamsShape).superRefine(checkVideoModelOptions);
export type VideoParams = z.output<typeof videoParamsSchema>;

// ---------------------------------------------------------------- image editing

export const editingPresets = [
  'enhance-quality',
  'artistic-style',
  'color-adjustment',
  'remove-background',
  'face-enhancement',
  'lighting-correction',
  'reframe',
] as const;
export type EditingPreset = (typeof editingPresets)[number];

/**
 * Issue 42: the frames `reframe` extends a picture to. The body generator's list: each is one fal's
 * Luma Photon Reframe makes and one the demo engine pads to (decision 126).
 */
export const reframeAspects = aspectRatios;

/**
 * `reframe` needs the frame to extend to, and a frame without `reframe` would be ignored, so
 * both are refused (decision 126).
 */
export function checkReframeAspect(
  params: { preset?: EditingPreset; aspectRatio?: AspectRatio },
  ctx: z.RefinementCtx,
): void {
  const reframe = params.preset === 'reframe';
  if (reframe === (params.aspectRatio !== undefined)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['aspectRatio'],
    message: gmsg(reframe ? 'generation.reframeAspectRequired' : 'generation.aspectOnlyForReframe'),
  });
}

/** Image editing needs a prompt (not blank once trimmed) or a preset. */
export const editPromptOrPresetCheck = {
  check: (params: { prompt?: string; preset?: EditingPreset }) =>
    Boolean(params.prompt) || params.preset !== undefined,
  options: { message: gmsg('generation.editPromptOrPreset'), path: ['prompt'] },
};

export const editingParamsShape = {
  prompt: optionalPrompt,
  preset: z.enum(editingPresets, gmsg('generation.presetInvalid')).optional(),
  strength: z
    .number(gmsg('generation.strengthRange'))
    .min(0, gmsg('generation.strengthRange'))
    .max(1, gmsg('generation.strengthRange'))
    .default(0.75),
  guidanceScale: z
    .number(gmsg('generation.guidanceScaleRange'))
    .min(1, gmsg('generation.guidanceScaleRange'))
    .max(20, gmsg('generation.guidanceScaleRange'))
    .default(7.5),
  qualitySteps: z
    .number(gmsg('generation.qualityStepsRange'))
    .int(gmsg('generation.qualityStepsRange'))
    .min(10, gmsg('generation.qualityStepsRange'))
    .max(50, gmsg('generation.qualityStepsRange'))
    .default(30),
  /** Only with the `reframe` preset, which needs it. */
  aspectRatio: z.enum(reframeAspects, gmsg('generation.aspectRatioInvalid')).optional(),
};

export const editingParamsSchema = z
  .object(editingParamsShape)
  .refine(editPromptOrPresetCheck.check, editPromptOrPresetCheck.options)
  .superRefine(checkReframeAspect);
export type EditingParams = z.output<typeof editingParamsSchema>;

/**
 * The bounds each tool message names, by its key. Every answer fills them whichever check failed:
 * a zod issue carries only the bound it broke, and a value of the wrong type carries none, so a
 * message naming both bounds would otherwise keep a `{placeholder}` (issue 18).
 */
export const toolMessageParams: Partial<Record<GenerationKey, Record<string, number>>> = {
  'generation.heightRange': { minimum: bodyLimits.height.min, maximum: bodyLimits.height.max },
  'generation.weightRange': { minimum: bodyLimits.weight.min, maximum: bodyLimits.weight.max },
  'generation.ageRange': { minimum: bodyLimits.age.min, maximum: bodyLimits.age.max },
  'generation.promptTooLong': { maximum: promptMaxLength },
  'generation.hintsTooLong': { maximum: hintsMaxLength },
  'generation.seedRange': { minimum: 0, maximum: tryOnSeedMax },
  // Product to model's scene (contracts/product-to-model.ts `sceneMaxLength`).
  'generation.sceneTooLong': { maximum: 300 },
};
