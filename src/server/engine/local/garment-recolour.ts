import { EngineError } from '../engine.ts';
import { analyseImage } from '../perception/index.ts';
import { cutOutAlpha, encoded } from './backdrop-fill.ts';
import { faceMask, largestFace, scaleFace } from './face-regions.ts';
import { findHair } from './hair-mask.ts';
import { blendInto, blurMask, clampByte, hexToRgb, luma, type RawImage } from './image.ts';
import { isSkin } from './skin.ts';

/**
 * Where the clothes are (255 = garment): the cut-out's subject without skin, the face and the
 * hair. A garment photographed alone is all subject. Under 1% of the picture is no garment.
 */
async function garmentMask(image: RawImage): Promise<Uint8Array> {
  const { data, width, height } = image;
  const subject = await cutOutAlpha(image);
  const seen = await analyseImage(await encoded(image), { faces: true, pose: true, mask: true });
  const face = largestFace(seen.faces);
  const inFace = face
    ? await faceMask([scaleFace(face, width / seen.width)], width, height)
    : undefined;
  const hair = face ? (await findHair(image, seen))?.mask : undefined;
  const mask = new Uint8Array(width * height);
  let count = 0;
  for (let pixel = 0; pixel < mask.length; pixel++) {
    const i = pixel * 4;
    if (subject[pixel]! < 128 || data[i + 3]! < 128) continue;
    if (inFace?.[pixel] || hair?.[pixel]) continue;
    if (isSkin(data[i]!, data[i + 1]!, data[i + 2]!)) continue;
    mask[pixel] = 255;
    count++;
  }
  if (count < mask.length * 0.01) throw new EngineError('bad-input', 'tryOn.check.noGarment');
  return mask;
}

/**
 * A colour variant (issue 40): the garment takes `hex`, its folds and shading kept. Each pixel
 * is the new colour moved by how much lighter or darker it is than the garment's mean, so the
 * hue is the new colour's, and the mask's edge is feathered by one pixel. The background, the
 * skin, the face and the hair are left as they were.
 */
export async function recolourGarment(image: RawImage, hex: string): Promise<RawImage> {
  const mask = await garmentMask(image);
  const { data } = image;
  let sum = 0;
  let count = 0;
  for (let pixel = 0; pixel < mask.length; pixel++) {
    if (!mask[pixel]) continue;
    sum += luma(data[pixel * 4]!, data[pixel * 4 + 1]!, data[pixel * 4 + 2]!);
    count++;
  }
  const mean = sum / count;
  const colour = hexToRgb(hex);
  const effect = Buffer.from(data);
  for (let pixel = 0; pixel < mask.length; pixel++) {
    if (!mask[pixel]) continue;
    const i = pixel * 4;
    const shade = (luma(data[i]!, data[i + 1]!, data[i + 2]!) - mean) * 0.8;
    for (let c = 0; c < 3; c++) effect[i + c] = clampByte(colour[c]! + shade);
  }
  const result = { ...image, data: Buffer.from(data) };
  blendInto(result, effect, 1, await blurMask(mask, image.width, image.height, 0.8));
  return result;
}
