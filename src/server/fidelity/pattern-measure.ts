import type { GarmentRegion } from './garment-region.ts';

/**
 * How far the garment's pattern in a result is from the product's (issue 41's pattern and print
 * check), measured on texture rather than on pixels: a try-on warps the garment to the body, so
 * the two crops never line up pixel for pixel, while stripes keep their direction and sharpness
 * and a print keeps its edges. Colour plays no part (the colour check judges it): both crops are
 * compared on luminance, each normalised to its own contrast.
 */
export interface PatternMeasure {
  /** 0 for the same texture; grows with the difference (the sum of the three parts below). */
  score: number;
  /**
   * |log| of the ratio of the edges' mean strength: a blurred or lost print is much weaker. Taken
   * over edge pixels only, so a pattern stretched by the warp (fewer edges a row) is not weaker.
   */
  sharpness: number;
  /** χ² distance of the edge-direction histograms: stripes turned, checks lost. */
  direction: number;
  /** χ² distance of the local binary pattern histograms: the fine structure of weave and print. */
  structure: number;
  /** Garment pixels compared in each crop after normalising its height. */
  pixels: { product: number; result: number };
}

/** The height both crops are brought to, so a texture is compared at the garment's own scale. */
const SIDE = 128;
/** Edge strength below this (on a 0–1 luminance scale) is noise, not pattern. */
const EDGE_FLOOR = 0.02;
const DIRECTION_BINS = 8;

interface Crop {
  luma: Float32Array;
  inside: Uint8Array;
  width: number;
  height: number;
}

/** The garment's bounding box, resampled (nearest) to SIDE rows, as luminance and mask. */
function normalisedCrop({ image, mask }: GarmentRegion): Crop | null {
  const { width, height, data } = image;
  let [x0, y0, x1, y1] = [width, height, -1, -1];
  // Row by row, each row's first and last garment pixel: the checks run after every try-on, and
  // a result is mostly not garment.
  const rows = Math.ceil(mask.length / width);
  for (let y = 0; y < rows; y += 1) {
    const row = y * width;
    const end = Math.min(width, mask.length - row);
    let first = 0;
    while (first < end && !mask[row + first]) first += 1;
    if (first === end) continue;
    let last = end - 1;
    while (!mask[row + last]) last -= 1;
    if (y0 > y) y0 = y;
    y1 = y;
    if (first < x0) x0 = first;
    if (last > x1) x1 = last;
  }
  if (x1 < x0) return null;
  const scale = SIDE / (y1 - y0 + 1);
  const w = Math.max(1, Math.round((x1 - x0 + 1) * scale));
  const luma = new Float32Array(w * SIDE);
  const inside = new Uint8Array(w * SIDE);
  for (let y = 0; y < SIDE; y += 1) {
    const sy = Math.min(y1, y0 + Math.floor(y / scale));
    for (let x = 0; x < w; x += 1) {
      const sx = Math.min(x1, x0 + Math.floor(x / scale));
      const i = sy * width + sx;
      inside[y * w + x] = mask[i] ? 1 : 0;
      luma[y * w + x] =
        (0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!) / 255;
    }
  }
  // Each crop to its own contrast: a faded garment keeps its pattern.
  let [low, high] = [1, 0];
  for (let i = 0; i < luma.length; i += 1) {
    if (!inside[i]) continue;
    low = Math.min(low, luma[i]!);
    high = Math.max(high, luma[i]!);
  }
  const range = high - low;
  if (range > 0.05) for (let i = 0; i < luma.length; i += 1) luma[i] = (luma[i]! - low) / range;
  return { luma, inside, width: w, height: SIDE };
}

interface Texture {
  sharpness: number;
  directions: Float64Array;
  patterns: Float64Array;
  pixels: number;
}

