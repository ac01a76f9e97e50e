import sharp from 'sharp';
import type { GarmentCategory } from '../../../contracts/tools.ts';
import { regionByPose } from '../../fidelity/garment-regions.ts';
import { EngineError } from '../engine.ts';
import { analyseImage } from '../perception/index.ts';
import { decodeRgba, type RawImage } from './image.ts';
import { maskBox } from './person-box.ts';

/**
 * The garment someone wears in a photo, cut out (issue 42: model swap, and product photos worn
 * by a supplier's model): the person's pixels in the category's body band, less skin (the
 * fidelity check's own reading of a worn garment, `regionByPose`), trimmed to them, transparent
 * elsewhere. Where an arm crossed the garment there is a hole: the demo draws no cloth it did
 * not see. A photo with no body, or nothing left in the band, is refused as having no garment.
 */
export async function wornGarmentCutOut(
  photo: Buffer,
  category: GarmentCategory,
): Promise<RawImage> {
  const [image, perception] = await Promise.all([
    decodeRgba(photo, 1024),
    analyseImage(photo, { pose: true, faces: false, mask: true }),
  ]);
  const region = regionByPose(image, perception, category);
  const minCount = Math.max(1, Math.round(Math.min(image.width, image.height) * 0.005));
  const box = maskBox(region.mask, image.width, image.height, minCount);
  if (!box) throw new EngineError('bad-input', 'tryOn.check.noGarment');
  const data = Buffer.alloc(box.width * box.height * 4);
  for (let y = 0; y < box.height; y += 1) {
    for (let x = 0; x < box.width; x += 1) {
      const from = (y + box.top) * image.width + x + box.left;
      if (!region.mask[from]) continue;
      const to = (y * box.width + x) * 4;
      image.data.copy(data, to, from * 4, from * 4 + 3);
      data[to + 3] = 255;
    }
  }
  return { data, width: box.width, height: box.height };
}

/** The worn garment as a PNG on transparency: the product photo a fidelity check reads. */
export async function wornGarmentPhoto(photo: Buffer, category: GarmentCategory): Promise<Buffer> {
  const cut = await wornGarmentCutOut(photo, category);
  return sharp(cut.data, { raw: { width: cut.width, height: cut.height, channels: 4 } })
    .png()
    .toBuffer();
}
