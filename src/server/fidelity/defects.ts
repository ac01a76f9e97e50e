import type { GarmentRegion, Pixels } from './garment-region.ts';
import { seededRandom } from './seeded-random.ts';
import { rgbToLab } from './colour-difference.ts';
import { filledMask, findPrint, MIN_PATCH } from './print-measure.ts';

/**
 * Known defects, made on purpose: the labelled set that calibrates the fidelity checks (issue 41)
 * takes true results and makes from each the defects that open try-on models are known for: a
 * colour turned or faded, a print blurred, scrambled or lost, a hem cut short. Every defect works
 * on a copy and only inside the garment's mask, except the hem cut, which also shrinks the mask.
 */
const copy = ({ image, mask }: GarmentRegion): GarmentRegion => ({
  image: { width: image.width, height: image.height, data: Uint8Array.from(image.data) },
  mask: Uint8Array.from(mask),
});

/** Runs `paint` on every garment pixel of a copy, with the pixel's offset in `data`. */
function eachGarmentPixel(region: GarmentRegion, paint: (data: Uint8Array, at: number) => void) {
  const out = copy(region);
  for (let i = 0; i < out.mask.length; i += 1) if (out.mask[i]) paint(out.image.data, i * 3);
  return out;
}

function rgbToHsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let h = 0;
  if (delta > 0) {
    if (max === r) h = ((g - b) / delta) % 6;
    else if (max === g) h = (b - r) / delta + 2;
    else h = (r - g) / delta + 4;
  }
  return [(h * 60 + 360) % 360, max === 0 ? 0 : delta / max, max / 255];
}

function hsvToRgb(h: number, s: number, v: number): [number, number, number] {
  const c = v * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = v - c;
  const [r, g, b] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

/** The garment's hue turned by `degrees` on the colour wheel: a red dress comes out orange. */
export function turnHue(region: GarmentRegion, degrees: number): GarmentRegion {
  return eachGarmentPixel(region, (data, at) => {
    const [h, s, v] = rgbToHsv(data[at]!, data[at + 1]!, data[at + 2]!);
    const turned = hsvToRgb((((h + degrees) % 360) + 360) % 360, s, v);
    data.set(turned, at);
  });
}

/**
 * The garment lighter (`amount` > 0, towards white) or darker (< 0, towards black) by a share
 * of the way: 0.3 takes each channel 30 % of its distance to white. A faded or washed-out result.
 */
export function shiftLightness(region: GarmentRegion, amount: number): GarmentRegion {
  const towards = amount >= 0 ? 255 : 0;
  const share = Math.min(1, Math.abs(amount));
  return eachGarmentPixel(region, (data, at) => {
    for (let c = 0; c < 3; c += 1) {
      data[at + c] = Math.round(data[at + c]! + (towards - data[at + c]!) * share);
    }
  });
}

/**
 * The garment blurred by a box of `radius` pixels, taken over garment pixels only so the
 * background does not bleed in: stripes and checks wash out, the colour stays.
 */
export function blurPattern(region: GarmentRegion, radius: number): GarmentRegion {
  const { mask } = region;
  const { width, height, data } = region.image;
  // Summed-area tables of each channel and of the mask make every box one lookup.
  const stride = width + 1;
  const sums = [0, 1, 2, 3].map(() => new Float64Array(stride * (height + 1)));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      const inside = mask[i] ? 1 : 0;
      const values = [data[i * 3]! * inside, data[i * 3 + 1]! * inside, data[i * 3 + 2]! * inside];
      values.push(inside);
      const at = (y + 1) * stride + x + 1;
      for (let k = 0; k < 4; k += 1) {
        const table = sums[k]!;
        table[at] = values[k]! + table[at - 1]! + table[at - stride]! - table[at - stride - 1]!;
      }
    }
  }
  const box = (table: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    table[y1 * stride + x1]! -
    table[y0 * stride + x1]! -
    table[y1 * stride + x0]! +
    table[y0 * stride + x0]!;
  return eachGarmentPixel(region, (out, at) => {
    const i = at / 3;
    const x = i % width;
    const y = Math.floor(i / width);
    const [x0, y0] = [Math.max(0, x - radius), Math.max(0, y - radius)];
    const [x1, y1] = [Math.min(width, x + radius + 1), Math.min(height, y + radius + 1)];
    const count = box(sums[3]!, x0, y0, x1, y1);
    for (let c = 0; c < 3; c += 1) out[at + c] = Math.round(box(sums[c]!, x0, y0, x1, y1) / count);
  });
}

/**
 * The garment's tiles of `tile` pixels shuffled among themselves (only tiles wholly on the
 * garment move): the colours stay exactly, the print or pattern no longer lines up.
 */
