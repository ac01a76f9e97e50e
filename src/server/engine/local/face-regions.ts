import sharp from 'sharp';
import type { Box, Face, Point } from '../perception/index.ts';

/** The face with the largest box, the subject of a portrait; undefined when there is none. */
export function largestFace(faces: Face[]): Face | undefined {
  let best: Face | undefined;
  for (const face of faces) {
    if (!best || face.box.width * face.box.height > best.box.width * best.box.height) best = face;
  }
  return best;
}

/** A face in another pixel grid: coordinates multiplied by `scale` (working / analysed size). */
export function scaleFace(face: Face, scale: number): Face {
  const point = (p: Point) => ({ x: p.x * scale, y: p.y * scale });
  return {
    ...face,
    box: {
      x: face.box.x * scale,
      y: face.box.y * scale,
      width: face.box.width * scale,
      height: face.box.height * scale,
    },
    outline: face.outline.map(point),
  };
}

/** The box of a face's mesh outline (forehead to jaw), else its detection box. */
export function outlineBox(face: Face): Box {
  if (face.outline.length < 3) return face.box;
  const xs = face.outline.map((p) => p.x);
  const ys = face.outline.map((p) => p.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

/** The detection box widened to the outline wherever the outline reaches beyond it. */
export function faceBounds(face: Face): Box {
  const outline = outlineBox(face);
  const left = Math.min(face.box.x, outline.x);
  const top = Math.min(face.box.y, outline.y);
  const right = Math.max(face.box.x + face.box.width, outline.x + outline.width);
  const bottom = Math.max(face.box.y + face.box.height, outline.y + outline.height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The faces' outlines filled (255 inside, 0 outside, anti-aliased) at `width` x `height`,
 * feathered by a Gaussian blur of `feather` pixels. A face without a mesh outline is filled as
 * the ellipse inside its box.
 */
export async function faceMask(
  faces: Face[],
  width: number,
  height: number,
  feather = 0,
): Promise<Buffer> {
  const shapes = faces.map((face) => {
    if (face.outline.length >= 3) {
      const points = face.outline.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
      return `<polygon points="${points}"/>`;
    }
    const { x, y, width: w, height: h } = face.box;
    return `<ellipse cx="${x + w / 2}" cy="${y + h / 2}" rx="${w / 2}" ry="${h / 2}"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#000"/><g fill="#fff">${shapes.join('')}</g></svg>`;
  let pipeline = sharp(Buffer.from(svg)).extractChannel(0);
  if (feather >= 0.3) pipeline = pipeline.blur(feather);
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height || info.channels !== 1) {
    throw new Error(`face mask rendered at ${info.width}x${info.height}x${info.channels}`);
  }
  return data;
}
