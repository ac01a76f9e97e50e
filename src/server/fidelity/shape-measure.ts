import type { GarmentRegion } from './garment-region.ts';

/**
 * How far the garment's length in a result is from the product's (issue 41's shape and length
 * check), measured on each garment's own proportions: its height over its body width (the
 * median garment width across the middle third of its height, below a top's sleeves and
 * across both legs of trousers). A try-on scales and warps the garment to the body, which moves
 * both together; a hem that came out higher, or a dress that came out at mid-thigh, shortens
 * the height alone.
 *
 * It is a measure, not yet a check (decision 115): on the labelled set the local engine's own
 * true results moved the ratio by up to a half (an open jacket's front, a dress fitted to the
 * knees), so hem cuts of 10–30 % hid inside that spread. Judging length needs the hem placed
 * against the pose's hips, knees and ankles, and a length read off the product for the category.
 */
export interface ShapeMeasure {
  /** |result ratio / product ratio − 1|: 0.2 is a garment a fifth shorter or longer. */
  score: number;
  /** Height over body width, in the product photo and in the result. */
  product: number;
  result: number;
}

/** Rows with fewer garment pixels than this share of the widest row are specks, not garment. */
const ROW_FLOOR = 0.05;

/** The garment's height over its body width; null without a garment. */
export function lengthRatio({ image, mask }: GarmentRegion): number | null {
  const { width, height } = image;
  const counts = new Uint32Array(height);
  for (let y = 0; y < height; y += 1) {
    let count = 0;
    for (let x = 0; x < width; x += 1) count += mask[y * width + x] ? 1 : 0;
    counts[y] = count;
  }
  const widest = Math.max(0, ...counts);
  if (widest === 0) return null;
  const floor = widest * ROW_FLOOR;
  let top = 0;
  while (counts[top]! < floor) top += 1;
  let bottom = height - 1;
  while (counts[bottom]! < floor) bottom -= 1;
  const rows = bottom - top + 1;
  const middle = [...counts.subarray(top + Math.floor(rows / 3), top + Math.ceil((2 * rows) / 3))]
    .filter((count) => count >= floor)
    .sort((a, b) => a - b);
  const bodyWidth = middle[Math.floor(middle.length / 2)];
  return bodyWidth ? rows / bodyWidth : null;
}

/** Compares the garment's length in `result` with the product's; null when either has none. */
export function measureShape(product: GarmentRegion, result: GarmentRegion): ShapeMeasure | null {
  const [p, r] = [lengthRatio(product), lengthRatio(result)];
  if (p === null || r === null) return null;
  return { score: Math.abs(r / p - 1), product: p, result: r };
}
