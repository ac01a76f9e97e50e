import sharp from 'sharp';
import { videoParamsSchema } from '../../src/contracts/tools.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import {
  portraitHairMask,
  portraitPhoto,
  productPhoto,
  tShirtPhoto,
} from '../../src/server/engine/local/test-support.ts';
import type { Row } from '../lib/measure.ts';

const resize = (image: Promise<Buffer>, width: number, height: number) =>
  image.then((buffer) => sharp(buffer).resize(width, height).jpeg({ quality: 90 }).toBuffer());

/** Median milliseconds of `runs` calls. */
async function median(runs: number, call: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[runs >> 1]!;
}

/**
 * Each tool of the local engine on photo-sized inputs (a 1024×1024 full-body model photo, a 1000×1000 garment, a
 * 1024×1280 portrait, a 1920×1080 photo), beside a plain sharp resize of the 1920×1080 photo.
 * The processing screen's estimate can start from these.
 */
export async function run(): Promise<Row[]> {
  const engine = createLocalEngine();
  // A real full-body photo: the try-on refuses a model its pose check does not accept.
  const model = await resize(samplePhoto('fullBody'), 1024, 1024);
  const garment = await resize(tShirtPhoto(), 1000, 1000);
  const portrait = await resize(portraitPhoto(), 1024, 1280);
  const mask = await resize(portraitHairMask(), 1024, 1280);
  const photo = await resize(productPhoto(), 1920, 1080);
  const baseline = {
    name: 'sharp resize 1920×1080 → 800×450',
    value: await median(5, () => sharp(photo).resize(800, 450).jpeg().toBuffer()),
  };
  const row = async (metric: string, runs: number, call: () => Promise<unknown>): Promise<Row> => ({
    metric,
    value: await median(runs, call),
    unit: 'ms',
    baseline,
  });
  return [
    await row('try-on (tops)', 3, () =>
      engine.tryOn({ model, garment, params: { category: 'tops' } }),
    ),
    await row('body generator (face photo)', 3, () =>
      engine.bodyGenerator({
        face: portrait,
        params: {
          gender: 'female',
          height: 165,
          weight: 55,
          age: 28,
          skinTone: 'light',
          bodyType: 'average',
          aspectRatio: '3:4',
        },
      }),
    ),
    await row('hairstyle (detected hair, curly)', 3, () =>
      engine.hairstyle({ portrait, params: { styleId: 'noodle-curls', hairColor: 'auburn' } }),
    ),
    await row('hairstyle (painted mask, short)', 3, () =>
      engine.hairstyle({ portrait, mask, params: { styleId: 'pixie', hairColor: 'blonde' } }),
    ),
    await row('image editing (enhance-quality)', 3, () =>
      engine.imageEditing({
        image: photo,
        params: { preset: 'enhance-quality', strength: 0.75, guidanceScale: 7.5, qualitySteps: 30 },
      }),
    ),
    await row('image editing (remove background)', 3, () =>
      engine.imageEditing({
        image: photo,
        params: { prompt: 'xóa nền', strength: 0.75, guidanceScale: 7.5, qualitySteps: 30 },
      }),
    ),
    await row('image to video 480p 5 s natural', 1, () =>
      engine.imageToVideo({ image: photo, params: videoParamsSchema.parse({}) }),
    ),
    await row('image to video 1080p 10 s dramatic', 1, () =>
      engine.imageToVideo({
        image: photo,
        params: videoParamsSchema.parse({
          resolution: '1080p',
          duration: 10,
          motionStyle: 'dramatic',
        }),
      }),
    ),
  ];
}
