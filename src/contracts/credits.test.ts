import { describe, expect, it } from 'vitest';
import { chargesFaceReference, creditCosts, generationCost, samplesOf } from './credits.ts';
import { optionCreditRows } from './option-credits.ts';
import { tryOnParamsSchema, videoModelOptions, videoModels, videoParamsSchema } from './tools.ts';

describe('what a request costs (decision 064)', () => {
  it('is the spec’s credits for the default request of every tool', () => {
    for (const [tool, credits] of Object.entries(creditCosts)) {
      expect(generationCost(tool as keyof typeof creditCosts, {})).toBe(credits);
    }
    const defaults = tryOnParamsSchema.parse({ category: 'tops' });
    expect(generationCost('virtual-tryon', defaults)).toBe(1);
  });

  it('charges a try-on’s cost for each sample it asks for, and only try-on has samples', () => {
    expect(generationCost('virtual-tryon', { numSamples: 3 })).toBe(3);
    expect(samplesOf('virtual-tryon', { numSamples: 4 })).toBe(4);
    expect(generationCost('image-to-video', { numSamples: 3 })).toBe(2);
    // A malformed count never lowers or multiplies the price: the schema refuses it first.
    expect(generationCost('virtual-tryon', { numSamples: '3' })).toBe(1);
    expect(generationCost('virtual-tryon', { numSamples: 0 })).toBe(1);
  });
});

describe('what a video option costs (decision 065)', () => {
  it('keeps 2 credits for the default video and charges more for dearer options', () => {
    expect(generationCost('image-to-video', videoParamsSchema.parse({}))).toBe(2);
    expect(generationCost('image-to-video', { duration: 10 })).toBe(4);
    expect(generationCost('image-to-video', { resolution: '1080p' })).toBe(8);
    expect(
      generationCost('image-to-video', { model: 'veo3', duration: 8, resolution: '1080p' }),
    ).toBe(20);
    expect(
      generationCost('image-to-video', {
        model: 'veo3',
        duration: 8,
        resolution: '1080p',
        generateAudio: true,
      }),
    ).toBe(40);
    // Audio is free on models that do not bill it apart.
    expect(generationCost('image-to-video', { model: 'kling_v2.1', generateAudio: true })).toBe(4);
  });

  it('lists every option a video model renders, each once, with its credits', () => {
    const rows = optionCreditRows().filter((row) => row.tool === 'image-to-video');
    for (const model of videoModels) {
      const { durations, resolutions } = videoModelOptions[model];
      for (const resolution of resolutions) {
        for (const duration of durations) {
          const row = rows.find(
            (r) =>
              r.params.model === model &&
              r.params.resolution === resolution &&
              r.params.duration === duration &&
              !r.params.generateAudio,
          );
          expect(row?.credits, `${model} ${resolution} ${duration}`).toBe(
            generationCost('image-to-video', { model, resolution, duration }),
          );
        }
      }
    }
    expect(optionCreditRows().filter((row) => row.tool === 'virtual-tryon')).toHaveLength(4);
  });
});

describe('what product to model and model swap cost (decision 124)', () => {
  const brandModel = '7b0d3c4e-1111-4222-8333-944455556666';

  it('charges each resolution its credits, and an identity reference 3 more', () => {
    expect(generationCost('product-to-model', {})).toBe(2);
    expect(generationCost('product-to-model', { resolution: '2k' })).toBe(5);
    expect(generationCost('model-swap', { resolution: '4k' })).toBe(8);
    expect(generationCost('product-to-model', { model: brandModel, resolution: '2k' })).toBe(8);
    expect(generationCost('model-swap', { model: brandModel, resolution: '4k' })).toBe(11);
    // An unknown resolution is refused by the schema first; priced here it is never below 1k.
    expect(generationCost('product-to-model', { resolution: '8k' })).toBe(2);
  });

  it('reads the identity reference off the model choice as each engine sends it', () => {
    // Product to model dresses a sample's photo as it is; model swap sends it as the identity.
    expect(chargesFaceReference('product-to-model', { model: 'model-lan' })).toBe(false);
    expect(chargesFaceReference('product-to-model', { model: brandModel })).toBe(true);
    expect(chargesFaceReference('model-swap', { model: 'model-lan' })).toBe(true);
    expect(chargesFaceReference('model-swap', {})).toBe(false);
    expect(chargesFaceReference('virtual-tryon', { model: brandModel })).toBe(false);
  });
});
