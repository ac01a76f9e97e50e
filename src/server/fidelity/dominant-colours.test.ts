import { describe, expect, it } from 'vitest';
import { deltaE2000, rgbToLab } from './colour-difference.ts';
import { dominantColours, maxColours } from './dominant-colours.ts';
import { rgbImage, stripedGarment } from './test-support.ts';

const red = [200, 20, 30] as const;
const white = [250, 250, 250] as const;

describe('dominantColours', () => {
  it('recovers a garment 70 % red and 30 % white, ignoring the pixels outside the mask', () => {
    const { image, mask } = stripedGarment({ body: red, stripe: white, stripeShare: 0.3 });
    // Outside the mask the backdrop is green: no palette colour may be green.
    const colours = dominantColours(image, mask);
    expect(colours).toHaveLength(2);
    expect(colours[0]!.share).toBeCloseTo(0.7, 1);
    expect(Math.abs(colours[0]!.share - 0.7)).toBeLessThan(0.03);
    expect(Math.abs(colours[1]!.share - 0.3)).toBeLessThan(0.03);
    expect(deltaE2000(colours[0]!.lab, rgbToLab(...red))).toBeLessThan(2);
    expect(deltaE2000(colours[1]!.lab, rgbToLab(...white))).toBeLessThan(2);
    expect(colours[0]!.rgb.map((c, i) => Math.abs(c - red[i]!))).toSatisfy((d: number[]) =>
      d.every((x) => x <= 4),
    );
  });

  it('keeps the shares when a large garment is sampled', () => {
    // 120,000 garment pixels: every sixth one is clustered.
    const { image, mask } = stripedGarment({
      width: 500,
      height: 400,
      box: [50, 50, 400, 300],
      body: red,
      stripe: white,
    });
    const colours = dominantColours(image, mask);
    expect(colours.map((colour) => Math.round(colour.share * 100))).toEqual([70, 30]);
  });

  it('sees only the backdrop when the mask covers the backdrop', () => {
    const { image, mask } = stripedGarment();
    const inverse = mask.map((value) => (value === 0 ? 1 : 0));
    const colours = dominantColours(image, inverse);
    expect(colours).toHaveLength(1);
    expect(colours[0]!.rgb).toEqual([90, 200, 90]);
  });

  it('gives at most four colours, none under 5 %, their shares summing to 1', () => {
    const image = rgbImage(100, 100);
    const palette = [
      [255, 0, 0],
      [0, 255, 0],
      [0, 0, 255],
      [255, 255, 0],
      [0, 255, 255],
      [20, 20, 20],
    ] as const;
    // Six bands; the last is 2 % of the picture.
    const bands = [0, 30, 50, 65, 80, 98, 100];
    for (let y = 0; y < 100; y++) {
      const band = bands.findIndex((start, i) => y >= start && y < bands[i + 1]!);
      for (let x = 0; x < 100; x++) image.data.set(palette[band]!, (y * 100 + x) * 3);
    }
    const colours = dominantColours(image, new Uint8Array(100 * 100).fill(1));
    expect(colours.length).toBeLessThanOrEqual(maxColours);
    expect(colours.every((colour) => colour.share >= 0.05)).toBe(true);
    expect(colours.reduce((sum, colour) => sum + colour.share, 0)).toBeCloseTo(1, 10);
    expect(colours.map((colour) => colour.share)).toEqual(
      [...colours.map((colour) => colour.share)].sort((a, b) => b - a),
    );
  });

  it('gives the same palette on every run', () => {
    const { image, mask } = stripedGarment({ noise: 30 });
    expect(dominantColours(image, mask)).toEqual(dominantColours(image, mask));
  });

  it('gives no colours for an empty mask and refuses a mask of the wrong size', () => {
    const { image } = stripedGarment();
    expect(dominantColours(image, new Uint8Array(200 * 200))).toEqual([]);
    expect(() => dominantColours(image, new Uint8Array(10))).toThrow(RangeError);
  });
});
