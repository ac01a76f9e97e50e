import sharp from 'sharp';
import { paddedToRatio } from '../../../contracts/download-sizes.ts';
import type { GarmentPlacement } from '../engine.ts';
import { borderColour } from './background.ts';
import { scaleFrame, shiftFrame } from './body-frame.ts';
import type { RawImage } from './image.ts';

/** How a picture was put in its frame: padded by `left`/`top`, then scaled by `scale`. */
export interface FrameMove {
  left: number;
  top: number;
  scale: number;
  width: number;
  height: number;
}

/** `3:4` as width over height. */
export function aspectValue(aspect: `${number}:${number}`): number {
  const [w, h] = aspect.split(':').map(Number);
  return w! / h!;
}

/**
 * Issue 42: the picture centred in margin of its border's colour at `aspect`, never cropped nor
 * scaled, so every original pixel stays as it was: the demo engine's reframe and a download's
 * other frame (decision 126), where an outpainting model would draw more scene.
 */
export async function padWithEdgeColour(image: RawImage, aspect: number): Promise<RawImage> {
  const padded = paddedToRatio(image, aspect);
  const [r, g, b] = borderColour(image);
  const left = Math.floor((padded.width - image.width) / 2);
  const top = Math.floor((padded.height - image.height) / 2);
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .extend({
      left,
      top,
      right: padded.width - image.width - left,
      bottom: padded.height - image.height - top,
      background: { r, g, b, alpha: 1 },
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The frame a picture goes in (issue 42): padded, never cropped, to `aspect` (width over height),
 * then scaled so its long side is `longSide`. Padding is centred.
 */
export function frameMove(
  size: { width: number; height: number },
  aspect: number,
  longSide: number,
): FrameMove {
  const { width: paddedWidth, height: paddedHeight } = paddedToRatio(size, aspect);
  const scale = longSide / Math.max(paddedWidth, paddedHeight);
  return {
    left: Math.floor((paddedWidth - size.width) / 2),
    top: Math.floor((paddedHeight - size.height) / 2),
    scale,
    width: Math.round(paddedWidth * scale),
    height: Math.round(paddedHeight * scale),
  };
}

/**
 * The picture padded with `fill` and scaled as `move` says (Lanczos 3): the demo engine's
 * reframe, which adds plain margin where an outpainting model would draw more scene.
 */
export async function applyFrame(
  image: RawImage,
  move: FrameMove,
  fill: readonly [number, number, number],
): Promise<RawImage> {
  const paddedWidth = Math.round(move.width / move.scale);
  const paddedHeight = Math.round(move.height / move.scale);
  const background = { r: fill[0], g: fill[1], b: fill[2], alpha: 1 };
  const padded = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .extend({
      left: move.left,
      top: move.top,
      right: Math.max(0, paddedWidth - image.width - move.left),
      bottom: Math.max(0, paddedHeight - image.height - move.top),
      background,
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = await sharp(padded.data, {
    raw: { width: padded.info.width, height: padded.info.height, channels: 4 },
  })
    .resize(move.width, move.height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Where the garment is once the result was framed: its mask and body moved the same way. */
export function framePlacement(placement: GarmentPlacement, move: FrameMove): GarmentPlacement {
  const mask = new Uint8Array(move.width * move.height);
  for (let y = 0; y < move.height; y += 1) {
    const sy = Math.floor(y / move.scale) - move.top;
    if (sy < 0 || sy >= placement.height) continue;
    for (let x = 0; x < move.width; x += 1) {
      const sx = Math.floor(x / move.scale) - move.left;
      if (sx < 0 || sx >= placement.width) continue;
      mask[y * move.width + x] = placement.mask[sy * placement.width + sx]!;
    }
  }
  return {
    ...placement,
    mask,
    body: scaleFrame(shiftFrame(placement.body, move.left, move.top), move.scale),
    width: move.width,
    height: move.height,
  };
}
