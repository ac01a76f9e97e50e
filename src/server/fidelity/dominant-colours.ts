import type { Pixels } from './garment-region.ts';
import { deltaE2000, labToRgb, rgbToLab, type Lab } from './colour-difference.ts';
import { seededRandom } from './seeded-random.ts';

/** One of a region's main colours and the part of the region it covers (0–1). */
export interface DominantColour {
  lab: Lab;
  rgb: [number, number, number];
  share: number;
}

/** A garment reads as at most four colours: a body, a trim, a print and a shadow. */
export const maxColours = 4;
/** Enough pixels for shares to within a percent, few enough to cluster in milliseconds. */
export const maxSamples = 20_000;
/** Colours covering less of the region than this are noise, seams or the edge of the mask. */
export const minShare = 0.05;
/**
 * k-means splits one grainy or shaded colour into several: centres closer than this ΔE2000 are
 * one colour of the garment. Near white and grey, fabric grain of ±6 levels already splits the
 * centres by about 5.6 (CIEDE2000 stretches a* for neutrals), hence not less.
 */
export const mergeDistance = 6;
const maxIterations = 25;
const seed = 0x41;

const distance2 = (lab: Float64Array, i: number, centre: Lab) =>
  (lab[i]! - centre[0]) ** 2 + (lab[i + 1]! - centre[1]) ** 2 + (lab[i + 2]! - centre[2]) ** 2;

/** Sampled pixels as their distinct colours in CIELAB, each with how many pixels have it. */
interface Samples {
  lab: Float64Array;
  weight: Float64Array;
  total: number;
}

/**
 * The masked pixels, every `stride`-th one so a large garment costs no more, counted by colour:
 * a garment has far fewer colours than pixels, and each is converted and clustered once.
 */
function samplePixels(image: Pixels, mask: Uint8Array): Samples {
  let count = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i] !== 0) count++;
  const stride = Math.max(1, Math.ceil(count / maxSamples));
  // Counted in an open-addressing table of 24-bit colours, in the order each colour is first
  // seen (k-means++ seeding picks by that order): a Map cost a third of the fidelity report.
  const sampled = Math.ceil(count / stride);
  let bits = 4;
  while (1 << bits < sampled * 2) bits++;
  const slots = new Int32Array(1 << bits).fill(-1);
  const colours = new Int32Array(sampled);
  const counts = new Float64Array(sampled);
  const last = (1 << bits) - 1;
  let distinct = 0;
  let seen = 0;
  for (let pixel = 0; pixel < mask.length; pixel++) {
    if (mask[pixel] === 0 || seen++ % stride !== 0) continue;
    const at = pixel * 3;
    const rgb = (image.data[at]! << 16) | (image.data[at + 1]! << 8) | image.data[at + 2]!;
    let slot = Math.imul(rgb, 0x9e3779b1) >>> (32 - bits);
    while (slots[slot] !== -1 && colours[slots[slot]!] !== rgb) slot = (slot + 1) & last;
    if (slots[slot] === -1) {
      slots[slot] = distinct;
      colours[distinct++] = rgb;
    }
    counts[slots[slot]!]! += 1;
  }
  const lab = new Float64Array(distinct * 3);
  const weight = new Float64Array(distinct);
  let total = 0;
  for (let i = 0; i < distinct; i++) {
    const rgb = colours[i]!;
    lab.set(rgbToLab(rgb >>> 16, (rgb >>> 8) & 255, rgb & 255), i * 3);
    weight[i] = counts[i]!;
    total += counts[i]!;
  }
  return { lab, weight, total };
}

