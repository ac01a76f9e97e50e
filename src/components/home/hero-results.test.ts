import { describe, expect, it } from 'vitest';
import facts from './hero-results.json' with { type: 'json' };
import { heroTryOnSeconds } from './hero-results.ts';

describe('heroTryOnSeconds', () => {
  it('adds half again to the slowest new-garment try-on and rounds up to 5 seconds', () => {
    expect(heroTryOnSeconds({ newGarment: { slowestCpuMs: 9508 } })).toBe(15);
    expect(heroTryOnSeconds({ newGarment: { slowestCpuMs: 10_000 } })).toBe(15);
    expect(heroTryOnSeconds({ newGarment: { slowestCpuMs: 11_000 } })).toBe(20);
    expect(heroTryOnSeconds({ newGarment: { slowestCpuMs: 900 } })).toBe(5);
  });

  it('claims more than every committed measurement of a new garment', () => {
    expect(heroTryOnSeconds() * 1000).toBeGreaterThan(facts.newGarment.slowestCpuMs * 1.5);
  });
});
