import type { GarmentCategory } from '../../../contracts/tools.ts';
import type { RawImage } from './image.ts';

/**
 * `category: "auto"` on the device (decision 082): the garment's category read off the shape of
 * its cut-out (trimmed to the garment, transparent around it), in the order that tells them
 * apart most surely:
 * - trousers: a gap down the middle of the lower half (between the legs);
 * - a skirt: no neck opening (the middle of its top third is cloth: a waistband);
 * - outerwear: the neck opening runs deep down the middle (an open front, lapels);
 * - a dress: long, and much wider at the hem than at the waist;
 * - otherwise a top.
 * fal's FASHN detects on its own (`category: "auto"` is passed through); this is for the local
 * engine, whose placement on the body depends on the category.
 * @example garmentCategoryOf(await garmentCutOut(photo)) // 'bottoms'
 */
export function garmentCategoryOf(cut: RawImage): GarmentCategory {
  const { width, height } = cut;
  const solid = (x: number, y: number) => cut.data[(y * width + x) * 4 + 3]! >= 128;

  if (middleGapShare(cut, solid, 0.55, 0.95) >= 0.3) return 'bottoms';
  const neckDepth = middleGapShare(cut, solid, 0, 0.3) * 0.3;
  if (neckDepth < 0.02) return 'bottoms';
  if (neckDepth >= 0.14) return 'outerwear';
  const widthAt = (share: number) => rowWidth(cut, solid, Math.floor(share * (height - 1)));
  const long = height / width >= 1.5;
  if (long && widthAt(0.98) >= 1.4 * widthAt(0.4)) return 'dresses';
  return 'tops';
}

/**
 * The share of the rows between two heights (shares of the whole) whose middle is open with
 * cloth on both sides: between the legs low down, the neck opening high up.
 */
function middleGapShare(
  cut: RawImage,
  solid: (x: number, y: number) => boolean,
  fromShare: number,
  toShare: number,
): number {
  const { width, height } = cut;
  const centre = Math.floor(width / 2);
  const from = Math.floor(height * fromShare);
  const to = Math.floor(height * toShare);
  let gaps = 0;
  for (let y = from; y < to; y++) {
    if (solid(centre, y)) continue;
    let left = false;
    let right = false;
    for (let x = 0; x < centre && !left; x++) left = solid(x, y);
    for (let x = centre + 1; x < width && !right; x++) right = solid(x, y);
    if (left && right) gaps++;
  }
  return gaps / Math.max(1, to - from);
}

/** The count of solid pixels in row y. */
function rowWidth(cut: RawImage, solid: (x: number, y: number) => boolean, y: number): number {
  let count = 0;
  for (let x = 0; x < cut.width; x++) if (solid(x, y)) count++;
  return count;
}
