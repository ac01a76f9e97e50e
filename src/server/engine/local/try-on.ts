import { throwIfAborted, type EngineResult, type TryOnInput } from '../engine.ts';
import { cutOutSubject } from './background.ts';
import { decodeRgba, encodeResult, fromRaw, imageFormat } from './image.ts';
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
  // The person is found on a copy of at most 1024 px; the garment goes on the full photo.
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
  const overlay = await fromRaw(cut.image)
    .extract(piece)
    .resize(fitted.width, fitted.height, { fit: 'fill' })
    .extract(visiblePart(fitted, full.width, full.height))
    .png()
    .toBuffer();
  throwIfAborted(signal);

  onProgress?.('finalising', 0.8);
  const result = await encodeResult(
    fromRaw(full).composite([
      { input: overlay, left: Math.max(0, fitted.left), top: Math.max(0, fitted.top) },
    ]),
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
