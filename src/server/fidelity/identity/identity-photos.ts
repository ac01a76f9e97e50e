import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const assets = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');

/**
 * Face photos for the identity check's tests and calibration only (docs/licences.md: tests and
 * eval only, never shown or sent anywhere): crops of the screenshots that ship in
 * @vladmandic/human's `assets/` (MIT). `screenshot-facedetect.jpg` shows the five faces its demo
 * found in one group photo, so they are five different people; the man among them (`man-group`)
 * is, by eye, the man of the face-ID demo's webcam frame (`man-webcam`) and of the face-match
 * demo's selected face (`man-selected`): three different photos of one person, labelled by us.
 */
const crops = {
  'man-webcam': { file: 'screenshot-faceid.jpg', left: 14, top: 142, width: 140, height: 140 },
  'man-group': { file: 'screenshot-facedetect.jpg', left: 8, top: 346, width: 152, height: 152 },
  'man-selected': { file: 'screenshot-facematch.jpg', left: 0, top: 24, width: 165, height: 170 },
  'woman-dark-hair': {
    file: 'screenshot-facedetect.jpg',
    left: 165,
    top: 346,
    width: 152,
    height: 152,
  },
  'woman-blonde': {
    file: 'screenshot-facedetect.jpg',
    left: 322,
    top: 346,
    width: 152,
    height: 152,
  },
  'woman-auburn': {
    file: 'screenshot-facedetect.jpg',
    left: 479,
    top: 346,
    width: 152,
    height: 152,
  },
  'woman-grey': { file: 'screenshot-facedetect.jpg', left: 636, top: 346, width: 152, height: 152 },
} as const;

export type IdentityPhoto = keyof typeof crops;
export const identityPhotos = Object.keys(crops) as IdentityPhoto[];

/** Who each photo shows: photos of one person share a name. */
export const personOf: Record<IdentityPhoto, string> = {
  'man-webcam': 'man',
  'man-group': 'man',
  'man-selected': 'man',
  'woman-dark-hair': 'woman-dark-hair',
  'woman-blonde': 'woman-blonde',
  'woman-auburn': 'woman-auburn',
  'woman-grey': 'woman-grey',
};

/** One face photo as a PNG, enlarged to 320 px on its long side (the crops are ~150 px). */
export async function identityPhoto(name: IdentityPhoto): Promise<Buffer> {
  const { file, ...region } = crops[name];
  return sharp(await readFile(path.join(assets, file)))
    .extract(region)
    .resize(320, 320, { fit: 'inside', kernel: 'lanczos3' })
    .png()
    .toBuffer();
}
