import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import {
  attemptsCostMicroUsd,
  failureBilled,
  MissingPriceError,
  microUsdToVnd,
  priceTable,
  requestCostMicroUsd,
  type PricedRequest,
} from './engine-prices.ts';

const table = priceTable({});

function fal(model: string, tool: PricedRequest['tool'], params: Record<string, unknown> = {}) {
  return requestCostMicroUsd(table, { engine: 'fal', model, tool, params });
}

describe('the engine price table', () => {
  it('prices a FASHN try-on per image, times its samples, the same in quality mode', () => {
    expect(fal('fal-ai/fashn/tryon/v1.6', 'virtual-tryon')).toBe(75_000);
    expect(fal('fal-ai/fashn/tryon/v1.6', 'virtual-tryon', { numSamples: 3 })).toBe(225_000);
    expect(fal('fal-ai/fashn/tryon/v1.6', 'virtual-tryon', { mode: 'quality' })).toBe(75_000);
  });

  it("prices FASHN's own API per image, more at 2k and 4k and with a face reference", () => {
    const fashn = (model: string, params: Record<string, unknown>, faceReference?: boolean) =>
      requestCostMicroUsd(table, {
        engine: 'fashn',
        model,
        tool: model === 'tryon-v1.6' ? 'virtual-tryon' : (model as 'product-to-model'),
        params,
        ...(faceReference === undefined ? {} : { faceReference }),
      });
    expect(fashn('tryon-v1.6', { numSamples: 2 })).toBe(150_000);
    expect(fashn('product-to-model', { resolution: '1k' }, false)).toBe(75_000);
    expect(fashn('product-to-model', { resolution: '2k' }, false)).toBe(375_000);
    expect(fashn('product-to-model', { resolution: '4k' }, true)).toBe(600_000);
    // Unsaid, read off the request as its credits are: a brand model may carry a face reference,
    // a sample model is dressed as it is, and model swap sends any model as the identity.
    const brandModel = '7b0d3c4e-1111-4222-8333-944455556666';
    expect(fashn('product-to-model', { model: brandModel })).toBe(300_000);
    expect(fashn('product-to-model', { model: 'model-lan' })).toBe(75_000);
    expect(fashn('model-swap', { model: 'model-lan' })).toBe(300_000);
    expect(fashn('model-swap', {})).toBe(75_000);
  });

  it('prices FLUX dev, PuLID and Fill per started megapixel, Kontext per image', () => {
    expect(fal('fal-ai/flux/dev', 'body-generator', { aspectRatio: '3:4' })).toBe(25_000);
    expect(fal('fal-ai/flux-pulid', 'body-generator')).toBe(33_300);
    expect(fal('fal-ai/flux-pro/kontext', 'image-editing')).toBe(40_000);
    const fill = { engine: 'fal', model: 'fal-ai/flux-pro/v1/fill', tool: 'hairstyle-changer' };
    expect(requestCostMicroUsd(table, { ...fill, params: {} } as PricedRequest)).toBe(50_000);
    expect(
      requestCostMicroUsd(table, { ...fill, params: {}, megapixels: 2.3 } as PricedRequest),
    ).toBe(150_000);
  });

  it('prices each video model by duration, resolution and audio', () => {
    const video = 'image-to-video';
    const seedance = 'fal-ai/bytedance/seedance/v1/pro/image-to-video';
    expect(fal(seedance, video, { duration: 5, resolution: '480p' })).toBe(124_000);
    expect(fal(seedance, video, { duration: 10, resolution: '1080p' })).toBe(1_240_000);
    const kling = 'fal-ai/kling-video/v2.1/standard/image-to-video';
    expect(fal(kling, video, { duration: 5 })).toBe(280_000);
    expect(fal(kling, video, { duration: 10 })).toBe(560_000);
    expect(fal('fal-ai/veo2/image-to-video', video, { duration: 8 })).toBe(4_000_000);
    // Veo 3 renders 8 s whatever is asked; audio doubles its price.
    expect(fal('fal-ai/veo3/image-to-video', video, { duration: 8 })).toBe(1_600_000);
    expect(fal('fal-ai/veo3/image-to-video', video, { duration: 8, generateAudio: true })).toBe(
      3_200_000,
    );
    // Hailuo standard renders 6 s for a 5 s request, at 512P for our 480p.
    const hailuo = 'fal-ai/minimax/hailuo-02/standard/image-to-video';
    expect(fal(hailuo, video, { duration: 5, resolution: '480p' })).toBe(102_000);
    expect(fal(hailuo, video, { duration: 10, resolution: '1080p' })).toBe(450_000);
  });

  it('prices a measured video by its real seconds', () => {
    const request = {
      engine: 'fal',
      model: 'fal-ai/kling-video/v2.1/standard/image-to-video',
      tool: 'image-to-video',
      params: { duration: 5 },
      seconds: 5.5,
    } as const;
    expect(requestCostMicroUsd(table, request)).toBe(308_000);
  });

  it('prices Replicate and Cog by GPU-second, measured or expected, and local at zero', () => {
    const replicate = {
      engine: 'replicate',
      model: 'someone/tryon:abc',
      tool: 'virtual-tryon',
    } as const;
    expect(requestCostMicroUsd(table, { ...replicate, params: {}, gpuSeconds: 20 })).toBe(19_500);
    expect(requestCostMicroUsd(table, { ...replicate, params: {} })).toBe(14_625);
    const cog = priceTable({ COG_GPU_USD_PER_SECOND: 0.0005 });
    expect(
      requestCostMicroUsd(cog, {
        engine: 'cog',
        model: 'http://gpu-1:5000',
        tool: 'image-to-video',
        params: {},
        gpuSeconds: 100,
      }),
    ).toBe(50_000);
    expect(
      requestCostMicroUsd(table, {
        engine: 'local',
        model: 'local',
        tool: 'image-to-video',
        params: {},
      }),
    ).toBe(0);
  });

  it('takes ENGINE_PRICES over the defaults, and refuses a model it cannot price', () => {
    const env = parseEnv({
      ENGINE_PRICES: JSON.stringify({
        fal: { 'fal-ai/fashn/tryon/v1.6': { perImage: 0.05 }, 'acme/new': { perCall: 0.01 } },
        replicate: { 'acme/video': { perSecond: { '480p': 0.1, '1080p': 0.2 } } },
      }),
    });
    const custom = priceTable(env);
    expect(
      requestCostMicroUsd(custom, {
        engine: 'fal',
        model: 'fal-ai/fashn/tryon/v1.6',
        tool: 'virtual-tryon',
        params: {},
      }),
    ).toBe(50_000);
    expect(
      requestCostMicroUsd(custom, {
        engine: 'replicate',
        model: 'acme/video',
        tool: 'image-to-video',
        params: { duration: 10, resolution: '1080p' },
      }),
    ).toBe(2_000_000);
    expect(() => fal('acme/unknown', 'body-generator')).toThrow(MissingPriceError);
  });

  it('names a bad ENGINE_PRICES at start', () => {
    expect(() => parseEnv({ ENGINE_PRICES: '{"fal":{"x":{"perImage":-1}}}' })).toThrow(
      /ENGINE_PRICES/,
    );
    expect(() => parseEnv({ ENGINE_PRICES: 'not json' })).toThrow(/must be JSON/);
  });
});

