import { describe, expect, it } from 'vitest';
import { cutHem } from './defects.ts';
import type { GarmentRegion } from './garment-region.ts';
import { lengthRatio, measureShape } from './shape-measure.ts';
import { rgbImage } from './test-support.ts';

/** A plain garment: a rectangle body of `bodyWidth` × `height`, sleeves out at the top quarter. */
function garment(bodyWidth: number, height: number, sleeves = 0): GarmentRegion {
  const width = bodyWidth + 2 * sleeves + 20;
  const image = rgbImage(width, height + 20);
  const mask = new Uint8Array(width * (height + 20));
  for (let y = 10; y < height + 10; y += 1) {
    const out = y < 10 + height / 4 ? sleeves : 0;
    for (let x = 10 + sleeves - out; x < 10 + sleeves + bodyWidth + out; x += 1) {
      mask[y * width + x] = 1;
    }
  }
  return { image, mask };
}

describe('measureShape', () => {
  it('reads a garment’s height over its body width, sleeves aside', () => {
    expect(lengthRatio(garment(100, 150, 40))).toBeCloseTo(1.5, 2);
  });

  it('gives the same garment scaled to another size a score near 0', () => {
    expect(measureShape(garment(100, 150, 40), garment(160, 240, 64))!.score).toBeLessThan(0.02);
  });

  it('scores a hem cut by a fifth near 0.2, and a longer garment as far', () => {
    const product = garment(100, 150, 40);
    const cut = cutHem(product, 0.2, [255, 255, 255]);
    expect(measureShape(product, cut)!.score).toBeCloseTo(0.2, 1);
    expect(measureShape(product, garment(100, 195, 40))!.score).toBeCloseTo(0.3, 1);
  });

  it('answers null for a picture with no garment', () => {
    const empty = { image: rgbImage(50, 50), mask: new Uint8Array(2500) };
    expect(measureShape(garment(100, 150), empty)).toBeNull();
  });
});
