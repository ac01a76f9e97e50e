import sharp from 'sharp';
import { removeBackground } from '../perception/index.ts';
import { clampByte, decodeRgba, fromRaw, hexToRgb, type RawImage } from './image.ts';

/** The pixels as a quickly compressed PNG, for the on-device models. */
export function encoded(image: RawImage): Promise<Buffer> {
  return fromRaw(image).png({ compressionLevel: 1 }).toBuffer();
}

/** A one-channel map (0..255) at the image's size. */
export async function resizeChannel(
  data: Buffer,
  from: { width: number; height: number },
  to: { width: number; height: number },
): Promise<Buffer> {
  if (from.width === to.width && from.height === to.height) return data;
  return sharp(data, { raw: { width: from.width, height: from.height, channels: 1 } })
    .resize(to.width, to.height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/** The subject's opacity (255 = subject) from the cut-out (../perception/remove-background.ts). */
export async function cutOutAlpha(image: RawImage): Promise<Buffer> {
  const cut = await removeBackground(await encoded(image));
  const alpha = Buffer.alloc(cut.width * cut.height);
  for (let pixel = 0; pixel < alpha.length; pixel++) alpha[pixel] = cut.data[pixel * 4 + 3]!;
  return resizeChannel(alpha, cut, image);
}

/**
 * The subject on one flat colour (issue 40: 'đổi nền thành màu trắng tinh'): the cut-out's
 * alpha mixes each pixel with the colour, so the soft edge blends into it, and the result is
 * opaque. The image's own transparency counts as background too.
 */
export async function fillBackground(image: RawImage, hex: string): Promise<RawImage> {
  const alpha = await cutOutAlpha(image);
  const colour = hexToRgb(hex);
  const data = Buffer.from(image.data);
  for (let pixel = 0; pixel < alpha.length; pixel++) {
    const i = pixel * 4;
    const kept = (Math.min(alpha[pixel]!, data[i + 3]!) as number) / 255;
    for (let c = 0; c < 3; c++)
      data[i + c] = clampByte(data[i + c]! * kept + colour[c]! * (1 - kept));
    data[i + 3] = 255;
  }
  return { ...image, data };
}

/**
 * A photo's subject cut out and set on one colour, white unless told, as a PNG at the photo's
 * size: the cut-out on white that a marketplace asks for, for any caller.
 * @example const png = await cutOutOnColour(photo); // the subject on #ffffff
 */
export async function cutOutOnColour(photo: Buffer, hex = '#ffffff'): Promise<Buffer> {
  const image = await decodeRgba(photo);
  return fromRaw(await fillBackground(image, hex))
    .png()
    .toBuffer();
}
