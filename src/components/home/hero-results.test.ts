import { describe, expect, it } from 'vitest';
import facts from './hero-results.json' with { type: 'json' };
import { heroCaptionKind, heroTryOnSeconds } from './hero-results.ts';

const local = (slowestCpuMs: number) => ({
  engine: 'local',
  newGarment: { slowestMs: 60_000, slowestCpuMs },
});

describe('heroTryOnSeconds', () => {
  it('adds half again to the slowest new-garment try-on and rounds up to 5 seconds', () => {
    expect(heroTryOnSeconds(local(9508))).toBe(15);
    expect(heroTryOnSeconds(local(10_000))).toBe(15);
    expect(heroTryOnSeconds(local(11_000))).toBe(20);
    expect(heroTryOnSeconds(local(900))).toBe(5);
  });

  it("takes a remote engine's wall-clock wait, not our idle CPU time", () => {
    const fal = { engine: 'fal', newGarment: { slowestMs: 38_000, slowestCpuMs: 300 } };
    expect(heroTryOnSeconds(fal)).toBe(60);
  });

  it('claims more than every committed measurement of a new garment', () => {
    const slowest =
      facts.engine === 'local' ? facts.newGarment.slowestCpuMs : facts.newGarment.slowestMs;
    expect(heroTryOnSeconds() * 1000).toBeGreaterThan(slowest * 1.5);
  });
});

describe('heroCaptionKind (decision 098)', () => {
  it("calls a real engine's pictures real when that engine runs the try-on", () => {
    expect(heroCaptionKind('fal', 'fal')).toBe('real');
    expect(heroCaptionKind('replicate', 'replicate')).toBe('real');
  });

  it("calls the local engine's pictures a demo when the try-on runs on it", () => {
    expect(heroCaptionKind('local', 'local')).toBe('demo');
  });

  it("calls another engine's pictures an illustration", () => {
    expect(heroCaptionKind('fal', 'local')).toBe('illustration');
    expect(heroCaptionKind('local', 'fal')).toBe('illustration');
    expect(heroCaptionKind('replicate', 'fal')).toBe('illustration');
  });

  it('judges the committed pictures by the engine hero-results.json names', () => {
    expect(heroCaptionKind(facts.engine)).toBe(facts.engine === 'local' ? 'demo' : 'real');
    expect(heroCaptionKind(facts.engine === 'fal' ? 'local' : 'fal')).toBe('illustration');
  });
});
