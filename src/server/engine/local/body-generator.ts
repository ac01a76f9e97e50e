import sharp from 'sharp';
import {
  EngineError,
  throwIfAborted,
  type BodyGeneratorInput,
  type EngineResult,
} from '../engine.ts';
import { analyseImage } from '../perception/index.ts';
import { faceBounds, largestFace, outlineBox, scaleFace } from './face-regions.ts';
import { decodeRgba, encodeResult, fromRaw } from './image.ts';
import { drawFigure, type FigureLayout } from './svg-figure.ts';

/**
 * A body model drawn from the parameters (see svg-figure.ts) on a studio backdrop; the face of a
 * face photo, found by face detection and masked to a feathered oval, covers the head.
 */
export async function bodyGenerator(input: BodyGeneratorInput): Promise<EngineResult> {
  const { onProgress, signal } = input;
  throwIfAborted(signal);
  onProgress?.('analysing', 0);
  const { svg, layout } = drawFigure(input.params);
  const face = input.face ? await faceOverlay(input.face, layout) : undefined;
  throwIfAborted(signal);
  onProgress?.('processing', 0.3);
  let figure = sharp(Buffer.from(svg));
  if (face) {
    const flat = await figure.png().toBuffer();
    figure = sharp(flat).composite([face]);
  }
  onProgress?.('finalising', 0.8);
  const result = await encodeResult(figure, 'png');
  onProgress?.('finalising', 1);
  return result;
}

/**
 * The face of the face photo, found by face detection: its box widened to the mesh outline and
 * cut to the head's proportions around the outline's centre, scaled so the face fills the head,
 * with an oval alpha feathered over 8% of the head's width. No face found is bad input.
 */
async function faceOverlay(
  photo: Buffer,
  layout: FigureLayout,
): Promise<{ input: Buffer; left: number; top: number }> {
  const image = await decodeRgba(photo, 1024);
  const seen = await analyseImage(photo, { faces: true });
  const found = largestFace(seen.faces);
  if (!found) throw new EngineError('bad-input', 'generation.body.noFace');
  const face = scaleFace(found, image.width / seen.width);
  const bounds = faceBounds(face);
  const outline = outlineBox(face);
  const width = Math.max(2, Math.round(layout.head.rx * 2));
  const height = Math.max(2, Math.round(layout.head.ry * 2));
  // The crop has the head's aspect and holds the widened box; its centre is the outline's.
  const aspect = width / height;
  const cropHeight = Math.max(bounds.height, bounds.width / aspect);
  const cropWidth = cropHeight * aspect;
  const centreX = outline.x + outline.width / 2;
  const centreY = outline.y + outline.height / 2;
  const crop = {
    left: Math.round(centreX - cropWidth / 2),
    top: Math.round(centreY - cropHeight / 2),
    width: Math.max(1, Math.round(cropWidth)),
    height: Math.max(1, Math.round(cropHeight)),
  };
  // Parts of the crop beyond the photo's edges are transparent.
  const padded = await fromRaw(image)
    .extend({
      top: Math.max(0, -crop.top),
      left: Math.max(0, -crop.left),
      bottom: Math.max(0, crop.top + crop.height - image.height),
      right: Math.max(0, crop.left + crop.width - image.width),
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const feather = Math.max(1, width * 0.08);
  const oval = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 2 - feather}" ry="${height / 2 - feather}" fill="#fff"/></svg>`,
    ),
  )
    .blur(feather / 2)
    .png()
    .toBuffer();
  const input = await sharp(padded.data, {
    raw: { width: padded.info.width, height: padded.info.height, channels: 4 },
  })
    .extract({
      left: Math.max(0, crop.left),
      top: Math.max(0, crop.top),
      width: crop.width,
      height: crop.height,
    })
    .resize(width, height, { fit: 'fill' })
    .composite([{ input: oval, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return {
    input,
    left: Math.round(layout.head.cx - width / 2),
    top: Math.round(layout.head.cy - height / 2),
  };
}
