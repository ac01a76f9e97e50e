import { describe, expect, it } from 'vitest';
import { fidelityCheckSchema } from '../../contracts/fidelity.ts';
import { checkColour, colourThresholds } from './check-colour.ts';
import { shiftLightness, turnHue } from './defects.ts';
import { stripedGarment } from './test-support.ts';

// A red garment with cream stripes, and the same garment as a result: moved, resized and with
// grain of its own, as a try-on would place it.
const product = stripedGarment();
const result = stripedGarment({ width: 240, height: 260, box: [70, 60, 100, 170], seed: 99 });

describe('checkColour', () => {
  it('passes the same picture with a difference near zero', () => {
    const check = checkColour(product, product);
    expect(fidelityCheckSchema.parse(check)).toEqual(check);
    expect(check).toMatchObject({ kind: 'colour', verdict: 'pass', reason: 'colour-match' });
    expect(check.score).toBeLessThan(0.5);
    expect(check.thresholds).toEqual(colourThresholds);
  });

  it('passes the same garment placed elsewhere with its own grain', () => {
    const check = checkColour(product, result);
    expect(check.verdict).toBe('pass');
    expect(check.score).toBeLessThan(2);
  });

  it('scores a turned hue higher the further it turns, and fails 60° and 180°', () => {
    const checks = [10, 30, 60, 180].map((degrees) =>
      checkColour(product, turnHue(result, degrees)),
    );
    const scores = checks.map((check) => check.score!);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(new Set(scores).size).toBe(4);
    expect(scores[0]).toBeGreaterThan(checkColour(product, result).score!);
    expect(checks.slice(2).map((check) => [check.verdict, check.reason])).toEqual([
      ['fail', 'colour-far'],
      ['fail', 'colour-far'],
    ]);
  });

  it('does not pass a garment much darker than the product', () => {
    // 40 % of the way to black: each channel at 0.6 of its value.
    const darker = shiftLightness(result, -0.4);
    const check = checkColour(product, darker);
    expect(check.verdict).not.toBe('pass');
    expect(check.score).toBeGreaterThanOrEqual(colourThresholds.warn);
  });

  it('does not pass a result with a large colour the product does not have', () => {
    // The lower half of the garment comes out green: every product colour is still there.
    const halfGreen = stripedGarment({
      width: 240,
      height: 260,
      box: [70, 60, 100, 170],
      seed: 99,
    });
    for (let y = 145; y < 230; y++) {
      for (let x = 70; x < 170; x++) halfGreen.image.data.set([40, 140, 60], (y * 240 + x) * 3);
    }
    const check = checkColour(product, halfGreen);
    expect(check.details!.productToResult).toBeLessThan(colourThresholds.warn);
    expect(check.verdict).toBe('fail');
  });

  it('warns without a score when the garment is missing from either picture', () => {
    const empty = { image: result.image, mask: new Uint8Array(result.mask.length) };
    for (const check of [checkColour(product, empty), checkColour(empty, product)]) {
      expect(check).toMatchObject({ verdict: 'warn', reason: 'region-missing', score: null });
    }
  });

  it('warns without a score when the garment is too small to judge', () => {
    // 40 × 40 = 1,600 px: under the 2,000 px floor.
    const tiny = stripedGarment({ box: [80, 80, 40, 40] });
    const check = checkColour(product, tiny);
    expect(check).toMatchObject({ verdict: 'warn', reason: 'region-too-small', score: null });
    expect(check.details).toMatchObject({ resultPixels: 1600 });
    // 60 × 60 = 3,600 px is enough in a small picture but under 1.5 % of a 600 × 600 one.
    const inLarge = stripedGarment({ width: 600, height: 600, box: [100, 100, 60, 60] });
    expect(checkColour(inLarge, product).reason).toBe('region-too-small');
    expect(checkColour(stripedGarment({ box: [60, 60, 60, 60] }), product).reason).not.toMatch(
      /^region/,
    );
  });
});
