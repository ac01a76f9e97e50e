import { chargesFaceReference, samplesOf } from '../../contracts/credits.ts';
import { outputResolutions, type OutputResolution } from '../../contracts/product-to-model.ts';
import type { StudioTool } from '../../contracts/studio.ts';
import { videoResolutions, type VideoResolution } from '../../contracts/tools.ts';
import type { Env } from '../env.ts';
import { defaultFalModels } from '../engine/fal/models.ts';
import { parseEnginePrices, type EnginePricesOverride, type ModelPrice } from './price-schema.ts';

export type { ModelPrice } from './price-schema.ts';

/** Each engine's model prices in USD; `*` prices any model of that engine not listed. */
export interface PriceTable {
  fal: Record<string, ModelPrice>;
  replicate: Record<string, ModelPrice>;
  cog: Record<string, ModelPrice>;
  fashn: Record<string, ModelPrice>;
}

/** One engine call to price: a whole request, or one attempt of a failover chain. */
export interface PricedRequest {
  engine: string;
  model: string;
  tool: StudioTool;
  params: Record<string, unknown>;
  /** Output images; unset, the images the request asks for (FASHN's numSamples). */
  images?: number;
  /** Output video seconds measured; unset, the seconds the model renders for the duration asked. */
  seconds?: number;
  /** GPU-seconds the provider reported (Replicate's predict_time, Cog's measured run). */
  gpuSeconds?: number;
  /** Megapixels of each output image when known; unset, 1 (our FLUX presets are at most 1 MP). */
  megapixels?: number;
  /**
   * The call carried a face reference (FASHN bills it extra); unset, read off the request as its
   * credits are (`chargesFaceReference`): product to model with a brand model, model swap with
   * any model, priced as if it had one.
   */
  faceReference?: boolean;
}

const { tools, variants, videos } = defaultFalModels;
const both = (usd: number) => ({ '480p': usd, '1080p': usd });

/**
 * The published prices of fal's default models (decision 065 cites each model page). Seedance is
 * billed by video tokens: $2.5 a million, about $0.62 for 5 s at 1080p, a fifth of that at 480p.
 * Kling and Veo 2 quote a 5 s price that is exactly 5 × their per-second price.
 */
const falDefaults: Record<string, ModelPrice> = {
  [tools['virtual-tryon']]: { perImage: 0.075 },
  [tools['body-generator']]: { perMegapixel: 0.025 },
  [tools['hairstyle-changer']]: { perImage: 0.04 },
  [variants['body-generator-face']]: { perMegapixel: 0.0333 },
  [variants['hairstyle-changer-mask']]: { perMegapixel: 0.05 },
  // fal.ai/models/fal-ai/luma-photon/reframe/llms.txt: $0.019 per megapixel (decision 126).
  [variants['image-editing-reframe']]: { perMegapixel: 0.019 },
  [videos.seedance_v1]: { perSecond: { '480p': 0.0248, '1080p': 0.124 } },
  [videos.veo_v2]: { perSecond: both(0.5) },
  [videos.veo3]: {
    perSecond: both(0.2),
    perSecondWithAudio: both(0.4),
    billedSeconds: { '5': 8, '8': 8, '10': 8 },
  },
  // Standard renders 512P for our 480p and 768P for 1080p, 6 or 10 seconds (inputs.ts).
  [videos.hailuo_v2]: {
    perSecond: { '480p': 0.017, '1080p': 0.045 },
    billedSeconds: { '5': 6, '8': 6, '10': 10 },
  },
  [videos['kling_v2.1']]: { perSecond: both(0.056) },
};

/**
 * FASHN's own API (decision 120), per output image. A credit costs $0.075 on demand: fal sells
 * FASHN v1.6, one credit, at the same $0.075 a generation (fal.ai/models/fal-ai/fashn/tryon/v1.6).
 * tryon-v1.6 is 1 credit an image. product-to-model and model-swap are "1-5 per output image
 * depending on resolution and generation_mode (+3 per output image with face_reference)"
 * (docs.fashn.ai/api-reference/product-to-model and /model-swap); we leave generation_mode to
 * FASHN, which bills an omitted mode as fast at 1k and as quality at 2k and 4k (its face-to-model
 * page), so 1k is priced at 1 credit and 2k and 4k at the top of the range, 5, until FASHN's
 * table says less.
 */
const FASHN_CREDIT_USD = 0.075;
const fashnCredits = (credits: number) => credits * FASHN_CREDIT_USD;
const fashnGenerative: ModelPrice = {
  perImageByResolution: { '1k': fashnCredits(1), '2k': fashnCredits(5), '4k': fashnCredits(5) },
  perImageFaceReference: fashnCredits(3),
};
const fashnDefaults: Record<string, ModelPrice> = {
  'tryon-v1.6': { perImage: fashnCredits(1) },
  'product-to-model': fashnGenerative,
  'model-swap': fashnGenerative,
};

/** GPU-seconds a request takes on one L40S-class GPU, until the engine reports its own. */
const expectedGpuSeconds = {
  'virtual-tryon': 15,
  'body-generator': 10,
  'hairstyle-changer': 10,
  'image-editing': 10,
  'image-to-video': 180,
} as const;

/** Replicate bills public models by the second of hardware: an L40S is $0.000975/s. */
const replicateDefault: ModelPrice = { perGpuSecond: 0.000975, expectedGpuSeconds };

/**
 * The price table: the defaults above, Cog's GPU-second price from COG_GPU_USD_PER_SECOND, and
 * ENGINE_PRICES over them (a listed model's price replaces the default one whole).
 * @example requestCostMicroUsd(priceTable(env), { engine: 'fal', model: 'fal-ai/flux/dev', … })
 */
