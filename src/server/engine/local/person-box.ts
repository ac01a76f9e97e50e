export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The box around a mask's set pixels, ignoring rows and columns with fewer than `minCount` of
 * them (specks and noise); undefined when nothing is left.
 */
export function maskBox(
  mask: Uint8Array,
  width: number,
  height: number,
  minCount = 1,
): Box | undefined {
  const rows = new Uint32Array(height);
  const columns = new Uint32Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      rows[y]!++;
      columns[x]!++;
    }
  }
  const first = (counts: Uint32Array) => counts.findIndex((count) => count >= minCount);
  const last = (counts: Uint32Array) => counts.findLastIndex((count) => count >= minCount);
  const top = first(rows);
  const left = first(columns);
  if (top < 0 || left < 0) return undefined;
  return { left, top, width: last(columns) - left + 1, height: last(rows) - top + 1 };
}

/** Intersection over union of two boxes, 0..1. */
export function boxIoU(a: Box, b: Box): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  if (width <= 0 || height <= 0) return 0;
  const overlap = width * height;
  return overlap / (a.width * a.height + b.width * b.height - overlap);
}
