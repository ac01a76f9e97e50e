import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { samplePhoto } from '../perception/sample-photos.ts';
import { renderSample } from '../../services/samples/render-sample.ts';
import { sampleCatalogue } from '../../services/samples/sample-catalogue.ts';

/** One picture the cut-out is judged on: a person photo or a garment (product) photo. */
export interface CutOutSample {
  id: string;
  kind: 'person' | 'garment';
  load: () => Promise<Buffer>;
}

const root = path.join(import.meta.dirname, '..', '..', '..', '..');

/** Where each sample's reference mask is kept (tests/fixtures/cut-out-masks/README.md). */
export const referenceMaskDir = path.join(root, 'tests', 'fixtures', 'cut-out-masks');

const publicAsset = (file: string) => () => readFile(path.join(root, 'public', 'media', file));

/** The test suites' own drawn inputs (tests/integration/support/studio-inputs.ts, the bench's mix). */
const drawn = (svg: string) => () => sharp(Buffer.from(svg)).png().toBuffer();
const shopTShirt = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300">
  <rect width="300" height="300" fill="#ffffff"/>
  <path d="M60 60 L120 40 L180 40 L240 60 L270 120 L220 135 L220 270 L80 270 L80 135 L30 120 Z" fill="#d0253a"/>
</svg>`;
const benchTShirt = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
  <rect width="600" height="800" fill="#ffffff"/>
  <path d="M220 150 Q300 200 380 150 L500 210 L460 320 L410 290 L410 650 L190 650 L190 290 L140 320 L100 210 Z"
    fill="hsl(216, 70%, 45%)"/></svg>`;

/**
 * Every picture the engine, its tests, the bench and the site take a cut-out of: the two real
 * photos, the six sample models and the ten sample garments of the studio's library, the
 * home page's hero pictures, and the drawn garments of the integration tests and the bench.
 */
export const cutOutSamples: readonly CutOutSample[] = [
  { id: 'photo-full-body', kind: 'person', load: () => samplePhoto('fullBody') },
  { id: 'photo-portrait', kind: 'person', load: () => samplePhoto('portrait') },
  ...sampleCatalogue.map((entry) => ({
    id: entry.id,
    kind: entry.kind === 'model' ? ('person' as const) : ('garment' as const),
    load: () => renderSample(entry),
  })),
  { id: 'hero-before', kind: 'person', load: publicAsset('hero-before-600.webp') },
  { id: 'hero-after', kind: 'person', load: publicAsset('hero-after-600.webp') },
  { id: 'hero-garment', kind: 'garment', load: publicAsset('hero-garment-600.webp') },
  { id: 'test-shop-t-shirt', kind: 'garment', load: drawn(shopTShirt) },
  { id: 'bench-t-shirt', kind: 'garment', load: drawn(benchTShirt) },
];

/** A sample's reference mask: one byte a pixel, 255 = subject, at the sample's size. */
export async function referenceMask(
  id: string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(path.join(referenceMaskDir, `${id}.png`))
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
