import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { captionStripHeight } from '../../../contracts/ai-label.ts';
import { drawAiLabel } from './draw-ai-label.ts';

/** Columns of the rows [top, bottom) holding a dark pixel (the label's text or box). */
async function darkColumns(image: Buffer, top: number, bottom: number, below = 100) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const columns = new Set<number>();
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 3]! < below) columns.add(x);
    }
  }
  return [...columns].sort((a, b) => a - b);
}

const white = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

describe('drawAiLabel', () => {
  it.each([
    [320, 480],
    [1920, 1080],
  ])('keeps the whole caption line inside a %i px wide strip', async (width, height) => {
    for (const lang of ['vi', 'en'] as const) {
      const out = await (
        await drawAiLabel(sharp(await white(width, height)), 'caption', lang)
      )
        .png()
        .toBuffer();
      const strip = captionStripHeight(width, height);
      expect((await sharp(out).metadata()).height).toBe(height + strip);
      const columns = await darkColumns(out, height, height + strip);
      expect(columns.length).toBeGreaterThan(0);
      // Centred, and clear of both edges: the text was shrunk to fit rather than cut.
      expect(columns[0]).toBeGreaterThan(width * 0.02);
      expect(columns.at(-1)).toBeLessThan(width * 0.98);
      expect(Math.abs(columns[0]! + columns.at(-1)! - width)).toBeLessThan(width * 0.1);
    }
  });

  it('keeps the badge in the left part of the bottom edge, on small and large pictures', async () => {
    for (const [width, height] of [
      [240, 320],
      [3840, 2160],
    ] as const) {
      const out = await (
        await drawAiLabel(sharp(await white(width, height)), 'badge', 'vi')
      )
        .png()
        .toBuffer();
      expect(await darkColumns(out, 0, Math.floor(height * 0.85))).toEqual([]);
      const columns = await darkColumns(out, Math.floor(height * 0.85), height);
      expect(columns[0]).toBeLessThan(width * 0.1);
      // Clear of the free watermark's corner label on the right (decision 042, watermark.ts).
      const mark = Math.max(12, Math.round(Math.min(width, height) / 20));
      const markWidth = Math.round(mark * 6.4 + Math.round(mark * 0.5) * 2);
      expect(columns.at(-1)).toBeLessThan(width - markWidth - Math.round(mark * 0.6));
    }
  });
});
