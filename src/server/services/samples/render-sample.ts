import sharp from 'sharp';
import { createLocalEngine } from '../../engine/local/index.ts';
import type { GarmentShape, SampleEntry } from './sample-catalogue.ts';

/** Garment drawings: 600 x 800, the garment centred on white. */
const GARMENT_WIDTH = 600;
const GARMENT_HEIGHT = 800;

const garmentPaths: Record<GarmentShape, string> = {
  dress:
    'M240 90 L360 90 L380 150 L360 330 L470 720 L130 720 L240 330 L220 150 Z M255 90 Q300 140 345 90',
  skirt: 'M200 200 L400 200 L480 640 L120 640 Z',
  't-shirt':
    'M220 150 Q300 200 380 150 L500 210 L460 320 L410 290 L410 650 L190 650 L190 290 L140 320 L100 210 Z',
  blouse:
    'M230 140 L300 200 L370 140 L480 200 L470 520 L420 520 L420 640 Q300 680 180 640 L180 520 L130 520 L120 200 Z',
  trousers: 'M200 120 L400 120 L430 720 L330 720 L300 300 L270 720 L170 720 Z',
  jacket:
    'M220 130 L300 250 L380 130 L490 190 L500 600 L430 600 L420 330 L420 600 L180 600 L180 330 L170 600 L100 600 L110 190 Z',
  // A long fitted tunic with a mandarin collar, long sleeves and a flap to below the knee.
  'ao-dai':
    'M276 60 L324 60 L330 86 L392 100 L408 424 L380 424 L372 204 L364 196 L356 310 L380 760 L220 760 L244 310 L236 196 L228 204 L220 424 L192 424 L208 100 L270 86 Z',
  // A loose collarless blouse to the hip with long sleeves.
  'ao-ba-ba':
    'M250 110 Q300 150 350 110 L400 120 L450 170 L490 520 L450 528 L410 260 L395 250 L410 640 L190 640 L205 250 L190 260 L150 528 L110 520 L150 170 L200 120 Z',
  coat: 'M225 110 L300 260 L375 110 L480 170 L500 560 L440 560 L440 740 L160 740 L160 560 L100 560 L120 170 Z',
};

function garmentSvg(shape: GarmentShape, colour: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${GARMENT_WIDTH}" height="${GARMENT_HEIGHT}" viewBox="0 0 ${GARMENT_WIDTH} ${GARMENT_HEIGHT}">
<rect width="100%" height="100%" fill="#ffffff"/>
<path d="${garmentPaths[shape]}" fill="${colour}" fill-rule="evenodd" stroke="#00000033" stroke-width="4" stroke-linejoin="round"/>
</svg>`;
}

async function render(entry: SampleEntry): Promise<Buffer> {
  if (entry.kind === 'model') {
    const result = await createLocalEngine().bodyGenerator({ params: entry.body! });
    return result.data;
  }
  return sharp(Buffer.from(garmentSvg(entry.shape!, entry.colour!)))
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

const cache = new Map<string, Promise<Buffer>>();

/**
 * A sample's PNG, drawn once per process and kept in memory; a failed drawing is forgotten so
 * the next call tries again.
 * @example const png = await renderSample(findSample('model-lan')!);
 */
export function renderSample(entry: SampleEntry): Promise<Buffer> {
  let png = cache.get(entry.id);
  if (!png) {
    png = render(entry);
    cache.set(entry.id, png);
    png.catch(() => cache.delete(entry.id));
  }
  return png;
}
