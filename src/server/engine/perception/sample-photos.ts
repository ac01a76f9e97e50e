import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

/**
 * Real photos for tests and benchmarks, cut from the contact sheet that ships inside the
 * @vladmandic/human package (assets/samples.jpg, MIT): its first tile is a full-body model in a
 * neutral A-pose on a plain backdrop, its second a head-and-shoulders portrait with long hair,
 * its fourth a mirror selfie, standing, one arm raised to hold the phone, its sixth a woman
 * seated on a bar stool (issue 40: both were accepted as try-on models). The tiles are small
 * (158 px high), so they are enlarged to a working size: the first two to 800 x 800 as before,
 * the others to 800 px high at their own proportions.
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
  raisedArmSelfie: { left: 545, top: 0, width: 89, height: 158 },
  seated: { left: 797, top: 0, width: 106, height: 158 },
} as const;

export type SamplePhoto = keyof typeof tiles;

/** A shipped sample photo as a PNG, 800 px high (the first two 800 x 800). */
export async function samplePhoto(name: SamplePhoto): Promise<Buffer> {
  const square = name === 'fullBody' || name === 'portrait';
  return sharp(await readFile(sheetPath))
    .extract(tiles[name])
    .resize(square ? 800 : undefined, 800, { kernel: 'lanczos3' })
    .png()
    .toBuffer();
}
