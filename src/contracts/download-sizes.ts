import type { Plan } from './plans.ts';
import type { OutputAspectRatio } from './product-to-model.ts';
import { downloadSizes, type DownloadSize } from './studio.ts';

/**
 * Decision 041: what each download size delivers, and which plan may take it. One module for the
 * API (which renders the file) and the download dialog (which labels it), so the label, the
 * estimate and the delivered pixels are the same numbers.
 */

export interface Dimensions {
  width: number;
  height: number;
}

/** The landscape box of each plan's largest export (decision 004's 720p, 1080p, 4K). */
export const resolutionBoxes: Record<Plan['maxResolution'], Dimensions> = {
  '720p': { width: 1280, height: 720 },
  '1080p': { width: 1920, height: 1080 },
  '4k': { width: 3840, height: 2160 },
};

/**
 * A landscape box turned to the image's orientation: portrait swaps it, a square takes the short
 * side both ways.
 * @example orientedBox({ width: 1920, height: 1080 }, { width: 900, height: 1600 }) // 1080×1920
 * @example orientedBox({ width: 1920, height: 1080 }, { width: 900, height: 900 }) // 1080×1080
 */
export function orientedBox(box: Dimensions, image: Dimensions): Dimensions {
  const long = Math.max(box.width, box.height);
  const short = Math.min(box.width, box.height);
  if (image.width === image.height) return { width: short, height: short };
  return image.width > image.height
    ? { width: long, height: short }
    : { width: short, height: long };
}

/**
 * The image scaled to fit inside a box, keeping its aspect. `enlarge: false` never scales up.
 * @example fitInside({ width: 900, height: 900 }, { width: 1080, height: 1080 }) // 1080×1080
 */
export function fitInside(image: Dimensions, box: Dimensions, enlarge = true): Dimensions {
  let scale = Math.min(box.width / image.width, box.height / image.height);
  if (!enlarge) scale = Math.min(1, scale);
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  };
}

const fits = (inner: Dimensions, outer: Dimensions) =>
  inner.width <= outer.width && inner.height <= outer.height;

/** Whether a plan may download a size: the size's box must fit inside the plan's box. */
export function sizeAllowed(plan: Pick<Plan, 'maxResolution'>, size: DownloadSize): boolean {
  const box = downloadSizes[size];
  return box === null || fits(box, resolutionBoxes[plan.maxResolution]);
}

/**
 * Whether a size exists for a result (issue 40 point 6, decision 101): a named size only brings
 * a result down, never up, so a size whose box would enlarge it is not offered and the API
 * refuses it. There is no super-resolution model behind an enlargement, only interpolation, so
 * a "4K" of a 563-px result would be a blurred 563-px result. The original always exists.
 * @example sizeExists({ width: 563, height: 750 }, 'large') // false
 * @example sizeExists({ width: 2400, height: 3200 }, 'large') // true (1080 × 1440)
 */
export function sizeExists(image: Dimensions, size: DownloadSize): boolean {
  const box = downloadSizes[size];
  if (box === null) return true;
  return fits(fitInside(image, orientedBox(box, image)), image);
}

/**
 * The pixels a download delivers. A named size fills its box turned to the image's orientation
 * (fit inside, aspect kept; only offered when that is not larger than the result, `sizeExists`);
 * the original is the stored file, brought down inside the plan's box when it is larger than the
 * plan allows.
 */
export function deliveredSize(
  image: Dimensions,
  size: DownloadSize,
  plan: Pick<Plan, 'maxResolution'>,
): Dimensions {
  const box = downloadSizes[size];
  if (box === null) {
    return fitInside(image, orientedBox(resolutionBoxes[plan.maxResolution], image), false);
  }
  return fitInside(image, orientedBox(box, image));
}

/**
 * The pixels of a picture padded, never cropped, to a width-over-height ratio (issue 42): the
 * short way grows to the ratio, the other keeps the picture's pixels. One arithmetic for the
 * server's padding (frame-result.ts) and the dialog's labels.
 * @example paddedToRatio({ width: 563, height: 750 }, 1) // 750×750
 */
export function paddedToRatio(image: Dimensions, ratio: number): Dimensions {
  return image.width / image.height < ratio
    ? { width: Math.round(image.height * ratio), height: image.height }
    : { width: image.width, height: Math.round(image.width / ratio) };
}

/**
 * A result padded to another frame of a download: the download pads to these before a size's
 * box is applied, so the dialog labels each size of the framed file.
 * @example paddedSize({ width: 563, height: 750 }, '9:16') // 563×1001
 * @example paddedSize({ width: 563, height: 750 }, '16:9') // 1333×750
 */
export function paddedSize(image: Dimensions, aspect: OutputAspectRatio): Dimensions {
  const [w, h] = aspect.split(':').map(Number) as [number, number];
  return paddedToRatio(image, w / h);
}

/**
 * The cheapest plan of the catalogue (cheapest first) that unlocks a size, or null.
 * @example unlockingPlan(plans, 'uhd')?.id // 'pro'
 */
export function unlockingPlan<P extends Pick<Plan, 'maxResolution'>>(
  plans: readonly P[],
  size: DownloadSize,
): P | null {
  return plans.find((plan) => sizeAllowed(plan, size)) ?? null;
}

/**
 * An honest approximation of a download's bytes: exact when the stored file is delivered as it
 * is; otherwise the stored bytes scaled by (a little less than) the pixel ratio, halved for low
 * quality. The integration test holds it
 * within a factor of two of the delivered file.
 */
export function estimateBytes(
  bytes: number,
  image: Dimensions,
  size: DownloadSize,
  quality: 'low' | 'high',
  plan: Pick<Plan, 'maxResolution'>,
): number {
  const target = deliveredSize(image, size, plan);
  const ratio = (target.width * target.height) / (image.width * image.height);
  if (ratio === 1 && quality === 'high') return bytes;
  // A smaller picture of the same content packs a little less well per pixel.
  return Math.round(bytes * Math.pow(Math.min(1, ratio), 0.9) * (quality === 'low' ? 0.5 : 1));
}

/** Rough bits per pixel of a re-encoded photo, by format and quality (decision 101). */
const bitsPerPixel = {
  jpeg: { high: 2.5, low: 0.9 },
  webp: { high: 2, low: 0.7 },
  png: { high: 14, low: 5 },
} as const;

/**
 * An approximation of a download re-encoded into another format: its pixels at the format's
 * typical bits per pixel for a photo. Shown as "about", it tells a JPEG of 1080 px (well under
 * Shopee's 2 MB) from a PNG of it (often over).
 * @example estimateReencodedBytes({ width: 1080, height: 1440 }, 'jpeg', 'high') // 486000
 */
export function estimateReencodedBytes(
  target: Dimensions,
  format: keyof typeof bitsPerPixel,
  quality: 'low' | 'high',
): number {
  return Math.round((target.width * target.height * bitsPerPixel[format][quality]) / 8);
}
