import sharp from 'sharp';
import { removeBackground, type CutOut } from '../../engine/perception/index.ts';

/** Under this share of opaque pixels the cut-out found no subject, and the picture stays. */
const minSubjectShare = 0.01;

/**
 * The subject of a picture (the person, the garment, the product) on a plain colour (issue 40
 * point 5, decision 101): the local engine's permissive cut-out (decision 095) gives the mask,
 * computed at most 1024 px long and scaled back to the picture, and everything outside it becomes
 * `background`. A picture in which the cut-out finds no subject (all backdrop, or a frame filled
 * edge to edge) is returned unchanged, so nothing is ever blanked out.
 * @returns opaque PNG bytes at the picture's size, and whether the background was replaced.
 * @example const { data, replaced } = await cutOutOnColour(roomPhoto, { r: 255, g: 255, b: 255 });
 */
export async function cutOutOnColour(
  png: Buffer,
  background: { r: number; g: number; b: number },
  cutOut: (image: Buffer) => Promise<CutOut> = removeBackground,
): Promise<{ data: Buffer; replaced: boolean }> {
  const cut = await cutOut(png);
  const alpha = await sharp(cut.data, {
    raw: { width: cut.width, height: cut.height, channels: 4 },
  })
    .extractChannel(3)
    .raw()
    .toBuffer();
  let opaque = 0;
  for (const value of alpha) if (value >= 128) opaque += 1;
  if (opaque < alpha.length * minSubjectShare) return { data: png, replaced: false };
  const { width, height } = await sharp(png).metadata();
  const mask = await sharp(alpha, { raw: { width: cut.width, height: cut.height, channels: 1 } })
    .resize({ width, height, fit: 'fill', kernel: 'lanczos3' })
    // One band out, as it came in (libvips hands a resized grey band back as sRGB).
    .extractChannel(0)
    .raw()
    .toBuffer();
  // The mask goes into the alpha of the raw pixels.
  const rgba = await sharp(png).removeAlpha().ensureAlpha().raw().toBuffer();
  for (let i = 0; i < mask.length; i++) rgba[i * 4 + 3] = mask[i]!;
  const data = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .flatten({ background })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return { data, replaced: true };
}