export function priceTable(
  env: Partial<Pick<Env, 'ENGINE_PRICES' | 'COG_GPU_USD_PER_SECOND'>>,
): PriceTable {
  let override: EnginePricesOverride = {};
  if (env.ENGINE_PRICES) {
    const parsed = parseEnginePrices(env.ENGINE_PRICES);
    if (!parsed.ok) throw new Error(`ENGINE_PRICES: ${parsed.problems.join('; ')}`);
    override = parsed.value;
  }
  const cogPerSecond = env.COG_GPU_USD_PER_SECOND ?? replicateDefault.perGpuSecond;
  return {
    fal: { ...falDefaults, ...override.fal },
    replicate: { '*': replicateDefault, ...override.replicate },
    cog: { '*': { perGpuSecond: cogPerSecond, expectedGpuSeconds }, ...override.cog },
    fashn: { ...fashnDefaults, ...override.fashn },
  };
}

/** A request whose engine model has no price: selling it would be selling blind. */
export class MissingPriceError extends Error {
  constructor(
    readonly engine: string,
    readonly model: string,
  ) {
    super(`No price for ${engine} model "${model}" (set it in ENGINE_PRICES, decision 065)`);
    this.name = 'MissingPriceError';
  }
}

/** The table's price of a model, or null when there is none; local is free. */
export function modelPrice(prices: PriceTable, engine: string, model: string): ModelPrice | null {
  if (engine === 'local') return {};
  if (engine !== 'fal' && engine !== 'replicate' && engine !== 'cog' && engine !== 'fashn') {
    return null;
  }
  const table = prices[engine];
  return table[model] ?? table['*'] ?? null;
}

function resolutionOf(params: Record<string, unknown>): VideoResolution {
  const value = params.resolution;
  return (videoResolutions as readonly unknown[]).includes(value)
    ? (value as VideoResolution)
    : '480p';
}

function videoSeconds(price: ModelPrice, request: PricedRequest): number {
  if (request.seconds !== undefined) return request.seconds;
  const asked = typeof request.params.duration === 'number' ? request.params.duration : 5;
  const key = String(asked) as '5' | '8' | '10';
  return price.billedSeconds?.[key] ?? asked;
}

/** The price of an image at the request's resolution (FASHN's 1k/2k/4k; 1k when unset). */
function perImageOf(price: ModelPrice, params: Record<string, unknown>): number | undefined {
  if (!price.perImageByResolution) return undefined;
  const resolution = (outputResolutions as readonly unknown[]).includes(params.resolution)
    ? (params.resolution as OutputResolution)
    : '1k';
  return price.perImageByResolution[resolution];
}

/**
 * What one engine call costs us, in millionths of a USD (integers add up without drift). Local
 * is 0; an engine model with no price throws MissingPriceError.
 * @example requestCostMicroUsd(table, { engine: 'fal', model: 'fal-ai/fashn/tryon/v1.6',
 *   tool: 'virtual-tryon', params: { numSamples: 2 } }) // 150_000
 */
export function requestCostMicroUsd(prices: PriceTable, request: PricedRequest): number {
  const price = modelPrice(prices, request.engine, request.model);
  if (!price) throw new MissingPriceError(request.engine, request.model);
  const images = request.images ?? samplesOf(request.tool, request.params);
  const megapixels = Math.ceil(request.megapixels ?? 1);
  let usd = price.perCall ?? 0;
  usd += (perImageOf(price, request.params) ?? price.perImage ?? 0) * images;
  if (
    price.perImageFaceReference &&
    (request.faceReference ?? chargesFaceReference(request.tool, request.params))
  ) {
    usd += price.perImageFaceReference * images;
  }
  usd += (price.perMegapixel ?? 0) * megapixels * images;
  if (price.perSecond || price.perSecondWithAudio) {
    const resolution = resolutionOf(request.params);
    const audio = request.params.generateAudio === true && price.perSecondWithAudio;
    const perSecond = (audio ? price.perSecondWithAudio : price.perSecond)?.[resolution] ?? 0;
    usd += perSecond * videoSeconds(price, request);
  }
  if (price.perGpuSecond) {
    const seconds = request.gpuSeconds ?? price.expectedGpuSeconds?.[request.tool] ?? 0;
    usd += price.perGpuSecond * seconds;
  }
  return Math.round(usd * 1_000_000);
}

/** One attempt of a generation: a request, and whether the provider billed it. */
export type PricedAttempt = PricedRequest & { billed: boolean };

/**
 * Whether a failed call costs us: fal bills successful outputs only, unless it says otherwise;
 * Replicate bills a failed prediction's run time and a Cog GPU is paid for while it runs.
 */
export function failureBilled(engine: string, providerSaysBilled?: boolean): boolean {
  if (providerSaysBilled !== undefined) return providerSaysBilled;
  return engine === 'replicate' || engine === 'cog';
}

/**
 * A generation's engine cost: each billed attempt priced by its own engine (a failover counts
 * both engines), unbilled attempts free.
 */
export function attemptsCostMicroUsd(prices: PriceTable, attempts: PricedAttempt[]): number {
  return attempts
    .filter((attempt) => attempt.billed)
    .reduce((sum, attempt) => sum + requestCostMicroUsd(prices, attempt), 0);
}

/**
 * Millionths of a USD in whole dong at USD_VND_RATE.
 * @example microUsdToVnd(75_000, { USD_VND_RATE: 26_000 }) // 1950
 */
export function microUsdToVnd(micro: number, env: Pick<Env, 'USD_VND_RATE'>): number {
  return Math.round((micro * env.USD_VND_RATE) / 1_000_000);
}
