import type { RgbImage } from '../engine/perception/rgb-image.ts';
import type { GarmentRegion } from './garment-region.ts';

/** Synthetic garments for the fidelity tests, built in memory (never used in production). */

type Rgb = readonly [number, number, number];

/** A seeded generator, so a picture's noise is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export function rgbImage(width: number, height: number, fill: Rgb = [255, 255, 255]): RgbImage {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) data.set(fill, i * 3);
  return { data, width, height, scale: 1, originalWidth: width, originalHeight: height };
}

export interface GarmentOptions {
  width?: number;
  height?: number;
  /** The garment's box: left, top, width, height. */
  box?: readonly [number, number, number, number];
  body?: Rgb;
  /** Horizontal stripes of this colour, `stripeShare` of the garment. */
  stripe?: Rgb;
  stripeShare?: number;
  /** Per-channel noise, ± this much, like fabric and sensor grain. */
  noise?: number;
  seed?: number;
}

/**
 * A striped garment on a light grey backdrop, and its mask. The backdrop is a colour the garment
 * does not have, so a mask that leaked would show in the palette.
 */
export function stripedGarment(options: GarmentOptions = {}): GarmentRegion {
  const {
    width = 200,
    height = 200,
    box = [40, 30, 120, 150],
    body = [170, 35, 50],
    stripe = [235, 225, 200],
    stripeShare = 0.3,
    noise = 6,
    seed = 7,
  } = options;
  const image = rgbImage(width, height, [90, 200, 90]);
  const mask = new Uint8Array(width * height);
  const next = random(seed);
  const [left, top, boxWidth, boxHeight] = box;
  const period = 10;
  for (let y = top; y < top + boxHeight; y++) {
    const colour = (y - top) % period < stripeShare * period ? stripe : body;
    for (let x = left; x < left + boxWidth; x++) {
      const pixel = y * width + x;
      mask[pixel] = 255;
      for (let channel = 0; channel < 3; channel++) {
        const grain = Math.round((next() * 2 - 1) * noise);
        image.data[pixel * 3 + channel] = Math.min(255, Math.max(0, colour[channel]! + grain));
      }
    }
  }
  return { image, mask };
}
