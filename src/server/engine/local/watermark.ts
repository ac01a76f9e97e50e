import sharp from 'sharp';
import { EngineError } from '../engine.ts';

/** The mark of free-plan results (spec §9). */
export const watermarkText = 'Kiểu Studio';

/**
 * The mark as an SVG the size of the image: the brand name tiled diagonally, white with a thin
 * dark outline at low opacity, so it shows on light and dark pixels alike.
 */
export function watermarkSvg(width: number, height: number): Buffer {
  const size = Math.max(12, Math.round(Math.min(width, height) / 16));
  const tileWidth = size * 10;
  const tileHeight = size * 4;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><pattern id="mark" width="${tileWidth}" height="${tileHeight}" patternUnits="userSpaceOnUse" patternTransform="rotate(-30)">
<text x="${tileWidth / 2}" y="${tileHeight / 2}" text-anchor="middle" dominant-baseline="middle" font-family="Be Vietnam Pro, DejaVu Sans, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff" fill-opacity="0.3" stroke="#000000" stroke-opacity="0.16" stroke-width="${Math.max(1, size / 24)}">${watermarkText}</text>
</pattern></defs>
<rect width="${width}" height="${height}" fill="url(#mark)"/>
</svg>`);
}

/** The mark as a transparent PNG, for ffmpeg to overlay on every video frame. */
export function watermarkPng(width: number, height: number): Promise<Buffer> {
  return sharp(watermarkSvg(width, height)).png().toBuffer();
}

/**
 * Draws the mark into an image's pixels, keeping its size and format.
 * @example const marked = await applyWatermark(result.data);
 */
export async function applyWatermark(image: Buffer): Promise<Buffer> {
  try {
    const { format } = await sharp(image).metadata();
    const { data, info } = await sharp(image)
      .rotate()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const marked = sharp(data, {
      raw: { width: info.width, height: info.height, channels: 4 },
    }).composite([{ input: watermarkSvg(info.width, info.height) }]);
    if (format === 'jpeg') return await marked.jpeg({ quality: 92 }).toBuffer();
    if (format === 'webp') return await marked.webp({ quality: 92 }).toBuffer();
    return await marked.png().toBuffer();
  } catch (cause) {
    throw new EngineError('bad-input', undefined, { cause });
  }
}
