import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine.ts';
import { decode, meanDifference, portraitPhoto } from './test-support.ts';
import { applyWatermark } from './watermark.ts';

describe('watermark', () => {
  it('marks the whole image a little and keeps it recognisable', async () => {
    const original = await portraitPhoto();
    const started = performance.now();
    const marked = await applyWatermark(original);
    console.info(`watermark: ${Math.round(performance.now() - started)} ms`);
    const before = await decode(original);
    const after = await decode(marked);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    expect((await sharp(marked).metadata()).format).toBe('png');
    const difference = meanDifference(before, after);
    expect(difference).toBeGreaterThan(1);
    expect(difference).toBeLessThan(25);
    // Each cell of a 3×3 grid carries part of the mark.
    for (let row = 0; row < 3; row++) {
      for (let column = 0; column < 3; column++) {
        let changed = 0;
        for (let y = (row * before.height) / 3; y < ((row + 1) * before.height) / 3; y++) {
          for (let x = (column * before.width) / 3; x < ((column + 1) * before.width) / 3; x++) {
            const i = (Math.floor(y) * before.width + Math.floor(x)) * 4;
            if (Math.abs(before.data[i]! - after.data[i]!) > 8) changed++;
          }
        }
        expect(changed, `cell ${row},${column}`).toBeGreaterThan(20);
      }
    }
  });

  it('keeps a JPEG a JPEG', async () => {
    const marked = await applyWatermark(await portraitPhoto('jpeg'));
    expect((await sharp(marked).metadata()).format).toBe('jpeg');
  });

  it('refuses bytes that are not an image', async () => {
    await expect(applyWatermark(Buffer.from('x'))).rejects.toBeInstanceOf(EngineError);
  });
});
