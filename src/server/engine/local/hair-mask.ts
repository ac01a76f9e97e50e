import sharp from 'sharp';
import { borderColour, floodBackdrop } from './background.ts';
import type { RawImage } from './image.ts';
import { maskBox, type Box } from './person-box.ts';
import { findFace, keepLargestRegion } from './skin.ts';

/** A hair mask (1 = hair) with the face it was found around, if any. */
export interface HairRegion {
  mask: Uint8Array;
  face?: Box;
}

/** The user's painted mask (white = hair) at the portrait's size, thresholded at half grey. */
export async function readPaintedMask(mask: Buffer, width: number, height: number) {
  const grey = await sharp(mask)
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#000000' })
    .greyscale()
    .raw()
    .toBuffer();
  const result = new Uint8Array(width * height);
  for (let i = 0; i < result.length; i++) result[i] = grey[i]! >= 128 ? 1 : 0;
  return result;
}

/**
 * A rough hair region when the user painted none. Heuristic (a segmentation model replaces it
 * later): find the face as the largest skin-coloured region; hair is what is neither skin nor
 * the flood-filled backdrop, from 0.8 face heights above the face down to its chin, 0.55 face
 * widths either side of it, outside the face's ellipse (eyes and brows are not hair); the
 * largest connected part is kept.
 * Without a face, the top quarter of the subject is taken.
 */
export function detectHair(image: RawImage): HairRegion {
  const { width, height } = image;
  const backdrop = floodBackdrop(image);
  const found = findFace(image);
  const mask = new Uint8Array(width * height);
  if (!found) {
    const subject = Uint8Array.from(backdrop, (value) => (value ? 0 : 1));
    const box = maskBox(subject, width, height, 2);
    if (!box) return { mask };
    const bottom = box.top + box.height * 0.25;
    for (let y = box.top; y < bottom; y++) {
      for (let x = 0; x < width; x++) mask[y * width + x] = subject[y * width + x]!;
    }
    return { mask };
  }
  const { box: face, skin } = found;
  const top = Math.max(0, Math.round(face.top - face.height * 0.8));
  const bottom = Math.min(height, Math.round(face.top + face.height * 0.9));
  const cx = face.left + face.width / 2;
  const cy = face.top + face.height / 2;
  const left = Math.max(0, Math.round(face.left - face.width * 0.55));
  const right = Math.min(width, Math.round(face.left + face.width * 1.55));
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const pixel = y * width + x;
      const dx = (x - cx) / (face.width / 2);
      const dy = (y - cy) / (face.height / 2);
      const inFace = dx * dx + dy * dy <= 1;
      if (!inFace && !skin[pixel] && !backdrop[pixel]) mask[pixel] = 1;
    }
  }
  keepLargestRegion(mask, width);
  return { mask, face };
}

/**
 * Paints removed hair with what lies beside it on the same row: the nearest pixel outside the
 * old hair on the side away from the face centre, else the backdrop colour.
 */
export function fillRemoved(
  image: RawImage,
  hair: Uint8Array,
  removed: Uint8Array,
  centreX: number,
): void {
  const { data, width, height } = image;
  const backdrop = borderColour(image);
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      if (!removed[y * width + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && removed[y * width + x]) x++;
      const outward = (start + x) / 2 < centreX ? -1 : 1;
      let probe = outward < 0 ? start - 1 : x;
      while (probe >= 0 && probe < width && hair[y * width + probe]) probe += outward;
      const source =
        probe >= 0 && probe < width
          ? Array.from(data.subarray((y * width + probe) * 4, (y * width + probe) * 4 + 3))
          : backdrop;
      for (let fill = start; fill < x; fill++) {
        const i = (y * width + fill) * 4;
        data[i] = source[0]!;
        data[i + 1] = source[1]!;
        data[i + 2] = source[2]!;
      }
    }
  }
}
