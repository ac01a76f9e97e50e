import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { marketplacePresets } from '../../../contracts/marketplace-presets.ts';
import { fitToPreset } from './fit-to-preset.ts';

/** A tall picture: a dark figure filling it edge to edge, top to bottom. */
async function tallFigure(width: number, height: number) {
  const figure = await sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 60, b: 120 } },
  })
    .png()
    .toBuffer();
  return figure;
}

async function pixels(image: Sharp) {
  return image.raw().toBuffer({ resolveWithObject: true });
}

/** Counts pixels that are not (near) white. */
function nonWhite(data: Buffer, channels: number) {
  let count = 0;
  for (let i = 0; i < data.length; i += channels) {
    if (data[i]! < 240 || data[i + 1]! < 240 || data[i + 2]! < 240) count += 1;
  }
  return count;
}

describe('fitToPreset', () => {
  it('pads a tall image to the square preset and keeps every pixel of the figure', async () => {
    const preset = marketplacePresets.shopee;
    const fitted = await fitToPreset(await tallFigure(600, 1200), preset);
    const { data, info } = await pixels(fitted.image);
    expect([info.width, info.height]).toEqual([1024, 1024]);
    // Scaled to 512 × 1024: the whole figure is there, centred, with white on both sides.
    const figure = nonWhite(data, info.channels);
    expect(figure).toBeGreaterThanOrEqual(510 * 1024);
    expect(figure).toBeLessThanOrEqual(514 * 1024);
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    expect(at(0, 512)).toBe(255);
    expect(at(1023, 512)).toBe(255);
    expect(at(512, 0)).toBeLessThan(240);
    expect(at(512, 1023)).toBeLessThan(240);
    expect(fitted).toMatchObject({ resized: true, edited: true });
  });

  it('trims only a white margin, never into the figure, and leaves white all round it', async () => {
    // A 300 × 300 figure on a wide white canvas: the margin goes, the figure fills the square
    // inside a margin of 5% of the side (decision 101).
    const canvas = await sharp({
      create: { width: 1200, height: 600, channels: 3, background: { r: 255, g: 255, b: 255 } },
    })
      .composite([{ input: await tallFigure(300, 300), left: 450, top: 150 }])
      .png()
      .toBuffer();
    const fitted = await fitToPreset(canvas, marketplacePresets.lazada);
    const { data, info } = await pixels(fitted.image);
    expect([info.width, info.height]).toEqual([1000, 1000]);
    expect(nonWhite(data, info.channels)).toBeGreaterThanOrEqual(895 * 895);
    expect(nonWhite(data, info.channels)).toBeLessThanOrEqual(905 * 905);
    expect(data[(10 * info.width + 500) * info.channels]).toBe(255);
  });

  it('keeps the size of the result for the original preset', async () => {
    const fitted = await fitToPreset(await tallFigure(333, 777), marketplacePresets.original);
    const { info } = await pixels(fitted.image);
    expect([info.width, info.height]).toEqual([333, 777]);
    expect(fitted).toMatchObject({ resized: false, edited: false });
  });

  it('keeps a picture that is all margin whole', async () => {
    const white = await sharp({
      create: { width: 400, height: 200, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const { info } = await pixels((await fitToPreset(white, marketplacePresets.shopee)).image);
    expect([info.width, info.height]).toEqual([1024, 1024]);
  });
});
