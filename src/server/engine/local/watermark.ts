import sharp from 'sharp';
import { EngineError } from '../engine.ts';

/** The mark of free-plan results (spec §9). */
export const watermarkText = 'Kiểu Studio';

const font = 'font-family="Be Vietnam Pro, DejaVu Sans, sans-serif" font-weight="700"';

/**
 * The mark as an SVG the size of the image (decision 042): the brand name in a solid label in the
 * bottom-right corner, where a crop cannot take it without losing part of the picture, and once,
 * lightly, along the diagonal, so the centre is protected while most pixels stay as generated and
 * a trial shows what a paid result looks like.
 */
export function watermarkSvg(width: number, height: number): Buffer {
  const short = Math.min(width, height);
  // Corner label: about a twentieth of the short side, never below a readable 12 px.
  const size = Math.max(12, Math.round(short / 20));
  const pad = Math.round(size * 0.5);
  const labelWidth = Math.round(size * 6.4 + pad * 2);
  const labelHeight = Math.round(size * 1.6);
  const margin = Math.round(size * 0.6);
  const x = width - labelWidth - margin;
  const y = height - labelHeight - margin;
  // Diagonal: one line across about half the diagonal, white at low opacity with a faint outline.
  const diagonal = Math.hypot(width, height);
  const diagonalSize = Math.max(14, Math.round(diagonal / 13));
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<text x="${width / 2}" y="${height / 2}" transform="rotate(${angle.toFixed(2)} ${width / 2} ${height / 2})" text-anchor="middle" dominant-baseline="middle" ${font} font-size="${diagonalSize}" fill="#ffffff" fill-opacity="0.22" stroke="#000000" stroke-opacity="0.12" stroke-width="${Math.max(1, diagonalSize / 40)}">${watermarkText}</text>
<rect x="${x}" y="${y}" width="${labelWidth}" height="${labelHeight}" rx="${Math.round(labelHeight / 4)}" fill="#000000" fill-opacity="0.5"/>
<text x="${x + labelWidth / 2}" y="${y + labelHeight / 2}" text-anchor="middle" dominant-baseline="central" ${font} font-size="${size}" fill="#ffffff" fill-opacity="0.95">${watermarkText}</text>
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
