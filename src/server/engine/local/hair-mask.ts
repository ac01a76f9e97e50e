import sharp from 'sharp';
import type { Perception, PersonMask } from '../perception/index.ts';
import { borderColour } from './background.ts';
import { faceMask, largestFace, outlineBox, scaleFace } from './face-regions.ts';
import type { RawImage } from './image.ts';
import type { Box } from './person-box.ts';
import { keepLargeRegions } from './skin.ts';

/** A hair mask (1 = hair) with the face it was found around, if any. */
export interface HairRegion {
  mask: Uint8Array;
  face?: Box;
}

/** The user's painted mask (white = hair) at the portrait's size, thresholded at half grey. */
export async function readPaintedMask(mask: Buffer, width: number, height: number) {
  const grey = await sharp(mask)
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: '#000000' })
    .greyscale()
    .raw()
    .toBuffer();
  const result = new Uint8Array(width * height);
  for (let i = 0; i < result.length; i++) result[i] = grey[i]! >= 128 ? 1 : 0;
  return result;
}

/** Robust colour statistics of a sample: per channel (Y, Cb, Cr) median and spread. */
interface ColourModel {
  centre: [number, number, number];
  spread: [number, number, number];
}

/** Spreads are never taken below these, so a flat sample does not make every pixel an outlier. */
const minSpread: [number, number, number] = [14, 4, 4];

function ycbcr(data: Buffer, i: number): [number, number, number] {
  const r = data[i]!;
  const g = data[i + 1]!;
  const b = data[i + 2]!;
  return [
    0.299 * r + 0.587 * g + 0.114 * b,
    128 - 0.168736 * r - 0.331264 * g + 0.5 * b,
    128 + 0.5 * r - 0.418688 * g - 0.081312 * b,
  ];
}

/** Median and 1.4826 x median absolute deviation (a standard deviation robust to outliers). */
function colourModel(data: Buffer, pixels: number[]): ColourModel | undefined {
  if (pixels.length < 20) return undefined;
  const channels = [0, 1, 2].map(() => new Float64Array(pixels.length));
  pixels.forEach((pixel, n) => {
    const value = ycbcr(data, pixel * 4);
    for (let c = 0; c < 3; c++) channels[c]![n] = value[c]!;
  });
  const median = (values: Float64Array) => Float64Array.from(values).sort()[values.length >> 1]!;
  const centre = channels.map(median) as [number, number, number];
  const spread = channels.map((values, c) => {
    const deviation = values.map((value) => Math.abs(value - centre[c]!));
    return Math.max(minSpread[c]!, 1.4826 * median(deviation));
  }) as [number, number, number];
  return { centre, spread };
}

/** Squared distance of a pixel to a model, in the model's spreads (a diagonal Mahalanobis). */
function distance(model: ColourModel, value: [number, number, number]): number {
  let sum = 0;
  for (let c = 0; c < 3; c++) {
    const d = (value[c]! - model.centre[c]!) / model.spread[c]!;
    sum += d * d;
  }
  return sum;
}

/** Below the chin, hair is within 3 spreads per channel (squared and summed) of the hair model. */
const hairBelowChin = 3 * 3 * 3;

/**
 * The hair of a portrait when the user painted none, from the on-device models (decision 020):
 * the person mask, minus the face (its mesh outline, filled), minus skin, inside the head
 * region: one face width either side of the face, from a face height above it down to the
 * shoulders (the pose's, else 0.3 face heights below the chin) plus half a face height for hair
 * resting on them. Skin and hair are told apart by colour models sampled from the picture
 * itself: skin from inside the face outline, hair from the person above the eyes outside the
 * face. Below the chin the neck (a column 0.6 face widths wide from the chin to the shoulders'
 * midpoint) is never hair, and a pixel must look like the hair, so collars and clothes stay
 * out. Parts under 5% of the largest are dropped. Undefined when no face was found.
 */
