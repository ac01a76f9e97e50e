import { findHairstyle, hairColorHex } from '../../../contracts/hairstyles.ts';
import {
  EngineError,
  throwIfAborted,
  type HairstyleInput,
  type HairstyleResult,
} from '../engine.ts';
import { analyseImage, type Perception } from '../perception/index.ts';
import { largestFace, outlineBox, scaleFace } from './face-regions.ts';
import { fillRemoved, findHair, readPaintedMask } from './hair-mask.ts';
import {
  blurMask,
  clampByte,
  decodeRgba,
  encodeResult,
  fromRaw,
  hexToRgb,
  imageFormat,
  luma,
  maskToPng,
  type RawImage,
} from './image.ts';
import { maskBox, type Box } from './person-box.ts';

/**
 * Hairstyle change by editing the hair region: reshaped by the style's category, then recoloured
 * with the chosen colour while each pixel keeps its brightness relative to the hair's mean, so
 * strands and shine stay visible.
 */
export async function hairstyle(input: HairstyleInput): Promise<HairstyleResult> {
  const { onProgress, signal, params } = input;
  const style = findHairstyle(params.styleId);
  if (!style) throw new EngineError('bad-input', 'generation.hairstyleInvalid');
  throwIfAborted(signal);
  onProgress?.('analysing', 0);
  const format = await imageFormat(input.portrait);
  const image = await decodeRgba(input.portrait);
  const { width, height } = image;
  const seen = await analyseImage(input.portrait, {
    faces: true,
    pose: !input.mask,
    mask: !input.mask,
  });
  throwIfAborted(signal);
  // A painted mask wins; the face, if found, still tells where the ears and forehead are.
  const region = input.mask
    ? { mask: await readPaintedMask(input.mask, width, height), face: paintedFace(seen, width) }
    : await findHair(image, seen);
  if (!region) throw new EngineError('bad-input', 'generation.portrait.noFace');
  const box = maskBox(region.mask, width, height);
  throwIfAborted(signal);

  onProgress?.('processing', 0.3);
  let mask = region.mask;
  if (box) {
    const frame = headFrame(box, region.face);
    if (style.category === 'short') mask = trim(image, mask, (_x, y) => y > frame.earY, frame);
    if (style.category === 'medium') {
      mask = trim(image, mask, (_x, y) => y > frame.shoulderY, frame);
    }
    if (style.category === 'updo') {
      mask = trim(
        image,
        mask,
        (x, y) => y > frame.foreheadY || x < frame.sideLeft || x > frame.sideRight,
        frame,
      );
    }
    if (style.category === 'long') mask = lengthen(image, mask, frame);
    if (style.category === 'curly') mask = curl(image, mask, frame);
  }
  throwIfAborted(signal);

  onProgress?.('finalising', 0.7);
  await recolour(image, mask, hexToRgb(hairColorHex(params.hairColor)));
  const result = await encodeResult(fromRaw(image), format);
  onProgress?.('finalising', 1);
  return { ...result, mask: await maskToPng(mask, width, height) };
}

/** The largest face's outline box at the working size, for reshaping a painted mask. */
function paintedFace(seen: Perception, width: number): Box | undefined {
  const face = largestFace(seen.faces);
  if (!face) return undefined;
  const box = outlineBox(scaleFace(face, width / seen.width));
  return { left: box.x, top: box.y, width: box.width, height: box.height };
}

/** Lines of the head that reshaping cuts along, from the face or else from the hair itself. */
interface HeadFrame {
  centreX: number;
  earY: number;
  /** Where medium hair ends: about the shoulders. */
  shoulderY: number;
  foreheadY: number;
  sideLeft: number;
  sideRight: number;
}

function headFrame(hair: Box, face: Box | undefined): HeadFrame {
  if (face) {
    return {
      centreX: face.left + face.width / 2,
      earY: face.top + face.height * 0.5,
      shoulderY: face.top + face.height * 1.3,
      foreheadY: face.top + face.height * 0.08,
      sideLeft: face.left - face.width * 0.12,
      sideRight: face.left + face.width * 1.12,
    };
  }
  return {
    centreX: hair.left + hair.width / 2,
    earY: hair.top + hair.height * 0.45,
    shoulderY: hair.top + hair.height * 0.85,
    foreheadY: hair.top + hair.height * 0.3,
    sideLeft: hair.left + hair.width * 0.15,
    sideRight: hair.left + hair.width * 0.85,
  };
}

