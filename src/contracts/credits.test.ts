import { describe, expect, it } from 'vitest';
import { creditCosts, generationCost, samplesOf } from './credits.ts';
import { tryOnParamsSchema } from './tools.ts';

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
