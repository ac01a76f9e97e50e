import { z } from 'zod';
import { outputResolutions } from './product-to-model.ts';
import type { StudioTool } from './studio.ts';
import {
  tryOnSamplesMax,
  videoDurations,
  videoModelOptions,
  videoModels,
  videoResolutions,
  type VideoDuration,
  type VideoModel,
  type VideoResolution,
} from './tools.ts';

/**
 * Decision 065: the credits of each video option, so no option sells below its engine cost.
 * The spec's 2 credits stay for the default video (Seedance, 480p, 5 s); a longer, sharper or
 * dearer model costs more, from the engine's published price per second and the lowest price a
 * credit is sold at, with at least a 50% gross margin (`npm run economics` checks it). Veo 3
 * renders 8 s only; its audio doubles the engine's price, so it doubles the credits.
 */
export const videoOptionCredits: Record<
  VideoModel,
  Partial<Record<VideoResolution, Partial<Record<VideoDuration, number>>>>
> = {
  seedance_v1: { '480p': { 5: 2, 10: 4 }, '1080p': { 5: 8, 10: 16 } },
  veo_v2: { '1080p': { 5: 32, 8: 50 } },
  veo3: { '1080p': { 8: 20 } },
  hailuo_v2: { '480p': { 5: 2, 8: 2, 10: 3 }, '1080p': { 5: 4, 8: 4, 10: 6 } },
  'kling_v2.1': { '480p': { 5: 4, 10: 7 }, '1080p': { 5: 4, 10: 7 } },
};

/** Video models whose audio is billed apart, and what a video with audio costs. */
export const videoAudioCredits: Partial<
  Record<VideoModel, Partial<Record<VideoResolution, Partial<Record<VideoDuration, number>>>>>
> = {
  veo3: { '1080p': { 8: 40 } },
};

/** The video options a request sets, each defaulted as the video schema defaults it. */
export function videoOptionOf(params: Record<string, unknown>) {
  const model = (videoModels as readonly unknown[]).includes(params.model)
    ? (params.model as VideoModel)
    : 'seedance_v1';
  const resolution = (videoResolutions as readonly unknown[]).includes(params.resolution)
    ? (params.resolution as VideoResolution)
    : '480p';
  const duration = (videoDurations as readonly unknown[]).includes(params.duration)
    ? (params.duration as VideoDuration)
    : 5;
  return { model, resolution, duration, audio: params.generateAudio === true };
}

/**
 * Decision 098: whether an engine renders the video model a request names. fal.ai runs each
 * model; the local engine only moves the camera over the photo, and Replicate or Cog run the one
 * model the operator configured. Without an engine (the pricing tables), the model's own price.
 * @example honoursVideoModel('local') // false
 */
export function honoursVideoModel(engine?: string): boolean {
  return engine === undefined || engine === 'fal';
}

/**
 * The credits of a video request's options, or undefined when its model does not render that
 * combination (the schema refuses it before any hold). On an engine that ignores the model
 * (decision 098), the model and its audio cost no premium: the least any model charges for the
 * resolution and duration, which that engine does render.
 * @example videoCredits({ model: 'veo3', duration: 8, resolution: '1080p' }) // 20
 * @example videoCredits({ model: 'veo3', duration: 8, resolution: '1080p' }, 'local') // 4
 */
export function videoCredits(params: Record<string, unknown>, engine?: string): number | undefined {
  const { model, resolution, duration, audio } = videoOptionOf(params);
  const own = videoOptionCredits[model][resolution]?.[duration];
  if (!honoursVideoModel(engine)) {
    if (own === undefined) return undefined;
    const prices = videoModels.map((other) => videoOptionCredits[other][resolution]?.[duration]);
    return Math.min(...prices.filter((price) => price !== undefined));
  }
  const withAudio = audio ? videoAudioCredits[model]?.[resolution]?.[duration] : undefined;
  return withAudio ?? own;
}

/** One priced option, for the pricing pages and the API document. */
export interface OptionCreditRow {
  tool: StudioTool;
  /** The option in the request's own terms (`{ model, resolution, duration, generateAudio }`). */
  params: Record<string, unknown>;
  credits: number;
}

/**
 * Every option with its credits, defaults first: try-on per sample, each video model by
 * resolution, duration and audio. The single-image tools cost their spec credits whatever
 * their options (listed by the caller from creditCosts). Given a video engine that ignores the
 * model (decision 098), one row per resolution and duration, without a model, at its credits.
 */
export function optionCreditRows(videoEngine?: string): OptionCreditRow[] {
  const rows: OptionCreditRow[] = [];
  for (let samples = 1; samples <= tryOnSamplesMax; samples += 1) {
    rows.push({ tool: 'virtual-tryon', params: { numSamples: samples }, credits: samples });
  }
  if (!honoursVideoModel(videoEngine)) return [...rows, ...modelBlindRows(videoEngine)];
  for (const model of videoModels) {
    const options = videoModelOptions[model];
    for (const resolution of options.resolutions) {
      for (const duration of options.durations) {
        const params = { model, resolution, duration };
        const credits = videoOptionCredits[model][resolution]?.[duration];
        if (credits !== undefined) rows.push({ tool: 'image-to-video', params, credits });
        const audio = videoAudioCredits[model]?.[resolution]?.[duration];
        if (audio !== undefined) {
          rows.push({
            tool: 'image-to-video',
            params: { ...params, generateAudio: true },
            credits: audio,
          });
        }
      }
    }
  }
  return rows;
}

/** A model-blind engine's video rows: each resolution and duration any model renders, once. */
function modelBlindRows(engine?: string): OptionCreditRow[] {
  const rows: OptionCreditRow[] = [];
  for (const resolution of videoResolutions) {
    for (const duration of videoDurations) {
      const model = videoModels.find((m) => videoOptionCredits[m][resolution]?.[duration]);
      if (model === undefined) continue;
      const credits = videoCredits({ model, resolution, duration }, engine)!;
      rows.push({ tool: 'image-to-video', params: { resolution, duration }, credits });
    }
  }
  return rows;
}

/**
 * GET /ai/estimate's priced options as query parameters (`numSamples`, `model`, `resolution`,
 * `duration`, `generateAudio`): the studio asks the option's credits before the click.
 */
export const costQuerySchema = z.object({
  numSamples: z.coerce.number().int().min(1).max(tryOnSamplesMax).optional(),
  model: z.enum(videoModels).optional(),
  // A video's resolution, or product to model's and model swap's (issue 42).
  resolution: z.enum([...videoResolutions, ...outputResolutions]).optional(),
  duration: z.coerce
    .number()
    .refine((value) => (videoDurations as readonly number[]).includes(value))
    .optional(),
  generateAudio: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/**
 * The query string of a request's priced options, empty for the defaults.
 * @example costQuery({ model: 'veo3', duration: 8 }) // '&model=veo3&duration=8'
 */
export function costQuery(params: Record<string, unknown>): string {
  const keys = ['numSamples', 'model', 'resolution', 'duration', 'generateAudio'] as const;
  return keys
    .filter((key) => params[key] !== undefined)
    .map((key) => `&${key}=${encodeURIComponent(String(params[key]))}`)
    .join('');
}
