import { maskBox, type Box } from './person-box.ts';
import type { RawImage } from './image.ts';

/**
 * A skin-coloured pixel by two classic rules that must both hold: the RGB rule of Kovač et al.
 * (daylight) and the YCbCr box of Chai and Ngan (Cb 77–127, Cr 133–173). Both are about colour,
 * not people, so warm wood or sand also pass; callers keep the largest connected region.
 */
export function isSkin(r: number, g: number, b: number): boolean {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (!(r > 95 && g > 40 && b > 20 && max - min > 15 && Math.abs(r - g) > 15 && r > g && r > b)) {
    return false;
  }
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
}

/** 1 where a pixel is skin-coloured. */
export function skinMask(image: RawImage): Uint8Array {
  const { data, width, height } = image;
  const mask = new Uint8Array(width * height);
  for (let pixel = 0; pixel < mask.length; pixel++) {
    const i = pixel * 4;
    mask[pixel] = isSkin(data[i]!, data[i + 1]!, data[i + 2]!) && data[i + 3]! > 0 ? 1 : 0;
  }
  return mask;
}

/** Keeps only the largest 4-connected region of a mask (in place) and returns its size. */
export function keepLargestRegion(mask: Uint8Array, width: number): number {
  return keepLargeRegions(mask, width, 1);
}

/**
 * Keeps the 4-connected regions of a mask (in place) at least `share` of the largest one's size
 * (1: the largest only) and returns the largest size.
 */
export function keepLargeRegions(mask: Uint8Array, width: number, share: number): number {
  const labels = new Int32Array(mask.length);
  const queue = new Int32Array(mask.length);
  const sizes = [0];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    const label = sizes.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    labels[start] = label;
    while (head < tail) {
      const pixel = queue[head++]!;
      const x = pixel % width;
      const next = [
        x > 0 ? pixel - 1 : -1,
        x < width - 1 ? pixel + 1 : -1,
        pixel - width,
        pixel + width,
      ];
      for (const n of next) {
        if (n < 0 || n >= mask.length || !mask[n] || labels[n]) continue;
        labels[n] = label;
        queue[tail++] = n;
      }
    }
    sizes.push(tail);
  }
  let best = 0;
  for (let label = 1; label < sizes.length; label++) if (sizes[label]! > sizes[best]!) best = label;
  const largest = sizes[best]!;
  for (let i = 0; i < mask.length; i++) {
    const label = labels[i]!;
    mask[i] =
      label > 0 && (label === best || (share < 1 && sizes[label]! >= largest * share)) ? 1 : 0;
  }
  return largest;
}

/**
 * The face in a front-facing portrait: the largest skin-coloured region. Neck and shoulders may
 * join it, so its width is the median row span over the region's top part, and its height 1.3
 * face widths. Undefined when under 0.5% of the image is that region.
 */
export function findFace(image: RawImage): { box: Box; skin: Uint8Array } | undefined {
  const { width, height } = image;
  const skin = skinMask(image);
  const region = Uint8Array.from(skin);
  const size = keepLargestRegion(region, width);
  if (size < width * height * 0.005) return undefined;
  const whole = maskBox(region, width, height, 1);
  if (!whole) return undefined;
  const lefts: number[] = [];
  const rights: number[] = [];
  const sampleRows = Math.max(1, Math.round(Math.min(whole.height, whole.width) * 0.6));
  for (let y = whole.top; y < whole.top + sampleRows; y++) {
    const row = region.subarray(y * width, (y + 1) * width);
    const left = row.indexOf(1);
    if (left < 0) continue;
    lefts.push(left);
    rights.push(row.lastIndexOf(1));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
  const left = median(lefts);
  const faceWidth = median(rights) - left + 1;
  const faceHeight = Math.min(whole.height, Math.round(faceWidth * 1.3));
  return { box: { left, top: whole.top, width: faceWidth, height: faceHeight }, skin };
}
