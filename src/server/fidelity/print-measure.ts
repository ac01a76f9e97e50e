import { rgbToLab } from './colour-difference.ts';
import { dominantColours, type DominantColour } from './dominant-colours.ts';
import type { GarmentRegion, Pixels } from './garment-region.ts';

/**
 * Whether text or a logo printed on the product is still on the garment in a result (issue 41's
 * "pattern and print"): the texture distance (pattern-measure.ts) sees a print flooded away with
 * the rest of the garment, but not a logo erased while the ground colour stays right, the most
 * common complaint about try-on models.
 *
 * The print is what stands out from the garment's ground colour in compact patches inside the
 * garment, away from its outline (a collar, a hem or the inside of a neck touch it). A white print
 * on a product photographed on white comes out of the cut-out as holes: holes the garment closes
 * all round count as garment, in their own colour. Stripes, checks and other patterns that repeat
 * over the whole garment have no print in this sense (pattern-measure.ts judges them), and nor
 * has a plain garment: the measure is then null, nothing to check.
 */
export interface PrintMeasure {
  /** The share of the print missing from the result, 0 (all there) to 1 (none of it). */
  score: number;
  /** The print's colour found where the print should be, as a share of the product's (capped at 1). */
  colour: number;
  /** The print's edge strength found there, as a share of the product's (capped at 1). */
  edges: number;
  /** The print's share of the product's garment. */
  share: number;
}

/** The height both garments are brought to: a logo's letters keep a few pixels of stroke. */
const SIDE = 160;
/** CIELAB distance (ΔE*ab) from the ground colour from which a pixel is not ground. */
export const printDistance = 25;
/** A print covers at least this share of the garment, at most the other. */
const MIN_SHARE = 0.005;
const MAX_SHARE = 0.35;
/** The ground colour covers at least this share: two colours near half each are a pattern. */
const MIN_GROUND = 0.5;
/** More patches than this, or patches spread over this share of the garment's box: a pattern. */
const MAX_PATCHES = 40;
const MAX_SPREAD = 0.6;
/** A patch smaller than this share of the garment is grain or a seam, not print. */
export const MIN_PATCH = 0.0004;
/** Edges weaker than this ΔE*ab between neighbours are shading, not print. */
const EDGE_FLOOR = 15;
/** How far (a share of the garment's box) the print may have moved in the warp to the body. */
const SLACK = 0.08;
/** A patch nearer the outline than this share of the garment's height is its edge, not print. */
export const OUTLINE_MARGIN = 0.025;

interface Crop {
  rgb: Uint8Array;
  lab: Float32Array;
  /** The garment, its enclosed holes filled. */
  inside: Uint8Array;
  width: number;
  height: number;
  pixels: number;
}

function distance(lab: Float32Array, i: number, l: number, a: number, b: number): number {
  const dl = lab[i * 3]! - l;
  const da = lab[i * 3 + 1]! - a;
  const db = lab[i * 3 + 2]! - b;
  return Math.sqrt(dl * dl + da * da + db * db);
}

/**
 * `mask` with every hole it encloses filled: the background reachable from the picture's edge
 * stays out, anything else is garment. A white logo that the cut-out took for the backdrop is
 * such a hole.
 */
export function filledMask(mask: Uint8Array, width: number, height: number): Uint8Array {
  const outside = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  let top = 0;
  const push = (i: number) => {
    if (mask[i] || outside[i]) return;
    outside[i] = 1;
    stack[top++] = i;
  };
  for (let x = 0; x < width; x += 1) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y += 1) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (top > 0) {
    const i = stack[--top]!;
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x < width - 1) push(i + 1);
    if (i >= width) push(i - width);
    if (i + width < mask.length) push(i + width);
  }
  const filled = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i += 1) filled[i] = outside[i] ? 0 : 1;
  return filled;
}

/**
 * 1 on the garment's pixels within `margin` (city-block distance) of its outline or of the
 * picture's edge: two passes of a chamfer distance.
 */
