import { describe, expect, it } from 'vitest';
import {
  blurPattern,
  cutHem,
  removePrint,
  scramblePattern,
  shiftLightness,
  shortenSleeves,
  turnHue,
} from './defects.ts';
import type { GarmentRegion } from './garment-region.ts';

const W = 40;
const H = 60;

/**
 * A garment of red and white vertical stripes, 4 px wide, on rows 10–49 and columns 8–31,
 * on a grey backdrop.
 */
function stripedGarment(): GarmentRegion {
  const data = new Uint8Array(W * H * 3).fill(128);
  const mask = new Uint8Array(W * H);
  for (let y = 10; y < 50; y += 1) {
    for (let x = 8; x < 32; x += 1) {
      const i = y * W + x;
      mask[i] = 1;
      data.set(Math.floor(x / 4) % 2 ? [255, 255, 255] : [200, 30, 40], i * 3);
    }
  }
  return { image: { data, width: W, height: H }, mask };
}

const pixel = ({ image }: GarmentRegion, x: number, y: number) =>
  Array.from(image.data.subarray((y * W + x) * 3, (y * W + x) * 3 + 3));

/** Whether every pixel outside the garment is as it was. */
function backdropUntouched(before: GarmentRegion, after: GarmentRegion): boolean {
  for (let i = 0; i < before.mask.length; i += 1) {
    if (before.mask[i]) continue;
    for (let c = 0; c < 3; c += 1)
      if (before.image.data[i * 3 + c] !== after.image.data[i * 3 + c]) return false;
  }
  return true;
}

describe('the known defects of the calibration set', () => {
  it('turns the hue of the garment only, and a full turn changes nothing', () => {
    const garment = stripedGarment();
    const turned = turnHue(garment, 120);
    const [r, g, b] = pixel(turned, 8, 20);
    expect(g).toBeGreaterThan(r!);
    expect(g).toBeGreaterThan(b!);
    expect(pixel(turned, 12, 20)).toEqual([255, 255, 255]);
    expect(backdropUntouched(garment, turned)).toBe(true);
    for (const degrees of [0, 360, -360]) {
      const same = turnHue(garment, degrees);
      for (let i = 0; i < garment.image.data.length; i += 1) {
        expect(Math.abs(same.image.data[i]! - garment.image.data[i]!)).toBeLessThanOrEqual(1);
      }
    }
    expect(pixel(garment, 8, 20)).toEqual([200, 30, 40]);
  });

  it('fades or darkens by a share of the way to white or black', () => {
    const garment = stripedGarment();
    expect(pixel(shiftLightness(garment, 0.5), 8, 20)).toEqual([228, 143, 148]);
    expect(pixel(shiftLightness(garment, -0.5), 8, 20)).toEqual([100, 15, 20]);
    expect(backdropUntouched(garment, shiftLightness(garment, 0.5))).toBe(true);
  });

  it('blurs stripes into their mix without taking in the backdrop', () => {
    const garment = stripedGarment();
    const blurred = blurPattern(garment, 4);
    const [r, g] = pixel(blurred, 20, 30);
    expect(r).toBeGreaterThan(210);
    expect(r).toBeLessThan(245);
    expect(g).toBeGreaterThan(100);
    expect(g).toBeLessThan(180);
    // At the garment's edge the grey backdrop is not averaged in: red stays red-dominant.
    const [er, eg, eb] = pixel(blurred, 8, 10);
    expect(er).toBeGreaterThan(eg! + 40);
    expect(er).toBeGreaterThan(eb! + 40);
    expect(backdropUntouched(garment, blurred)).toBe(true);
  });

  it('scrambles whole tiles: the same colours in other places, the same on every run', () => {
    const garment = stripedGarment();
    const scrambled = scramblePattern(garment, 6, 7);
    const histogram = (image: GarmentRegion) => {
      const counts = new Map<string, number>();
      for (let i = 0; i < image.mask.length; i += 1) {
        if (!image.mask[i]) continue;
        const key = pixel(image, i % W, Math.floor(i / W)).join(',');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return counts;
    };
    expect(histogram(scrambled)).toEqual(histogram(garment));
    let moved = 0;
    for (let i = 0; i < garment.image.data.length; i += 1) {
      if (garment.image.data[i] !== scrambled.image.data[i]) moved += 1;
    }
    expect(moved).toBeGreaterThan(100);
    expect(scramblePattern(garment, 6, 7).image.data).toEqual(scrambled.image.data);
    expect(backdropUntouched(garment, scrambled)).toBe(true);
  });

  it('removes a print by filling the garment with its mean colour', () => {
    const flat = removePrint(stripedGarment());
    expect(pixel(flat, 8, 20)).toEqual(pixel(flat, 12, 45));
    expect(pixel(flat, 8, 20)).toEqual([228, 143, 148]);
  });

  it('cuts the hem: the lowest share of the garment leaves the mask and takes the fill', () => {
    const garment = stripedGarment();
    const cut = cutHem(garment, 0.25, [128, 128, 128]);
    const rows = (image: GarmentRegion) =>
      new Set(
        Array.from(image.mask.keys())
          .filter((i) => image.mask[i])
          .map((i) => Math.floor(i / W)),
      );
    expect(Math.max(...rows(cut))).toBe(39);
    expect(Math.min(...rows(cut))).toBe(10);
    expect(pixel(cut, 8, 45)).toEqual([128, 128, 128]);
    expect(pixel(cut, 8, 39)).toEqual([200, 30, 40]);
    expect(Math.max(...rows(garment))).toBe(49);
  });

  it('shortens the sleeves to the share of their reach left, showing what was under them', () => {
    const garment = stripedGarment();
    // Columns 24–31 are a sleeve reaching right from a shoulder corner at (24, 10).
    const sleeve = (x: number, y: number) => (x >= 24 ? Math.hypot(x - 24, y - 10) : null);
    const under = { data: new Uint8Array(W * H * 3).fill(7), width: W, height: H };
    const cut = shortenSleeves(garment, 0.5, sleeve, under);
    const reach = Math.hypot(31 - 24, 49 - 10);
    for (let i = 0; i < garment.mask.length; i += 1) {
      const distance = sleeve(i % W, Math.floor(i / W));
      const gone = garment.mask[i] === 1 && distance !== null && distance > reach / 2;
      expect(cut.mask[i]).toBe(gone ? 0 : garment.mask[i]);
      if (gone) expect(pixel(cut, i % W, Math.floor(i / W))).toEqual([7, 7, 7]);
    }
    expect(pixel(cut, 8, 49)).toEqual([200, 30, 40]);
    expect(garment.mask.reduce((a, b) => a + b, 0)).toBe(24 * 40);
  });
});
