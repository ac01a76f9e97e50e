import { describe, expect, it } from 'vitest';
import { creditCosts, generationCost, samplesOf } from './credits.ts';
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
