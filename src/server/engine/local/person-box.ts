import type { GarmentCategory } from '../../../contracts/tools.ts';
import { floodBackdrop } from './background.ts';
import type { RawImage } from './image.ts';

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

/** The centre fallback: where a full-body model stands in a framed photo. */
function centreBox(width: number, height: number): Box {
  return {
    left: Math.round(width * 0.3),
    top: Math.round(height * 0.05),
    width: Math.round(width * 0.4),
    height: Math.round(height * 0.9),
  };
}

/**
 * Finds the person in a model photo: everything that is not the flood-filled backdrop, boxed
 * (rows/columns with under 1% foreground ignored). With no clear backdrop (under 2% or over 95%
 * of the photo is subject) the person is assumed to stand in the centre.
 */
export function findPerson(image: RawImage): { box: Box; foreground: Uint8Array } {
  const { width, height } = image;
  const backdrop = floodBackdrop(image);
  const foreground = new Uint8Array(width * height);
  let count = 0;
  for (let i = 0; i < foreground.length; i++) {
    foreground[i] = backdrop[i] ? 0 : 1;
    count += foreground[i]!;
  }
  const share = count / foreground.length;
  const minCount = Math.max(2, Math.round(Math.min(width, height) * 0.01));
  const box =
    share > 0.02 && share < 0.95 ? maskBox(foreground, width, height, minCount) : undefined;
  if (!box) foreground.fill(1);
  return { box: box ?? centreBox(width, height), foreground };
}

/** Where a garment of each category sits, as fractions of the person's height. */
const garmentBands: Record<GarmentCategory, { top: number; bottom: number; widen: number }> = {
  tops: { top: 0.18, bottom: 0.55, widen: 1.05 },
  outerwear: { top: 0.17, bottom: 0.58, widen: 1.12 },
  dresses: { top: 0.18, bottom: 0.85, widen: 1.05 },
  bottoms: { top: 0.5, bottom: 0.9, widen: 1.02 },
};

/**
 * The box a garment covers: rows of its band down the person box; across, the median span of
 * the person's foreground over the band's upper half (shoulders to chest, or hips for bottoms),
 * so a model with arms at the sides gets a garment as wide as the body, sleeves included.
 */
export function garmentBox(
  person: Box,
  foreground: Uint8Array,
  imageWidth: number,
  category: GarmentCategory,
): Box {
  const band = garmentBands[category];
  const top = Math.round(person.top + person.height * band.top);
  const bottom = Math.round(person.top + person.height * band.bottom);
  const sampleEnd = Math.round(top + (bottom - top) * 0.5);
  const lefts: number[] = [];
  const rights: number[] = [];
  for (let y = top; y < sampleEnd; y++) {
    let left = -1;
    let right = -1;
    for (let x = person.left; x < person.left + person.width; x++) {
      if (!foreground[y * imageWidth + x]) continue;
      if (left < 0) left = x;
      right = x;
    }
    if (left >= 0) {
      lefts.push(left);
      rights.push(right);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  const left = lefts.length ? median(lefts) : person.left;
  const right = rights.length ? median(rights) : person.left + person.width - 1;
  const centre = (left + right) / 2;
  const width = Math.max(4, (right - left + 1) * band.widen);
  const clampedLeft = Math.max(0, Math.round(centre - width / 2));
  return {
    left: clampedLeft,
    top,
    width: Math.min(imageWidth - clampedLeft, Math.round(width)),
    height: Math.max(4, bottom - top),
  };
}

/** Intersection over union of two boxes, 0..1. */
export function boxIoU(a: Box, b: Box): number {
  const width = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const height = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  if (width <= 0 || height <= 0) return 0;
  const overlap = width * height;
  return overlap / (a.width * a.height + b.width * b.height - overlap);
}