describe('the cost of a generation’s attempts', () => {
  it('counts both engines of a failover, each at its own price', () => {
    const attempts = [
      {
        engine: 'replicate',
        model: 'someone/tryon',
        tool: 'virtual-tryon' as const,
        params: {},
        gpuSeconds: 8,
        billed: failureBilled('replicate'),
      },
      {
        engine: 'fal',
        model: 'fal-ai/fashn/tryon/v1.6',
        tool: 'virtual-tryon' as const,
        params: {},
        billed: true,
      },
    ];
    expect(attemptsCostMicroUsd(table, attempts)).toBe(7_800 + 75_000);
  });

  it('counts a failed call only when the provider bills it', () => {
    const failed = {
      engine: 'fal',
      model: 'fal-ai/veo3/image-to-video',
      tool: 'image-to-video' as const,
      params: { duration: 8 },
    };
    expect(attemptsCostMicroUsd(table, [{ ...failed, billed: failureBilled('fal') }])).toBe(0);
    expect(attemptsCostMicroUsd(table, [{ ...failed, billed: failureBilled('fal', true) }])).toBe(
      1_600_000,
    );
    expect(failureBilled('cog')).toBe(true);
  });
});

describe('microUsdToVnd', () => {
  it('converts at the configured rate, in whole dong', () => {
    expect(microUsdToVnd(75_000, { USD_VND_RATE: 26_000 })).toBe(1950);
    expect(microUsdToVnd(1, { USD_VND_RATE: 25_000 })).toBe(0);
    expect(microUsdToVnd(75_000, parseEnv({ USD_VND_RATE: '25000' }))).toBe(1875);
  });
});
