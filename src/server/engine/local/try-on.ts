import {
  EngineError,
  throwIfAborted,
  type EngineResult,
  type GarmentPlacement,
  type TryOnInput,
} from '../engine.ts';
import { analyseImage, type Perception } from '../perception/index.ts';
import { garmentCutOut } from './background.ts';
import { bodyFrame, garmentMesh, maskAt, scaleFrame, type BodyFrame } from './body-frame.ts';
import { garmentCategoryOf } from './garment-category.ts';
import {
  blurMask,
  clampByte,
  decodeRgba,
  encodeResult,
  fromRaw,
  imageFormat,
  luma,
  type RawImage,
} from './image.ts';
import { checkTryOnModel, modelRefusalKeys } from './model-check.ts';
import { cutSlits, warpMesh, type PlacedLayer } from './warp.ts';

/**
 * Virtual try-on on the device: the model photo is analysed (pose, face, person mask) and
 * refused unless it is a full body in a neutral pose; the garment is cut out of its photo
 * (../perception/remove-background.ts) and warped piecewise-affinely onto the body (top edge on the shoulder
 * line, lower part on the hips, knees or ankles by category); it takes the body's light, and the
 * arms and hair are put back in front of it.
 */
export async function tryOn(input: TryOnInput): Promise<EngineResult> {
  throwIfAborted(input.signal);
  // The cut-out (its own thread) and the pose (WASM) run side by side: they share no input and each has
  // its own queue. A refused model photo still waits for the cut-out, which stays cached.
  const cutting = garmentCutOut(input.garment);
  cutting.catch(() => undefined);
  return tryOnCutOut(input, cutting);
}

/**
 * The try-on of a garment already cut out (issue 42: a garment taken off a person's photo, whose
 * cut-out is the person's pixels in a body band, not a backdrop's complement).
 */
export async function tryOnCutOut(
  input: Omit<TryOnInput, 'garment'>,
  cutting: Promise<RawImage>,
): Promise<EngineResult> {
  const { onProgress, signal, params } = input;
  throwIfAborted(signal);
  onProgress?.('analysing', 0);
  const format = await imageFormat(input.model);
  const perception = await analyseImage(input.model, { pose: true, faces: true, mask: true });
  const check = checkTryOnModel(perception);
  if (!check.ok) throw new EngineError('bad-input', modelRefusalKeys[check.reason]);
  const frame = bodyFrame(perception);
  throwIfAborted(signal);

  onProgress?.('processing', 0.3);
  const garment = await cutting;
  throwIfAborted(signal);
  onProgress?.('processing', 0.6);
  // The garment goes on the photo itself (at most 4096 px on its long side, larger than any
  // export size of spec §9).
  const full = await decodeRgba(input.model, 4096);
  const scale = full.width / perception.width;
  const category = params.category === 'auto' ? garmentCategoryOf(garment) : params.category;
  const mesh = garmentMesh(garment, frame, category, scale);
  const layer = warpMesh(mesh.slit ? cutSlits(garment, mesh.slit) : garment, mesh, full);
  if (!layer) throw new EngineError('bad-input');
  const onPerson = (x: number, y: number) => maskAt(perception, x / scale, y / scale) >= 128;
  await shadeLikeBody(layer, full, onPerson, Math.max(1, frame.shoulderWidth * scale * 0.06));
  await keepInFront(layer, perception, frame, scale);
  throwIfAborted(signal);

  onProgress?.('finalising', 0.8);
  const overlay = await fromRaw(layer).png().toBuffer();
  const result = await encodeResult(
    fromRaw(full).composite([{ input: overlay, left: layer.left, top: layer.top }]),
    format,
  );
  onProgress?.('finalising', 1);
  const body = scaleFrame(frame, scale);
  return { ...result, garmentPlacement: { ...placementOf(garment, layer, full), body, category } };
}

/** Where the garment shows in the result: the placed layer's opaque pixels on the photo. */
function placementOf(
  cutOut: RawImage,
  layer: PlacedLayer,
  full: RawImage,
): Omit<GarmentPlacement, 'body' | 'category'> {
  const mask = new Uint8Array(full.width * full.height);
  for (let y = 0; y < layer.height; y += 1) {
    const fy = y + layer.top;
    if (fy < 0 || fy >= full.height) continue;
    for (let x = 0; x < layer.width; x += 1) {
      const fx = x + layer.left;
      if (fx < 0 || fx >= full.width) continue;
      if (layer.data[(y * layer.width + x) * 4 + 3]! >= 128) mask[fy * full.width + fx] = 1;
    }
  }
  return { cutOut, mask, width: full.width, height: full.height };
}

/**
 * Puts the arms and the hair back in front of the garment: the person mask within a band
 * around each arm (from a third of the way down the upper arm, so a sleeve still covers the
 * shoulder, through the elbow and the wrist to the hand) and above the shoulder line within
 * the head's width (hair and neck). The layer's alpha is cut there, with a soft 1.5 px edge.
 */