function nearOutline(inside: Uint8Array, width: number, margin: number): Uint8Array {
  const n = inside.length;
  const height = n / width;
  const cap = margin + 1;
  const d = new Uint16Array(n);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (!inside[i]) continue;
      const up = y > 0 ? d[i - width]! : 0;
      const left = x > 0 ? d[i - 1]! : 0;
      d[i] = Math.min(cap, Math.min(up, left) + 1);
    }
  }
  const near = new Uint8Array(n);
  for (let y = height - 1; y >= 0; y -= 1) {
    for (let x = width - 1; x >= 0; x -= 1) {
      const i = y * width + x;
      if (!inside[i]) continue;
      const down = y < height - 1 ? d[i + width]! : 0;
      const right = x < width - 1 ? d[i + 1]! : 0;
      d[i] = Math.min(d[i]!, down + 1, right + 1);
      if (d[i]! <= margin) near[i] = 1;
    }
  }
  return near;
}

/**
 * CIELAB of the garment's pixels in a box (left, top, right, bottom, inclusive), computed only
 * where a measure reads it: the result's garment is read only around the print.
 */
function fillLab(crop: Crop, [x0, y0, x1, y1]: readonly number[]): void {
  const { rgb, lab, inside, width } = crop;
  for (let y = Math.max(0, y0!); y <= Math.min(crop.height - 1, y1!); y += 1) {
    for (let x = Math.max(0, x0!); x <= Math.min(width - 1, x1!); x += 1) {
      const i = y * width + x;
      if (!inside[i]) continue;
      const [l, a, b] = rgbToLab(rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!);
      lab[i * 3] = l;
      lab[i * 3 + 1] = a;
      lab[i * 3 + 2] = b;
    }
  }
}

/**
 * The mask's bounding box (left, top, right, bottom; right < left when empty). A result is
 * mostly not garment: empty rows are skipped four bytes at a time when the rows allow it.
 */
function boundsOf(
  mask: Uint8Array,
  width: number,
  height: number,
): [number, number, number, number] {
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  const words =
    mask.byteOffset % 4 === 0 && width % 4 === 0
      ? new Uint32Array(mask.buffer, mask.byteOffset, (width * height) >> 2)
      : null;
  const perRow = width >> 2;
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    let first = 0;
    let last = width - 1;
    if (words) {
      const at = y * perRow;
      let k = 0;
      while (k < perRow && !words[at + k]) k += 1;
      if (k === perRow) continue;
      first = k * 4;
      let j = perRow - 1;
      while (!words[at + j]) j -= 1;
      last = j * 4 + 3;
    }
    while (first < width && !mask[row + first]) first += 1;
    if (first === width) continue;
    while (!mask[row + last]) last -= 1;
    if (y0 > y) y0 = y;
    y1 = y;
    if (first < x0) x0 = first;
    if (last > x1) x1 = last;
  }
  return [x0, y0, x1, y1];
}

/**
 * The garment's bounding box brought (nearest pixel) to SIDE rows, its enclosed holes filled;
 * its CIELAB is left for `fillLab` where it is read.
 */
function cropOf({ image, mask }: GarmentRegion): Crop | null {
  const { width, data } = image;
  const [x0, y0, x1, y1] = boundsOf(mask, width, image.height);
  if (x1 < x0) return null;
  const scale = SIDE / (y1 - y0 + 1);
  const w = Math.max(1, Math.round((x1 - x0 + 1) * scale));
  const rgb = new Uint8Array(w * SIDE * 3);
  const lab = new Float32Array(w * SIDE * 3);
  const held = new Uint8Array(w * SIDE);
  for (let y = 0; y < SIDE; y += 1) {
    const sy = Math.min(y1, y0 + Math.floor(y / scale));
    for (let x = 0; x < w; x += 1) {
      const sx = Math.min(x1, x0 + Math.floor(x / scale));
      const from = sy * width + sx;
      const to = y * w + x;
      held[to] = mask[from] ? 1 : 0;
      rgb[to * 3] = data[from * 3]!;
      rgb[to * 3 + 1] = data[from * 3 + 1]!;
      rgb[to * 3 + 2] = data[from * 3 + 2]!;
    }
  }
  const inside = filledMask(held, w, SIDE);
  let pixels = 0;
  for (let i = 0; i < inside.length; i += 1) pixels += inside[i]!;
  return { rgb, lab, inside, width: w, height: SIDE, pixels };
}

