import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine.ts';
import { decode, meanDifference, portraitPhoto } from './test-support.ts';
import { applyWatermark } from './watermark.ts';

describe('watermark', () => {
  // Decision 042: a corner label plus one light diagonal, so a trial can be judged.
  it('leaves most of the image as generated, with a label in the corner and a light diagonal', async () => {
    const original = await portraitPhoto();
    const started = performance.now();
    const marked = await applyWatermark(original);
    console.info(`watermark: ${Math.round(performance.now() - started)} ms`);
    const before = await decode(original);
    const after = await decode(marked);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    expect((await sharp(marked).metadata()).format).toBe('png');
    const { width, height } = before;
    /** Share of changed pixels (any channel off by more than 8) in a region, 0–1. */
    const changed = (x0: number, y0: number, x1: number, y1: number) => {
      let count = 0;
      let total = 0;
      for (let y = Math.floor(y0 * height); y < Math.floor(y1 * height); y++) {
        for (let x = Math.floor(x0 * width); x < Math.floor(x1 * width); x++) {
          const i = (y * width + x) * 4;
          const moved = [0, 1, 2].some(
            (c) => Math.abs(before.data[i + c]! - after.data[i + c]!) > 8,
          );
          if (moved) count++;
          total++;
        }
      }
      return count / total;
    };
    // Most of the picture is untouched, so a trial shows what a paid result looks like.
    expect(changed(0, 0, 1, 1)).toBeLessThan(0.15);
    // The corner label covers the bottom-right corner solidly.
    expect(changed(0.6, 0.9, 0.95, 0.96)).toBeGreaterThan(0.5);
    // The diagonal crosses the centre, lightly.
    expect(changed(0.35, 0.35, 0.65, 0.65)).toBeGreaterThan(0.03);
    // Away from both marks, the pixels are exactly as generated.
    expect(changed(0, 0, 0.2, 0.2)).toBe(0);
    expect(changed(0.8, 0, 1, 0.2)).toBe(0);
    expect(meanDifference(before, after)).toBeLessThan(10);
  });

  it('keeps a JPEG a JPEG', async () => {
    const marked = await applyWatermark(await portraitPhoto('jpeg'));
    expect((await sharp(marked).metadata()).format).toBe('jpeg');
  });

  it('refuses bytes that are not an image', async () => {
    await expect(applyWatermark(Buffer.from('x'))).rejects.toBeInstanceOf(EngineError);
  });
});