async function keepInFront(
  layer: PlacedLayer,
  perception: Perception,
  frame: BodyFrame,
  scale: number,
): Promise<void> {
  const radius = frame.shoulderWidth * 0.17;
  const segments: [{ x: number; y: number }, { x: number; y: number }][] = [];
  for (const arm of frame.arms) {
    if (!arm.elbow) continue;
    const upper = {
      x: arm.shoulder.x + (arm.elbow.x - arm.shoulder.x) * 0.35,
      y: arm.shoulder.y + (arm.elbow.y - arm.shoulder.y) * 0.35,
    };
    segments.push([upper, arm.elbow]);
    if (arm.wrist) {
      const hand = {
        x: arm.wrist.x + (arm.wrist.x - arm.elbow.x) * 0.45,
        y: arm.wrist.y + (arm.wrist.y - arm.elbow.y) * 0.45,
      };
      segments.push([arm.elbow, hand]);
    }
  }
  const { shoulders } = frame.stations;
  const headHalfWidth = frame.shoulderWidth * 0.3;
  const headX = frame.head?.x ?? shoulders.centre.x;
  // Above the shoulder line: its height at x, from the line through the shoulders' middle.
  const slope = shoulders.across.y / Math.max(1e-3, Math.abs(shoulders.across.x));
  const shoulderLineY = (x: number) => shoulders.centre.y + (x - shoulders.centre.x) * slope;
  const front = new Uint8Array(layer.width * layer.height);
  for (let y = 0; y < layer.height; y++) {
    const py = (y + layer.top + 0.5) / scale;
    for (let x = 0; x < layer.width; x++) {
      const i = y * layer.width + x;
      if (layer.data[i * 4 + 3] === 0) continue;
      const px = (x + layer.left + 0.5) / scale;
      if (maskAt(perception, px, py) < 128) continue;
      const onHead = py < shoulderLineY(px) && Math.abs(px - headX) < headHalfWidth;
      const onArm = !onHead && segments.some(([a, b]) => distanceToSegment(px, py, a, b) < radius);
      if (onHead || onArm) front[i] = 255;
    }
  }
  const soft = await blurMask(front, layer.width, layer.height, 1.5 * Math.max(1, scale));
  for (let i = 0; i < front.length; i++) {
    const keep = 255 - Math.max(front[i]!, soft[i]!);
    layer.data[i * 4 + 3] = Math.round((layer.data[i * 4 + 3]! * keep) / 255);
  }
}

function distanceToSegment(
  x: number,
  y: number,
  a: { x: number; y: number },
  b: { x: number; y: number },
): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length ? Math.min(1, Math.max(0, ((x - a.x) * dx + (y - a.y) * dy) / length)) : 0;
  return Math.hypot(x - (a.x + dx * t), y - (a.y + dy * t));
}

/**
 * Carries the body's light into the garment: each garment pixel is darkened or lightened by how
 * the photo's brightness under it, softened (Gaussian, `sigma` px) so it carries light and
 * shadow rather than the edges of what the garment covers, compares with its mean over the
 * person under the garment; at 50% and within 0.75–1.2×.
 */
async function shadeLikeBody(
  layer: PlacedLayer,
  photo: RawImage,
  onPerson: (x: number, y: number) => boolean,
  sigma: number,
): Promise<void> {
  const lumas = new Uint8Array(layer.width * layer.height);
  for (let y = 0; y < layer.height; y++) {
    for (let x = 0; x < layer.width; x++) {
      const i = ((y + layer.top) * photo.width + x + layer.left) * 4;
      lumas[y * layer.width + x] = luma(photo.data[i]!, photo.data[i + 1]!, photo.data[i + 2]!);
    }
  }
  const light = await blurMask(lumas, layer.width, layer.height, sigma);
  let sum = 0;
  let count = 0;
  for (let y = 0; y < layer.height; y++) {
    for (let x = 0; x < layer.width; x++) {
      const pixel = y * layer.width + x;
      if (layer.data[pixel * 4 + 3]! === 0 || !onPerson(x + layer.left, y + layer.top)) continue;
      sum += light[pixel]!;
      count++;
    }
  }
  if (!count) return;
  const mean = Math.max(1, sum / count);
  for (let pixel = 0; pixel < light.length; pixel++) {
    if (layer.data[pixel * 4 + 3]! === 0) continue;
    const ratio = Math.min(1.2, Math.max(0.75, (light[pixel]! + 8) / (mean + 8)));
    const gain = 1 + (ratio - 1) * 0.5;
    for (let c = 0; c < 3; c++) {
      layer.data[pixel * 4 + c] = clampByte(layer.data[pixel * 4 + c]! * gain);
    }
  }
}
