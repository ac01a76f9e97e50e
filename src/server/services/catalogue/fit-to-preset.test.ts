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

/**
 * The cut-out as decision 095 sees these drawn pictures, without its model thread: what differs
 * from the corner's colour is the subject (a frame filled edge to edge has none).
 */
async function cornerCutOut(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const corner = [data[0]!, data[1]!, data[2]!];
  for (let i = 0; i < data.length; i += 4) {
    const far = corner.some((value, c) => Math.abs(data[i + c]! - value) > 24);
    data[i + 3] = far ? 255 : 0;
  }
  return { data, width: info.width, height: info.height };
}

/** A picture on a teal backdrop: a red square in the middle. */
async function onTeal() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f7a80' } })
    .composite([
      {
        input: await sharp({
          create: { width: 200, height: 200, channels: 3, background: '#d0253a' },
        })
          .png()
          .toBuffer(),
        left: 300,
        top: 200,
      },
    ])
    .png()
    .toBuffer();
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
    const fitted = await fitToPreset(await tallFigure(600, 1200), preset, cornerCutOut);
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
    const fitted = await fitToPreset(canvas, marketplacePresets.lazada, cornerCutOut);
    const { data, info } = await pixels(fitted.image);
    expect([info.width, info.height]).toEqual([1000, 1000]);
    expect(nonWhite(data, info.channels)).toBeGreaterThanOrEqual(895 * 895);
    expect(nonWhite(data, info.channels)).toBeLessThanOrEqual(905 * 905);
    expect(data[(10 * info.width + 500) * info.channels]).toBe(255);
  });

  it('sets the subject on white: a coloured backdrop goes, the subject stays whole', async () => {
    // Issue 40 point 5: "nền trắng" is a white background, not a backdrop framed in white.
    const fitted = await fitToPreset(await onTeal(), marketplacePresets.shopee, cornerCutOut);
    const { data, info } = await pixels(fitted.image);
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(at(0, 0)).toEqual([255, 255, 255]);
    expect(at(1023, 512)).toEqual([255, 255, 255]);
    expect(at(40, 512)).toEqual([255, 255, 255]);
    // The red square fills the cover inside a 51-px margin.
    expect(at(512, 512)[0]).toBeGreaterThan(180);
    expect(at(60, 512)[0]).toBeGreaterThan(180);
    expect(nonWhite(data, info.channels)).toBeGreaterThanOrEqual(915 * 915);
    expect(fitted).toMatchObject({ resized: true, edited: true });
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
    const { info } = await pixels(
      (await fitToPreset(white, marketplacePresets.shopee, cornerCutOut)).image,
    );
    expect([info.width, info.height]).toEqual([1024, 1024]);
  });
});
