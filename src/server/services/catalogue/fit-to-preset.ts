import sharp from 'sharp';
import type { MarketplacePreset } from '../../../contracts/marketplace-presets.ts';
import { studioUploadLimits } from '../../../contracts/upload-limits.ts';

/**
 * A result fitted to a preset, not yet encoded: only borders of the preset's own background
 * colour are trimmed (empty margin), then the picture is scaled to fit inside the preset's box
 * and padded with that colour, so no pixel of the person or the garment is ever cut (issue 20
 * point 4). `original` is only turned upright.
 * @returns raw RGB pixels and whether anything beyond a resize changed them.
 */
export async function fitToPreset(image: Buffer, preset: MarketplacePreset) {
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
  const trimmed = await trimBackground(upright, preset);
  const meta = await sharp(trimmed.data).metadata();
  const padded = trimmed.trimmed || meta.width / meta.height !== preset.width / preset.height;
  const fitted = sharp(trimmed.data).resize({
    width: preset.width,
    height: preset.height,
    fit: 'contain',
    background: preset.background,
    kernel: 'lanczos3',
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