export function scramblePattern(region: GarmentRegion, tile: number, seed = 1): GarmentRegion {
  const out = copy(region);
  const { mask } = region;
  const { width, height, data } = region.image;
  const whole: [number, number][] = [];
  for (let ty = 0; ty + tile <= height; ty += tile) {
    for (let tx = 0; tx + tile <= width; tx += tile) {
      let inside = true;
      for (let y = ty; y < ty + tile && inside; y += 1) {
        for (let x = tx; x < tx + tile; x += 1) if (!mask[y * width + x]) inside = false;
      }
      if (inside) whole.push([tx, ty]);
    }
  }
  const random = seededRandom(seed);
  const order = whole.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  whole.forEach(([tx, ty], k) => {
    const [sx, sy] = whole[order[k]!]!;
    for (let y = 0; y < tile; y += 1) {
      const from = ((sy + y) * width + sx) * 3;
      out.image.data.set(data.subarray(from, from + tile * 3), ((ty + y) * width + tx) * 3);
    }
  });
  return out;
}

/** Every garment pixel in the garment's mean colour: a printed logo or text is gone. */
export function removePrint(region: GarmentRegion): GarmentRegion {
  const total = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < region.mask.length; i += 1) {
    if (!region.mask[i]) continue;
    for (let c = 0; c < 3; c += 1) total[c]! += region.image.data[i * 3 + c]!;
    count += 1;
  }
  const mean = total.map((sum) => Math.round(sum / Math.max(1, count)));
  return eachGarmentPixel(region, (data, at) => data.set(mean, at));
}

/**
 * The garment's lowest `share` of its height cut away: those rows become `fill` (what was
 * around the garment, e.g. the backdrop or skin) and leave the mask. A knee-length dress at
 * 0.2 ends a fifth higher.
 */
export function cutHem(region: GarmentRegion, share: number, fill: Fill): GarmentRegion {
  const out = copy(region);
  const { mask } = region;
  const { width, height } = region.image;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!mask[y * width + x]) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (bottom < top) return out;
  const from = bottom + 1 - Math.round((bottom + 1 - top) * share);
  for (let y = from; y <= bottom; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (!mask[i]) continue;
      out.mask[i] = 0;
      out.image.data.set(fillAt(fill, i), i * 3);
    }
  }
  return out;
}

/**
 * What shows where a defect took garment away: one colour, or the picture under the garment
 * (the model photo a try-on started from: what the person wore before, or their skin).
 */
export type Fill = readonly [number, number, number] | Pixels;

function fillAt(fill: Fill, i: number): ArrayLike<number> {
  return 'data' in fill ? fill.data.subarray(i * 3, i * 3 + 3) : fill;
}

/**
 * The sleeves shortened by `share` of their reach: garment pixels that `sleeve` places on a
 * sleeve (their distance from the shoulder corner) farther than the rest of the reach become
 * `fill` and leave the mask. At 0.6 a long sleeve ends above the elbow.
 */
export function shortenSleeves(
  region: GarmentRegion,
  share: number,
  sleeve: (x: number, y: number) => number | null,
  fill: Fill,
): GarmentRegion {
  const out = copy(region);
  const { width } = region.image;
  let reach = 0;
  for (let i = 0; i < region.mask.length; i += 1) {
    if (region.mask[i]) reach = Math.max(reach, sleeve(i % width, Math.floor(i / width)) ?? 0);
  }
  const keep = reach * (1 - share);
  for (let i = 0; i < region.mask.length; i += 1) {
    if (!region.mask[i]) continue;
    const distance = sleeve(i % width, Math.floor(i / width));
    if (distance === null || distance <= keep) continue;
    out.mask[i] = 0;
    out.image.data.set(fillAt(fill, i), i * 3);
  }
  return out;
}

/**
 * The printed text or logo erased and the ground left right: the print's pixels (as
 * print-measure.ts finds them against `ground`, the garment's main colour, including the holes a
 * white print leaves in a cut-out, however near the outline the warp took them) painted in
 * `ground` and counted as garment. With `share` under 1 only that part of the print, from its
 * left, is erased: half a logo.
 */
export function erasePrint(
  region: GarmentRegion,
  ground: readonly [number, number, number],
  share = 1,
): GarmentRegion {
  const out = copy(region);
  const { width, height, data } = region.image;
  const inside = filledMask(region.mask, width, height);
  const lab = new Float32Array(inside.length * 3);
  let pixels = 0;
  for (let i = 0; i < inside.length; i += 1) {
    if (!inside[i]) continue;
    pixels += 1;
    lab.set(rgbToLab(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!), i * 3);
  }
  // A margin of one pixel: the warp may bring a letter up to an arm or a seam, and all of it goes.
  const print = findPrint(lab, inside, width, rgbToLab(...ground), MIN_PATCH * pixels, 1);
  const [left, , right] = print.box;
  const end = left + (right - left + 1) * share;
  for (let i = 0; i < print.mask.length; i += 1) {
    if (!print.mask[i] || i % width >= end) continue;
    out.mask[i] = 1;
    out.image.data.set(ground, i * 3);
  }
  return out;
}