/** k-means++ seeding: each new centre far from the chosen ones; none once every pixel is taken. */
function seedCentres({ lab, weight }: Samples, k: number, next: () => number): Lab[] {
  const n = weight.length;
  const first = Math.floor(next() * n) * 3;
  const centres: Lab[] = [[lab[first]!, lab[first + 1]!, lab[first + 2]!]];
  const nearest = new Float64Array(n).fill(Infinity);
  while (centres.length < k) {
    const last = centres[centres.length - 1]!;
    let total = 0;
    for (let i = 0; i < n; i++) {
      nearest[i] = Math.min(nearest[i]!, distance2(lab, i * 3, last));
      total += nearest[i]! * weight[i]!;
    }
    // Fewer distinct colours than k: the ones found are the palette.
    if (total === 0) break;
    let target = next() * total;
    let chosen = n - 1;
    for (let i = 0; i < n; i++) {
      target -= nearest[i]! * weight[i]!;
      if (target <= 0) {
        chosen = i;
        break;
      }
    }
    centres.push([lab[chosen * 3]!, lab[chosen * 3 + 1]!, lab[chosen * 3 + 2]!]);
  }
  return centres;
}

/**
 * The dominant colours of the pixels under a mask (non-zero = garment; one byte per pixel):
 * deterministic k-means in CIELAB on at most `maxSamples` pixels, largest share first, colours
 * under `minShare` dropped and the others' shares scaled back to a sum of 1. None for an empty mask.
 * @example dominantColours(image, mask)[0].share // 0.7 for a garment 70 % red
 */
export function dominantColours(image: Pixels, mask: Uint8Array): DominantColour[] {
  if (mask.length !== image.width * image.height) {
    throw new RangeError(
      `mask has ${mask.length} values for ${image.width}×${image.height} pixels`,
    );
  }
  const samples = samplePixels(image, mask);
  const { lab, weight } = samples;
  const n = weight.length;
  if (n === 0) return [];

  const centres = seedCentres(samples, maxColours, seededRandom(seed));
  const members = new Int32Array(n).fill(-1);
  const counts = new Float64Array(centres.length);
  for (let iteration = 0; iteration < maxIterations; iteration++) {
    let moved = 0;
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestDistance = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const d = distance2(lab, i * 3, centres[c]!);
        if (d < bestDistance) {
          best = c;
          bestDistance = d;
        }
      }
      if (members[i] !== best) {
        members[i] = best;
        moved++;
      }
    }
    const sums = new Float64Array(centres.length * 3);
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const c = members[i]!;
      const w = weight[i]!;
      counts[c]! += w;
      for (let axis = 0; axis < 3; axis++) sums[c * 3 + axis]! += lab[i * 3 + axis]! * w;
    }
    for (let c = 0; c < centres.length; c++) {
      const count = counts[c]!;
      if (count === 0) continue;
      centres[c] = [sums[c * 3]! / count, sums[c * 3 + 1]! / count, sums[c * 3 + 2]! / count];
    }
    if (moved === 0) break;
  }

  const clusters = centres.map((centre, c) => ({ lab: centre, share: counts[c]! / samples.total }));
  const kept = mergeClose(clusters).filter((colour) => colour.share >= minShare);
  const total = kept.reduce((sum, colour) => sum + colour.share, 0);
  return kept
    .map(({ lab: centre, share }) => ({ lab: centre, rgb: labToRgb(centre), share: share / total }))
    .sort((a, b) => b.share - a.share);
}

type Cluster = { lab: Lab; share: number };

/** The two closest clusters joined at their weighted mean, again, until none is within `mergeDistance`. */
function mergeClose(clusters: Cluster[]): Cluster[] {
  const merged = clusters.filter((cluster) => cluster.share > 0);
  for (;;) {
    let pair: [number, number] | null = null;
    let closest = mergeDistance;
    for (let i = 0; i < merged.length; i++) {
      for (let j = i + 1; j < merged.length; j++) {
        const difference = deltaE2000(merged[i]!.lab, merged[j]!.lab);
        if (difference < closest) [pair, closest] = [[i, j], difference];
      }
    }
    if (!pair) return merged;
    const [first, second] = [merged[pair[0]]!, merged[pair[1]]!];
    const share = first.share + second.share;
    const mean = (axis: number) =>
      (first.lab[axis]! * first.share + second.lab[axis]! * second.share) / share;
    merged[pair[0]] = { lab: [mean(0), mean(1), mean(2)], share };
    merged.splice(pair[1], 1);
  }
}
