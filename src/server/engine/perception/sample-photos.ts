import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

/**
 * Real photos for tests and benchmarks, cut from the contact sheet that ships inside the
 * @vladmandic/human package (assets/samples.jpg, MIT): its first tile is a full-body model in a
 * neutral A-pose on a plain backdrop, its second a head-and-shoulders portrait with long hair.
 * The tiles are small (160 px), so they are enlarged to a working size.
 */
const sheetPath = path.join(
  path.dirname(require.resolve('@vladmandic/human')),
  '..',
  'assets',
  'samples.jpg',
);

const tiles = {
  fullBody: { left: 0, top: 0, width: 160, height: 160 },
  portrait: { left: 160, top: 0, width: 160, height: 160 },
} as const;

export type SamplePhoto = keyof typeof tiles;

/** A shipped sample photo as an 800 x 800 PNG. */
export async function samplePhoto(name: SamplePhoto): Promise<Buffer> {
  return sharp(await readFile(sheetPath))
    .extract(tiles[name])
    .resize(800, 800, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
}
