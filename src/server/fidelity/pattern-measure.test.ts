import { describe, expect, it } from 'vitest';
import { blurPattern, removePrint, scramblePattern, turnHue } from './defects.ts';
import type { GarmentRegion } from './garment-region.ts';
import { measurePattern } from './pattern-measure.ts';

/** A garment of `width` × `height` px at (20, 20) on a grey backdrop, coloured by `paint`. */
function garment(
  width: number,
  height: number,
  paint: (x: number, y: number) => readonly [number, number, number],
): GarmentRegion {
  const [W, H] = [width + 40, height + 40];
  const data = new Uint8Array(W * H * 3).fill(128);
  const mask = new Uint8Array(W * H);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y + 20) * W + x + 20;
      mask[i] = 1;
      data.set(paint(x, y), i * 3);
    }
  }
  return { image: { data, width: W, height: H }, mask };
}

const red = [200, 30, 40] as const;
const white = [250, 250, 250] as const;
const stripes = (period: number) => (x: number) => (Math.floor(x / period) % 2 ? white : red);
const product = garment(90, 140, stripes(6));
/** The same stripes on a garment 15 % wider and 10 % shorter, as a try-on's warp leaves them. */
const warped = garment(104, 126, (x) => stripes(6)(Math.floor(x / 1.15)));
const score = (result: GarmentRegion) => measurePattern(product, result)!.score;

describe('measurePattern', () => {
  it('finds the same stripes the same, also warped to another body', () => {
    expect(score(product)).toBe(0);
    expect(score(warped)).toBeLessThan(0.05);
  });

  it('ignores the colour, which the colour check judges', () => {
    expect(score(turnHue(product, 150))).toBeLessThan(0.05);
  });

  it('finds a blurred, scrambled or lost pattern further than the warped one', () => {
    const base = score(warped);
    const blurred = score(blurPattern(product, 3));
    const scrambled = score(scramblePattern(product, 9, 3));
    const lost = score(removePrint(product));
    expect(blurred).toBeGreaterThan(base + 0.2);
    expect(scrambled).toBeGreaterThan(base + 0.1);
    expect(lost).toBeGreaterThan(1);
    expect(lost).toBeGreaterThan(blurred);
  });

  it('tells stripes from checks', () => {
    const checks = garment(90, 140, (x, y) =>
      (Math.floor(x / 6) + Math.floor(y / 6)) % 2 ? white : red,
    );
    expect(measurePattern(product, checks)!.direction).toBeGreaterThan(0.2);
  });

  it('finds two plain garments alike, and has nothing to compare without a garment', () => {
    const plain = garment(90, 140, () => red);
    expect(
      measurePattern(
        plain,
        garment(70, 120, () => red),
      )!.score,
    ).toBeLessThan(0.05);
    const none = { ...product, mask: new Uint8Array(product.mask.length) };
    expect(measurePattern(product, none)).toBeNull();
  });
});
