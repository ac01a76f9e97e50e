import { throwIfAborted, type EngineResult, type TryOnInput } from '../engine.ts';
import { cutOutSubject } from './background.ts';
import {
  clampByte,
  decodeRgba,
  encodeResult,
  fromRaw,
  imageFormat,
  luma,
  type RawImage,
} from './image.ts';
import { findPerson, garmentBox, maskBox, type Box } from './person-box.ts';

/**
 * Virtual try-on by compositing: the garment photo's backdrop is removed, the person and the
 * band their garment covers are found in the model photo, and the cut-out is fitted over it.
 */
export async function tryOn(input: TryOnInput): Promise<EngineResult> {
  const { onProgress, signal, params } = input;
  throwIfAborted(signal);
  onProgress?.('analysing', 0);
  const format = await imageFormat(input.model);
  // The person is found on a copy of at most 1024 px; the garment goes on the photo itself
  // (at most 4096 px on its long side, larger than any export size of spec §9).
  const model = await decodeRgba(input.model, 1024);
  const full = await decodeRgba(input.model, 4096);
  const garment = await decodeRgba(input.garment, 1024);
  const { box: person, foreground } = findPerson(model);
  const scale = full.width / model.width;
  const target = scaleBox(garmentBox(person, foreground, model.width, params.category), scale);
  throwIfAborted(signal);

  onProgress?.('processing', 0.35);
  const cut = await cutOutSubject(garment, { feather: 1.5 });
  const minCount = Math.max(1, Math.round(Math.min(garment.width, garment.height) * 0.005));
  const piece = maskBox(cut.foreground, garment.width, garment.height, minCount) ?? {
    left: 0,
    top: 0,
    width: garment.width,
    height: garment.height,
  };
  const fitted = fitToBox(piece, target);
  const visible = visiblePart(fitted, full.width, full.height);
  const { data, info } = await fromRaw(cut.image)
    .extract(piece)
    .resize(fitted.width, fitted.height, { fit: 'fill' })
    .extract(visible)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const placed = { left: Math.max(0, fitted.left), top: Math.max(0, fitted.top) };
  const layer = { data, width: info.width, height: info.height };
  shadeLikeBody(layer, full, placed, (x, y) => {
    const wx = Math.min(model.width - 1, Math.floor(x / scale));
    const wy = Math.min(model.height - 1, Math.floor(y / scale));
    return foreground[wy * model.width + wx] === 1;
  });
  const overlay = await fromRaw(layer).png().toBuffer();
  throwIfAborted(signal);

  onProgress?.('finalising', 0.8);
  const result = await encodeResult(
    fromRaw(full).composite([{ input: overlay, ...placed }]),
    format,
  );
  onProgress?.('finalising', 1);
  return result;
}

/**
 * The garment scaled to the band's width; its height follows its own proportions within
 * 80–115% of the band, so a cropped top is not stretched to a dress nor a dress squashed.
 */
function fitToBox(piece: Box, target: Box): Box {
  const width = target.width;
  const natural = (piece.height * width) / piece.width;
  const height = Math.round(Math.min(target.height * 1.15, Math.max(target.height * 0.8, natural)));
  return { left: target.left, top: target.top, width, height };
}

/** The part of a placed overlay that lies on the canvas, in the overlay's coordinates. */
function visiblePart(placed: Box, width: number, height: number): Box {
  const left = Math.max(0, -placed.left);
  const top = Math.max(0, -placed.top);
  return {
    left,
    top,
    width: Math.max(1, Math.min(placed.width, width - placed.left) - left),
    height: Math.max(1, Math.min(placed.height, height - placed.top) - top),
  };
}

function scaleBox(box: Box, scale: number): Box {
  return {
    left: Math.round(box.left * scale),
    top: Math.round(box.top * scale),
    width: Math.max(1, Math.round(box.width * scale)),
    height: Math.max(1, Math.round(box.height * scale)),
  };
}

/**
 * Carries the body's light into the garment: where the garment lies over the person, each pixel
 * is darkened or lightened by how the photo's brightness there compares with its mean under the
 * garment (folds, arms' shadows, side light), at 60% and within 0.6–1.25×.
 */
function shadeLikeBody(
  layer: RawImage,
  photo: RawImage,
  at: { left: number; top: number },
  onPerson: (x: number, y: number) => boolean,
): void {
  const light = new Float32Array(layer.width * layer.height).fill(-1);
  let sum = 0;
  let count = 0;
  for (let y = 0; y < layer.height; y++) {
    for (let x = 0; x < layer.width; x++) {
      const px = x + at.left;
      const py = y + at.top;
      if (layer.data[(y * layer.width + x) * 4 + 3]! === 0 || !onPerson(px, py)) continue;
      const i = (py * photo.width + px) * 4;
      const value = luma(photo.data[i]!, photo.data[i + 1]!, photo.data[i + 2]!);
      light[y * layer.width + x] = value;
      sum += value;
      count++;
    }
  }
  if (!count) return;
  const mean = Math.max(1, sum / count);
  for (let pixel = 0; pixel < light.length; pixel++) {
    if (light[pixel]! < 0) continue;
    const ratio = Math.min(1.25, Math.max(0.6, (light[pixel]! + 8) / (mean + 8)));
    const gain = 1 + (ratio - 1) * 0.6;
    for (let c = 0; c < 3; c++) {
      layer.data[pixel * 4 + c] = clampByte(layer.data[pixel * 4 + c]! * gain);
    }
  }
}
