import sharp from 'sharp';
import type { MarketplacePreset } from '../../../contracts/marketplace-presets.ts';
import { studioUploadLimits } from '../../../contracts/upload-limits.ts';
import { cutOutOnColour } from './cut-out-on-colour.ts';

/** The share of the box's side left as background around a cut-out subject, on each side. */
const subjectMargin = 0.05;

/**
 * A result fitted to a preset, not yet encoded. A marketplace preset promises a white background
 * (issue 40 point 5): the subject is cut out and set on the preset's colour, so a room or studio
 * backdrop goes. Then only borders of that colour are trimmed (empty margin), and the picture is
 * scaled to fit inside the preset's box and padded with that colour, so no pixel of the person or
 * the garment is ever cut (issue 20 point 4). `original` is only turned upright.
 * @returns raw RGB pixels and whether anything beyond a resize changed them.
 */
export async function fitToPreset(
  image: Buffer,
  preset: MarketplacePreset,
  cutOut?: Parameters<typeof cutOutOnColour>[2],
) {
  const decode = { limitInputPixels: studioUploadLimits.maxPixels, failOn: 'error' } as const;
  const upright = await sharp(image, decode)
    .rotate()
    .flatten({ background: preset.background })
    .removeAlpha()
    .png({ compressionLevel: 0 })
    .toBuffer();
  if (preset.width === null || preset.height === null) {
    return { image: sharp(upright), edited: false, resized: false };
  }
  const onColour = await cutOutOnColour(upright, preset.background, cutOut);
  const trimmed = await trimBackground(onColour.data, preset);
  const meta = await sharp(trimmed.data).metadata();
  const padded =
    onColour.replaced ||
    trimmed.trimmed ||
    meta.width / meta.height !== preset.width / preset.height;
  // A cut-out subject gets a margin of the background on every side, as a cover image shows it.
  const margin = onColour.replaced
    ? Math.round(Math.min(preset.width, preset.height) * subjectMargin)
    : 0;
  const fitted = sharp(trimmed.data)
    .resize({
      width: preset.width - 2 * margin,
      height: preset.height - 2 * margin,
      fit: 'contain',
      background: preset.background,
      kernel: 'lanczos3',
    })
    .extend({
      top: margin,
      bottom: margin,
      left: margin,
      right: margin,
      background: preset.background,
    });
  return { image: fitted, edited: padded, resized: true };
}

/** Trims margins of the background colour only; a picture that is all margin stays whole. */
async function trimBackground(png: Buffer, preset: MarketplacePreset) {
  const { r, g, b } = preset.background;
  try {
    const { data, info } = await sharp(png)
      .trim({ background: { r, g, b }, threshold: 8 })
      .png({ compressionLevel: 0 })
      .toBuffer({ resolveWithObject: true });
    const before = await sharp(png).metadata();
    const trimmed = info.width !== before.width || info.height !== before.height;
    return { data, trimmed };
  } catch {
    // libvips finds nothing but margin: keep the picture as it is.
    return { data: png, trimmed: false };
  }
}
