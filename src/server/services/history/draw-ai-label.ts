import sharp, { type Sharp } from 'sharp';
import { captionStripHeight, type AiLabel } from '../../../contracts/ai-label.ts';
import type { Lang } from '../../http/app-error.ts';
import { translateMessage } from '../../http/localize.ts';

// The free watermark's fonts (engine/local/watermark.ts): both render Vietnamese diacritics.
const font = 'font-family="Be Vietnam Pro, DejaVu Sans, sans-serif" font-weight="700"';
/** A bold sans glyph's average advance, in ems; generous so the text never overflows its box. */
const advance = 0.68;

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The badge as an SVG the size of the picture: a solid label in the bottom-left corner, about a
 * twenty-eighth of the short side high (never below 12 px). The free watermark holds the
 * bottom-right corner, so the two never cover each other.
 */
export function badgeSvg(width: number, height: number, text: string): Buffer {
  const size = Math.max(12, Math.round(Math.min(width, height) / 28));
  const pad = Math.round(size * 0.6);
  const boxWidth = Math.round(text.length * size * advance + pad * 2);
  const boxHeight = Math.round(size * 1.7);
  const margin = Math.round(size * 0.6);
  const x = margin;
  const y = height - boxHeight - margin;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect x="${x}" y="${y}" width="${boxWidth}" height="${boxHeight}" rx="${Math.round(boxHeight / 4)}" fill="#000000" fill-opacity="0.62"/>
<text x="${x + boxWidth / 2}" y="${y + boxHeight / 2}" text-anchor="middle" dominant-baseline="central" ${font} font-size="${size}" fill="#ffffff">${escapeXml(text)}</text>
</svg>`);
}

/** The caption strip: a light band with one dark, centred line, shrunk to fit narrow pictures. */
export function captionSvg(width: number, strip: number, text: string): Buffer {
  const fitting = (width * 0.92) / (text.length * advance);
  const size = Math.max(10, Math.min(Math.round(strip * 0.46), Math.floor(fitting)));
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${strip}">
<rect width="${width}" height="${strip}" fill="#f4f4f5"/>
<text x="${width / 2}" y="${strip / 2}" text-anchor="middle" dominant-baseline="central" ${font} font-size="${size}" fill="#18181b">${escapeXml(text)}</text>
</svg>`);
}

/**
 * Draws the visible label (decision 054) on an oriented, sized picture, in the language of the
 * request: the badge into its corner, or the caption as a strip added below (the picture keeps
 * its pixels, the file grows by the strip).
 * @example const labelled = await drawAiLabel(sharp(file).rotate(), 'badge', 'vi');
 */
export async function drawAiLabel(
  image: Sharp,
  label: Exclude<AiLabel, 'none'>,
  lang: Lang,
): Promise<Sharp> {
  // Flattened to pixels first, so the label is drawn after any resize, at the final size.
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const picture = sharp(data, { raw: { width, height, channels } });
  if (label === 'badge') {
    const text = translateMessage('aiLabel.badgeText', lang);
    return picture.composite([{ input: badgeSvg(width, height, text), left: 0, top: 0 }]);
  }
  const strip = captionStripHeight(width, height);
  const text = translateMessage('aiLabel.captionText', lang);
  const extended = await picture
    .extend({ bottom: strip, background: '#f4f4f5' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(extended.data, {
    raw: { width, height: height + strip, channels: extended.info.channels },
  }).composite([{ input: captionSvg(width, strip, text), left: 0, top: height }]);
}