/** Edge strength, edge directions and local binary patterns over the crop's inner pixels. */
function textureOf({ luma, inside, width, height }: Crop): Texture {
  const directions = new Float64Array(DIRECTION_BINS);
  // 8 neighbours' bits, rotation-invariant uniform codes: 0–8 ones in a row, 9 for the rest.
  const patterns = new Float64Array(10);
  let edges = 0;
  let edgePixels = 0;
  let pixels = 0;
  // The 3 × 3 neighbourhood read by index, clockwise from the top left (nw, n, ne, e, se, s, sw,
  // w), with no closure or array a pixel: this loop runs on every try-on's result.
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const above = i - width;
      const below = i + width;
      // Only pixels whose whole neighbourhood is garment: the silhouette's edge is shape, not pattern.
      if (
        !inside[above - 1] ||
        !inside[above] ||
        !inside[above + 1] ||
        !inside[i + 1] ||
        !inside[below + 1] ||
        !inside[below] ||
        !inside[below - 1] ||
        !inside[i - 1] ||
        !inside[i]
      ) {
        continue;
      }
      pixels += 1;
      const nw = luma[above - 1]!;
      const n = luma[above]!;
      const ne = luma[above + 1]!;
      const e = luma[i + 1]!;
      const se = luma[below + 1]!;
      const s = luma[below]!;
      const sw = luma[below - 1]!;
      const w = luma[i - 1]!;
      const gx = ne + 2 * e + se - (nw + 2 * w + sw);
      const gy = sw + 2 * s + se - (nw + 2 * n + ne);
      const magnitude = Math.hypot(gx, gy) / 4;
      if (magnitude > EDGE_FLOOR) {
        edges += magnitude;
        edgePixels += 1;
        // Direction modulo 180°: an edge from dark to light and its mirror are one stripe.
        const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI;
        directions[Math.min(DIRECTION_BINS - 1, Math.floor((angle / Math.PI) * DIRECTION_BINS))]! +=
          magnitude;
      }
      const brighter = luma[i]! + EDGE_FLOOR;
      const b0 = nw > brighter ? 1 : 0;
      const b1 = n > brighter ? 1 : 0;
      const b2 = ne > brighter ? 1 : 0;
      const b3 = e > brighter ? 1 : 0;
      const b4 = se > brighter ? 1 : 0;
      const b5 = s > brighter ? 1 : 0;
      const b6 = sw > brighter ? 1 : 0;
      const b7 = w > brighter ? 1 : 0;
      const transitions =
        (b0 ^ b1) +
        (b1 ^ b2) +
        (b2 ^ b3) +
        (b3 ^ b4) +
        (b4 ^ b5) +
        (b5 ^ b6) +
        (b6 ^ b7) +
        (b7 ^ b0);
      patterns[transitions <= 2 ? b0 + b1 + b2 + b3 + b4 + b5 + b6 + b7 : 9]! += 1;
    }
  }
  return { sharpness: edgePixels ? edges / edgePixels : 0, directions, patterns, pixels };
}

/** χ² distance between two histograms, each normalised to sum 1 (0 when both are empty). */
function chiSquare(a: Float64Array, b: Float64Array): number {
  const sumA = a.reduce((s, v) => s + v, 0);
  const sumB = b.reduce((s, v) => s + v, 0);
  if (!sumA && !sumB) return 0;
  if (!sumA || !sumB) return 1;
  let distance = 0;
  for (let i = 0; i < a.length; i += 1) {
    const [p, q] = [a[i]! / sumA, b[i]! / sumB];
    if (p + q > 0) distance += ((p - q) * (p - q)) / (p + q);
  }
  return distance / 2;
}

/**
 * Compares the garment's texture in `result` with the product's. Null when either garment has no
 * inner pixels to compare (the caller reports that as a region it cannot judge).
 */
export function measurePattern(
  product: GarmentRegion,
  result: GarmentRegion,
): PatternMeasure | null {
  const [productCrop, resultCrop] = [normalisedCrop(product), normalisedCrop(result)];
  if (!productCrop || !resultCrop) return null;
  const [p, r] = [textureOf(productCrop), textureOf(resultCrop)];
  if (!p.pixels || !r.pixels) return null;
  // A flat garment has almost no edges; the floor keeps two flat ones from looking far apart.
  const sharpness = Math.abs(Math.log((r.sharpness + EDGE_FLOOR) / (p.sharpness + EDGE_FLOOR)));
  const direction = chiSquare(p.directions, r.directions);
  const structure = chiSquare(p.patterns, r.patterns);
  return {
    score: sharpness + direction + structure,
    sharpness,
    direction,
    structure,
    pixels: { product: p.pixels, result: r.pixels },
  };
}