export interface FoundPrint {
  /** One byte a pixel, 1 on the print. */
  mask: Uint8Array;
  pixels: number;
  /** The print's box: left, top, right, bottom (inclusive). */
  box: [number, number, number, number];
  patches: number;
}

/**
 * The print on a garment of ground colour `ground` (CIELAB): the patches of pixels further than
 * `printDistance` from it that come no nearer than `margin` pixels to the garment's outline or
 * the picture's edge (a neckline's lining, a collar or a hem), each at least `minPatch` pixels.
 * `lab` holds each garment pixel's CIELAB colour, `inside` the garment.
 */
export function findPrint(
  lab: Float32Array,
  inside: Uint8Array,
  width: number,
  ground: readonly [number, number, number],
  minPatch: number,
  margin: number,
): FoundPrint {
  const n = inside.length;
  const height = n / width;
  const near = nearOutline(inside, width, margin);
  const far = new Uint8Array(n);
  for (let i = 0; i < n; i += 1) {
    if (inside[i] && distance(lab, i, ground[0], ground[1], ground[2]) > printDistance) far[i] = 1;
  }
  const mask = new Uint8Array(n);
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  const members = new Int32Array(n);
  const box: [number, number, number, number] = [width, height, -1, -1];
  let pixels = 0;
  let patches = 0;
  for (let start = 0; start < n; start += 1) {
    if (!far[start] || seen[start]) continue;
    let top = 0;
    let count = 0;
    let edge = false;
    let [px0, py0, px1, py1] = [width, height, -1, -1];
    seen[start] = 1;
    stack[top++] = start;
    while (top > 0) {
      const i = stack[--top]!;
      members[count++] = i;
      const x = i % width;
      const y = (i - x) / width;
      if (x < px0) px0 = x;
      if (x > px1) px1 = x;
      if (y < py0) py0 = y;
      if (y > py1) py1 = y;
      if (near[i]) edge = true;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) continue;
      // The four neighbours, unrolled: no array a pixel.
      for (let k = 0; k < 4; k += 1) {
        const j = k === 0 ? i - 1 : k === 1 ? i + 1 : k === 2 ? i - width : i + width;
        if (far[j] && !seen[j]) {
          seen[j] = 1;
          stack[top++] = j;
        }
      }
    }
    if (edge || count < minPatch) continue;
    patches += 1;
    pixels += count;
    for (let k = 0; k < count; k += 1) mask[members[k]!] = 1;
    box[0] = Math.min(box[0], px0);
    box[1] = Math.min(box[1], py0);
    box[2] = Math.max(box[2], px1);
    box[3] = Math.max(box[3], py1);
  }
  return { mask, pixels, box, patches };
}

/** Σ of the stronger of each pixel's horizontal and vertical ΔE*ab, above the floor, in a box. */
function edgeStrength(crop: Crop, [x0, y0, x1, y1]: readonly number[]): number {
  const { lab, inside, width } = crop;
  let total = 0;
  for (let y = Math.max(1, y0!); y <= Math.min(crop.height - 2, y1!); y += 1) {
    for (let x = Math.max(1, x0!); x <= Math.min(width - 2, x1!); x += 1) {
      const i = y * width + x;
      if (!inside[i - 1] || !inside[i + 1] || !inside[i - width] || !inside[i + width]) continue;
      const r = (i + 1) * 3;
      const d = (i + width) * 3;
      const across = distance(lab, i - 1, lab[r]!, lab[r + 1]!, lab[r + 2]!);
      const down = distance(lab, i - width, lab[d]!, lab[d + 1]!, lab[d + 2]!);
      const strength = across > down ? across : down;
      if (strength > EDGE_FLOOR) total += strength;
    }
  }
  return total;
}

