import sharp from 'sharp';
import { samplePhoto } from '../../engine/perception/sample-photos.ts';

/**
 * Honest changes to one photo of a face, each something a generated result does to the person
 * it shows: the same person in every one, so each variant against its original is a
 * same-person pair of its own kind.
 */
export const variantKinds = ['crop-scale', 'lighting', 'jpeg', 'rotation', 'composite'] as const;
export type VariantKind = (typeof variantKinds)[number];

async function size(image: Buffer) {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  return { width, height };
}

/** The head alone, under a soft oval, to lay into another picture. */
async function softOval(image: Buffer, width: number, height: number): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><radialGradient id="g"><stop offset="0.8" stop-color="#fff"/>` +
      `<stop offset="1" stop-color="#000"/></radialGradient></defs>` +
      `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${width * 0.48}" ry="${height * 0.5}" fill="url(#g)"/></svg>`,
  );
  const alpha = await sharp(mask).resize(width, height).greyscale().raw().toBuffer();
  return sharp(image)
    .resize(width, height)
    .removeAlpha()
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/**
 * One variant of a face photo (a PNG or JPEG back):
 * - `crop-scale`: a tighter crop off-centre, then half the size;
 * - `lighting`: darker and warmer, as a scene's light would make it;
 * - `jpeg`: recompressed at quality 30;
 * - `rotation`: the picture turned by 8°;
 * - `composite`: the head laid, under a soft oval, into a different picture at another scale
 *   (the full-body sample's backdrop), which is what a try-on or product-to-model does.
 * @example await faceVariant(photo, 'jpeg')
 */
export async function faceVariant(photo: Buffer, kind: VariantKind): Promise<Buffer> {
  const { width, height } = await size(photo);
  switch (kind) {
    case 'crop-scale':
      return sharp(photo)
        .extract({
          left: Math.round(width * 0.1),
          top: Math.round(height * 0.04),
          width: Math.round(width * 0.85),
          height: Math.round(height * 0.9),
        })
        .resize(Math.round(width * 0.45))
        .png()
        .toBuffer();
    case 'lighting':
      return sharp(photo)
        .modulate({ brightness: 0.72, saturation: 1.15 })
        .tint({ r: 255, g: 228, b: 196 })
        .png()
        .toBuffer();
    case 'jpeg':
      return sharp(photo).jpeg({ quality: 30 }).toBuffer();
    case 'rotation':
      return sharp(photo).rotate(8, { background: '#808080' }).png().toBuffer();
    case 'composite': {
      const scene = await samplePhoto('fullBody');
      const head = await softOval(photo, Math.round(width * 0.8), Math.round(height * 0.8));
      return sharp(scene)
        .composite([{ input: head, left: 420, top: 120 }])
        .jpeg({ quality: 90 })
        .toBuffer();
    }
  }
}
