import { z } from 'zod';
import { studioTools } from '../../contracts/studio.ts';
import { videoResolutions } from '../../contracts/tools.ts';
import { outputResolutions } from '../../contracts/product-to-model.ts';

const usd = z.number().min(0);
const byResolution = z.partialRecord(z.enum(videoResolutions), usd);

/**
 * How one engine model is billed (decision 065). A price may combine units: a call fee, then per
 * output image or started megapixel, per second of output video, or per GPU-second.
 */
export const modelPriceSchema = z.strictObject({
  /** USD for each call, whatever it returns. */
  perCall: usd.optional(),
  /** USD for each output image (FASHN, Kontext). */
  perImage: usd.optional(),
  /** USD for each output image by the request's `resolution` (FASHN: 1k, 2k, 4k), over perImage. */
  perImageByResolution: z.partialRecord(z.enum(outputResolutions), usd).optional(),
  /** USD added to each output image when the call carries a face reference (FASHN). */
  perImageFaceReference: usd.optional(),
  /** USD for each started megapixel (2^20 pixels) of each output image (FLUX dev, PuLID, Fill). */
  perMegapixel: usd.optional(),
  /** USD per second of output video, by the request's resolution. */
  perSecond: byResolution.optional(),
  /** USD per second of output video with audio on, replacing perSecond (Veo 3). */
  perSecondWithAudio: byResolution.optional(),
  /**
   * The seconds a model renders for each duration we ask (Hailuo renders 6 or 10, Veo 3 only 8);
   * unlisted durations are billed as asked.
   */
  billedSeconds: z.partialRecord(z.enum(['5', '8', '10']), z.number().positive()).optional(),
  /** USD per GPU-second (Replicate's hardware price, a self-hosted Cog machine). */
  perGpuSecond: usd.optional(),
  /** The GPU-seconds a request of each tool takes, for estimates before it has run. */
  expectedGpuSeconds: z.partialRecord(z.enum(studioTools), z.number().positive()).optional(),
});
export type ModelPrice = z.infer<typeof modelPriceSchema>;

/**
 * ENGINE_PRICES: per engine, model id → price; `*` prices any model of that engine not listed
 * (Replicate and Cog bill the GPU time of whatever model they run).
 */
export const enginePricesOverrideSchema = z.strictObject({
  fal: z.record(z.string().min(1), modelPriceSchema).optional(),
  replicate: z.record(z.string().min(1), modelPriceSchema).optional(),
  cog: z.record(z.string().min(1), modelPriceSchema).optional(),
  fashn: z.record(z.string().min(1), modelPriceSchema).optional(),
});
export type EnginePricesOverride = z.infer<typeof enginePricesOverrideSchema>;

/**
 * ENGINE_PRICES as JSON, or the list of its problems for env.ts to name.
 * @example parseEnginePrices('{"fal":{"fal-ai/flux/dev":{"perMegapixel":0.025}}}')
 */
export function parseEnginePrices(
  text: string,
): { ok: true; value: EnginePricesOverride } | { ok: false; problems: string[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problems: ['must be JSON'] };
  }
  const result = enginePricesOverrideSchema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}