/** The product's print, or null when it has none to check (plain, or a repeating pattern). */
function productPrint(crop: Crop) {
  const pixels: Pixels = { data: crop.rgb, width: crop.width, height: crop.height };
  fillLab(crop, [0, 0, crop.width - 1, crop.height - 1]);
  const palette = dominantColours(pixels, crop.inside);
  const ground = palette[0];
  if (!ground || ground.share < MIN_GROUND) return null;
  const minPatch = Math.max(4, MIN_PATCH * crop.pixels);
  const print = findPrint(
    crop.lab,
    crop.inside,
    crop.width,
    ground.lab,
    minPatch,
    Math.round(OUTLINE_MARGIN * SIDE),
  );
  const share = print.pixels / crop.pixels;
  if (share < MIN_SHARE || share > MAX_SHARE || print.patches > MAX_PATCHES) return null;
  const [x0, y0, x1, y1] = print.box;
  if (((x1 - x0 + 1) * (y1 - y0 + 1)) / (crop.width * crop.height) > MAX_SPREAD) return null;
  const colours: DominantColour[] = dominantColours(pixels, print.mask);
  return {
    ground: ground.lab,
    colours,
    share,
    box: print.box,
    edges: edgeStrength(crop, print.box),
  };
}

/**
 * How much of the product's printed text or logo is missing from the result's garment: the
 * print's box, placed on the result's garment by the two garments' bounding boxes (with some
 * slack for the warp), is searched for pixels nearer the print's colours than the ground's, and
 * for the print's edges. Null when the product has no print, or either garment is empty.
 * @example measurePrint(product, product)?.score // 0
 */
export function measurePrint(product: GarmentRegion, result: GarmentRegion): PrintMeasure | null {
  const productCrop = cropOf(product);
  if (!productCrop) return null;
  const print = productPrint(productCrop);
  if (!print) return null;
  const resultCrop = cropOf(result);
  if (!resultCrop || !resultCrop.pixels) return null;
  const [x0, y0, x1, y1] = print.box;
  const sx = resultCrop.width / productCrop.width;
  const slackX = SLACK * resultCrop.width;
  const slackY = SLACK * SIDE;
  const window = [
    Math.max(0, Math.floor(x0 * sx - slackX)),
    Math.max(0, Math.floor(y0 - slackY)),
    Math.min(resultCrop.width - 1, Math.ceil((x1 + 1) * sx + slackX)),
    Math.min(SIDE - 1, Math.ceil(y1 + 1 + slackY)),
  ] as const;
  // One pixel more around the window: its edges read their neighbours.
  fillLab(resultCrop, [window[0] - 1, window[1] - 1, window[2] + 1, window[3] + 1]);
  const [gl, ga, gb] = print.ground;
  const { lab, inside, width } = resultCrop;
  let found = 0;
  for (let y = window[1]; y <= window[3]; y += 1) {
    for (let x = window[0]; x <= window[2]; x += 1) {
      const i = y * width + x;
      if (!inside[i]) continue;
      const fromGround = distance(lab, i, gl, ga, gb);
      if (fromGround <= printDistance) continue;
      let fromPrint = Infinity;
      for (const { lab: c } of print.colours) {
        fromPrint = Math.min(fromPrint, distance(lab, i, c[0], c[1], c[2]));
      }
      if (fromPrint < fromGround) found += 1;
    }
  }
  const colour = Math.min(1, found / resultCrop.pixels / print.share);
  // Both crops are SIDE rows high, so a print at the garment's scale has as much edge in each.
  const edges = print.edges > 0 ? Math.min(1, edgeStrength(resultCrop, window) / print.edges) : 1;
  return { score: 1 - Math.min(colour, edges), colour, edges, share: print.share };
}
