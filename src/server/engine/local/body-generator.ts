import sharp from 'sharp';
import { throwIfAborted, type BodyGeneratorInput, type EngineResult } from '../engine.ts';
import { decodeRgba, encodeResult, fromRaw } from './image.ts';
import { drawFigure, type FigureLayout } from './svg-figure.ts';

/**
 * A body model drawn from the parameters (see svg-figure.ts) on a studio backdrop; a face photo,
 * cropped to its centre square and masked to an ellipse, covers the head.
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

/** The face photo's centre square, as an ellipse the size of the head, placed on it. */
async function faceOverlay(
  photo: Buffer,
  layout: FigureLayout,
): Promise<{ input: Buffer; left: number; top: number }> {
  const image = await decodeRgba(photo, 1024);
  const side = Math.min(image.width, image.height);
  const width = Math.max(2, Math.round(layout.head.rx * 2));
  const height = Math.max(2, Math.round(layout.head.ry * 2));
  const ellipse = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 2}" ry="${height / 2}" fill="#fff"/></svg>`,
  );
  const input = await fromRaw(image)
    .extract({
      left: Math.floor((image.width - side) / 2),
      top: Math.floor((image.height - side) / 2),
      width: side,
      height: side,
    })
    .resize(width, height, { fit: 'cover' })
    .composite([{ input: ellipse, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return {
    input,
    left: Math.round(layout.head.cx - width / 2),
    top: Math.round(layout.head.cy - height / 2),
  };
}
