import sharp from 'sharp';
import type { GarmentCategory } from '../../contracts/tools.ts';
import { garmentCutOut } from '../engine/local/background.ts';
import { decodeRgba, type RawImage } from '../engine/local/image.ts';
import { isSkin } from '../engine/local/skin.ts';
import { EngineError, type GarmentPlacement } from '../engine/engine.ts';
import type { BodyPart, Perception } from '../engine/perception/index.ts';
import type { GarmentRegion } from './garment-region.ts';

/**
 * Where the garment is in each picture of a pair (issue 41): in the product photo, its cut-out;
 * in the result, where the local try-on placed it (or, for the calibration's labelled set, the
 * pixels it changed on the model photo), else the person's pixels in the body band the category
 * covers.
 */

/** Results are judged at this size at most: colour and texture need no more, decoding less. */
export const regionSide = 1024;

/** A result pixel whose channels moved more than this from the model photo shows the garment. */
const CHANGED = 48;

/** RGBA pixels as RGB, byte by byte: a subarray a pixel made this the fidelity report's largest cost. */
export function rgbOf(raw: RawImage): GarmentRegion['image'] {
  const pixels = raw.width * raw.height;
  const source = raw.data;
  const data = new Uint8Array(pixels * 3);
  for (let i = 0, from = 0, to = 0; i < pixels; i += 1, from += 4, to += 3) {
    data[to] = source[from]!;
    data[to + 1] = source[from + 1]!;
    data[to + 2] = source[from + 2]!;
  }
  return { data, width: raw.width, height: raw.height };
}

/** The product's garment: its cut-out's opaque pixels, and the cut-out (its shape tells the category). */
export async function productRegion(
  garment: Buffer,
): Promise<GarmentRegion & { cutOut: RawImage }> {
  return regionOfCutOut(await garmentCutOut(garment));
}

/** A garment cut-out's opaque pixels, and the cut-out itself. */
export function regionOfCutOut(cut: RawImage): GarmentRegion & { cutOut: RawImage } {
  const mask = new Uint8Array(cut.width * cut.height);
  for (let i = 0; i < mask.length; i += 1) mask[i] = cut.data[i * 4 + 3]! >= 128 ? 1 : 0;
  return { image: rgbOf(cut), mask, cutOut: cut };
}

/** A result's garment where the engine says it placed it (the mask is at the result's size). */
export async function regionByPlacement(
  result: Buffer,
  placement: Pick<GarmentPlacement, 'mask' | 'width' | 'height'>,
): Promise<GarmentRegion> {
  const side = Math.max(placement.width, placement.height);
  // Decoded as RGB by sharp, as decodeRgba would less its alpha: dropping the alpha in JS, pixel by
  // pixel, cost more than the decode on the try-on's result (the report's cost, decision 115).
  let decoded: { data: Uint8Array; info: { width: number; height: number; channels: number } };
  try {
    decoded = await sharp(result)
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (cause) {
    throw new EngineError('bad-input', undefined, { cause });
  }
  const { width, height, channels } = decoded.info;
  // Not three channels (a grey picture): as before, through RGBA.
  const image =
    channels === 3 ? { data: decoded.data, width, height } : rgbOf(await decodeRgba(result, side));
  if (image.width !== placement.width || image.height !== placement.height) {
    return { image, mask: new Uint8Array(image.width * image.height) };
  }
  return { image, mask: placement.mask };
}

/**
 * A composited result's garment: the pixels that changed from the model photo. Empty when the
 * two pictures differ in size (not a composite of that photo).
 */
export async function regionByChange(
  model: Buffer,
  result: Buffer,
  maxSide = regionSide,
): Promise<GarmentRegion> {
  const after = await decodeRgba(result, maxSide);
  const before = await decodeRgba(model, Math.max(after.width, after.height));
  const image = rgbOf(after);
  const mask = new Uint8Array(after.width * after.height);
  if (before.width !== after.width || before.height !== after.height) return { image, mask };
  for (let i = 0; i < mask.length; i += 1) {
    let moved = 0;
    for (let c = 0; c < 3; c += 1) {
      moved = Math.max(moved, Math.abs(after.data[i * 4 + c]! - before.data[i * 4 + c]!));
    }
    mask[i] = moved > CHANGED ? 1 : 0;
  }
  return { image, mask };
}

type Level = 'shoulders' | 'hips' | 'ankles';
const levelParts: Record<Level, [BodyPart, BodyPart]> = {
  shoulders: ['leftShoulder', 'rightShoulder'],
  hips: ['leftHip', 'rightHip'],
  ankles: ['leftAnkle', 'rightAnkle'],
};

/**
 * The body band each category covers, between two levels of the pose, each moved by a share of
 * the torso (shoulders to hips): a top ends a little below the hip joints, a dress or an áo dài
 * goes on to the ankles.
 */
const bands: Record<GarmentCategory, { from: [Level, number]; to: [Level, number] }> = {
  tops: { from: ['shoulders', -0.1], to: ['hips', 0.3] },
  outerwear: { from: ['shoulders', -0.1], to: ['hips', 0.4] },
  'ao-ba-ba': { from: ['shoulders', -0.1], to: ['hips', 0.4] },
  bottoms: { from: ['hips', -0.2], to: ['ankles', 0.05] },
  dresses: { from: ['shoulders', -0.1], to: ['ankles', 0.05] },
  'ao-dai': { from: ['shoulders', -0.1], to: ['ankles', 0.05] },
};

const seen = 0.3;

function levelY(perception: Perception, level: Level): number | null {
  const points = levelParts[level].map((part) => perception.pose?.keypoints[part]);
  if (points.some((point) => !point || point.score < seen)) return null;
  return (points[0]!.y + points[1]!.y) / 2;
}

/**
 * A result's garment from what the perception models saw in it: the person's pixels (selfie
 * segmentation) in the category's body band, less skin. Empty when no body was seen: the
 * checks then warn that they could not find the garment.
 */
export function regionByPose(
  result: RawImage,
  perception: Perception,
  category: GarmentCategory,
): GarmentRegion {
  const image = rgbOf(result);
  const mask = new Uint8Array(result.width * result.height);
  const person = perception.mask;
  const shoulders = levelY(perception, 'shoulders');
  const hips = levelY(perception, 'hips');
  if (!person || shoulders === null || hips === null) return { image, mask };
  const torso = hips - shoulders;
  const band = bands[category];
  // Ankles out of the picture: the band runs to its bottom edge.
  const at = ([level, share]: [Level, number]) =>
    (levelY(perception, level) ?? perception.height) + share * torso;
  const scale = result.height / perception.height;
  const top = Math.max(0, Math.floor(at(band.from) * scale));
  const bottom = Math.min(result.height, Math.ceil(at(band.to) * scale));
  for (let y = top; y < bottom; y += 1) {
    const my = Math.min(person.height - 1, Math.floor((y / result.height) * person.height));
    for (let x = 0; x < result.width; x += 1) {
      const mx = Math.min(person.width - 1, Math.floor((x / result.width) * person.width));
      if (person.data[my * person.width + mx]! < 128) continue;
      const i = (y * result.width + x) * 4;
      if (isSkin(result.data[i]!, result.data[i + 1]!, result.data[i + 2]!)) continue;
      mask[y * result.width + x] = 1;
    }
  }
  return { image, mask };
}