export async function findHair(image: RawImage, seen: Perception): Promise<HairRegion | undefined> {
  const { data, width, height } = image;
  const detected = largestFace(seen.faces);
  if (!detected) return undefined;
  const scale = width / seen.width;
  const face = scaleFace(detected, scale);
  const bounds = outlineBox(face);
  // Without a person mask (the model gave none), the colour models alone decide.
  const person = seen.mask
    ? await resizeMask(seen.mask, width, height)
    : Buffer.alloc(width * height, 255);
  const inFace = await faceMask([face], width, height);

  const shoulders = [seen.pose?.keypoints.leftShoulder, seen.pose?.keypoints.rightShoulder]
    .filter((point) => point && point.score >= 0.5)
    .map((point) => point!);
  const chinY = bounds.y + bounds.height;
  const eyeY = bounds.y + bounds.height * 0.35;
  const shoulderY = shoulders.length
    ? Math.max(...shoulders.map((point) => point.y * scale))
    : chinY + bounds.height * 0.3;
  // The neck runs from the chin (the outline's lowest point) to the shoulders' midpoint and is
  // about 0.6 face widths wide.
  const chin = face.outline.reduce((low, point) => (point.y >= low.y ? point : low), {
    x: bounds.x + bounds.width / 2,
    y: chinY,
  });
  const neckX =
    shoulders.length === 2
      ? (chin.x + ((shoulders[0]!.x + shoulders[1]!.x) / 2) * scale) / 2
      : chin.x;
  const neckHalf = bounds.width * 0.3;
  const top = Math.max(0, Math.floor(bounds.y - bounds.height));
  const bottom = Math.min(height, Math.ceil(Math.max(shoulderY, chinY) + bounds.height * 0.5));
  const left = Math.max(0, Math.floor(bounds.x - bounds.width));
  const right = Math.min(width, Math.ceil(bounds.x + bounds.width * 2));

  const skinSample: number[] = [];
  const hairSample: number[] = [];
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const pixel = y * width + x;
      if (inFace[pixel]! >= 250) skinSample.push(pixel);
      else if (y < eyeY && person[pixel]! >= 200 && !inFace[pixel]) hairSample.push(pixel);
    }
  }
  const skin = colourModel(data, skinSample);
  const hair = colourModel(data, hairSample);
  const mask = new Uint8Array(width * height);
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const pixel = y * width + x;
      if (person[pixel]! < 128 || inFace[pixel]! >= 128) continue;
      if (y > chinY && Math.abs(x - neckX) < neckHalf) continue;
      const value = ycbcr(data, pixel * 4);
      const toHair = hair ? distance(hair, value) : 0;
      if (skin && distance(skin, value) <= toHair) continue;
      if (y > chinY && toHair > hairBelowChin) continue;
      mask[pixel] = 1;
    }
  }
  keepLargeRegions(mask, width, 0.05);
  return {
    mask,
    face: { left: bounds.x, top: bounds.y, width: bounds.width, height: bounds.height },
  };
}

/** The person mask at the picture's size. */
async function resizeMask(mask: PersonMask, width: number, height: number): Promise<Buffer> {
  return sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/**
 * Paints removed hair with what lies beside it on the same row: the nearest pixel outside the
 * old hair on the side away from the face centre, else the backdrop colour.
 */
export function fillRemoved(
  image: RawImage,
  hair: Uint8Array,
  removed: Uint8Array,
  centreX: number,
): void {
  const { data, width, height } = image;
  const backdrop = borderColour(image);
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      if (!removed[y * width + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && removed[y * width + x]) x++;
      const outward = (start + x) / 2 < centreX ? -1 : 1;
      let probe = outward < 0 ? start - 1 : x;
      while (probe >= 0 && probe < width && hair[y * width + probe]) probe += outward;
      const source =
        probe >= 0 && probe < width
          ? Array.from(data.subarray((y * width + probe) * 4, (y * width + probe) * 4 + 3))
          : backdrop;
      for (let fill = start; fill < x; fill++) {
        const i = (y * width + fill) * 4;
        data[i] = source[0]!;
        data[i + 1] = source[1]!;
        data[i + 2] = source[2]!;
      }
    }
  }
}