/** Cuts the hair where `cut` holds, painting the cut part with what lies beside it. */
function trim(
  image: RawImage,
  mask: Uint8Array,
  cut: (x: number, y: number) => boolean,
  frame: HeadFrame,
): Uint8Array {
  const { width } = image;
  const kept = Uint8Array.from(mask);
  const removed = new Uint8Array(mask.length);
  for (let pixel = 0; pixel < mask.length; pixel++) {
    if (mask[pixel] && cut(pixel % width, Math.floor(pixel / width))) {
      kept[pixel] = 0;
      removed[pixel] = 1;
    }
  }
  fillRemoved(image, mask, removed, frame.centreX);
  return kept;
}

/** Lets the side hair grow by 8% of the image height, continuing the strands above it. */
function lengthen(image: RawImage, mask: Uint8Array, frame: HeadFrame): Uint8Array {
  const { data, width, height } = image;
  const grown = Uint8Array.from(mask);
  const extra = Math.max(2, Math.round(height * 0.08));
  for (let x = 0; x < width; x++) {
    let lowest = -1;
    for (let y = height - 1; y >= 0; y--) {
      if (mask[y * width + x]) {
        lowest = y;
        break;
      }
    }
    if (lowest < frame.earY) continue;
    for (let step = 1; step <= extra && lowest + step < height; step++) {
      const to = (lowest + step) * width + x;
      // Mirror the strands above the old tips downwards.
      const from = Math.max(0, lowest - step + 1) * width + x;
      data.copyWithin(to * 4, from * 4, from * 4 + 3);
      grown[to] = 1;
    }
  }
  return grown;
}

/** Waves the hair: each hair pixel is taken from a point displaced along a sine. */
function curl(image: RawImage, mask: Uint8Array, frame: HeadFrame): Uint8Array {
  const { data, width, height } = image;
  const source = Buffer.from(data);
  const amplitude = Math.max(2, width * 0.012);
  const period = Math.max(6, height * 0.035);
  const waved = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sx = Math.round(x + amplitude * Math.sin((2 * Math.PI * y) / period));
      const sy = Math.round(y + amplitude * Math.sin((2 * Math.PI * x) / period));
      if (sx < 0 || sy < 0 || sx >= width || sy >= height || !mask[sy * width + sx]) continue;
      const to = y * width + x;
      waved[to] = 1;
      source.copy(data, to * 4, (sy * width + sx) * 4, (sy * width + sx) * 4 + 3);
    }
  }
  const removed = Uint8Array.from(mask, (value, pixel) => (value && !waved[pixel] ? 1 : 0));
  fillRemoved(
    image,
    Uint8Array.from(mask, (v, p) => v | waved[p]!),
    removed,
    frame.centreX,
  );
  return waved;
}

/** Recolours the hair to `target`, keeping each pixel's brightness relative to the mean. */
async function recolour(
  image: RawImage,
  mask: Uint8Array,
  target: [number, number, number],
): Promise<void> {
  const { data, width, height } = image;
  let sum = 0;
  let count = 0;
  for (let pixel = 0; pixel < mask.length; pixel++) {
    if (!mask[pixel]) continue;
    sum += luma(data[pixel * 4]!, data[pixel * 4 + 1]!, data[pixel * 4 + 2]!);
    count++;
  }
  if (!count) return;
  const mean = sum / count;
  // A feathered edge: the colour fades over a few pixels (0.3% of the picture) across the border.
  const weights = await blurMask(
    Uint8Array.from(mask, (value) => value * 255),
    width,
    height,
    Math.max(1.2, Math.min(width, height) * 0.003),
  );
  for (let pixel = 0; pixel < mask.length; pixel++) {
    const weight = (weights[pixel]! / 255) * 0.9;
    if (weight <= 0.01) continue;
    const i = pixel * 4;
    const ratio = (luma(data[i]!, data[i + 1]!, data[i + 2]!) + 10) / (mean + 10);
    for (let c = 0; c < 3; c++) {
      data[i + c] = clampByte(data[i + c]! + (target[c]! * ratio - data[i + c]!) * weight);
    }
  }
}
