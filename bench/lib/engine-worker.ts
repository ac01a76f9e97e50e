import sharp from 'sharp';
import { videoParamsSchema } from '../../src/contracts/tools.ts';
import type { Engine } from '../../src/server/engine/engine.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import {
  loadHuman,
  modelLoadMs,
  removeBackground,
} from '../../src/server/engine/perception/index.ts';
import { checkFidelity } from '../../src/server/fidelity/check-fidelity.ts';
import { checkIdentity } from '../../src/server/fidelity/identity/check-identity.ts';
import { faceVariant } from '../../src/server/fidelity/identity/face-variants.ts';
import { identityPhoto } from '../../src/server/fidelity/identity/identity-photos.ts';
import { renderSample } from '../../src/server/services/samples/render-sample.ts';
import { findSample } from '../../src/server/services/samples/sample-catalogue.ts';

/**
 * One benchmark worker: a fresh process that runs one case of the local engine `runs` times and
 * prints {p50, samples, peakRssMb, loadMs, warmUpMs} as JSON. A process per case, so the peak memory is
 * that tool's alone (models included), as it would be in a generation worker.
 * Usage: tsx bench/lib/engine-worker.ts <case> <runs> [warm]
 */
export type EngineCase = keyof typeof cases;

const photo = () =>
  samplePhoto('fullBody').then((image) =>
    sharp(image).resize(1920, 1080, { fit: 'cover' }).jpeg().toBuffer(),
  );

const cases = {
  baseline: async () => {
    const image = await photo();
    return () => sharp(image).resize(800, 450).jpeg().toBuffer();
  },
  'try-on': async (engine: Engine) => {
    const model = await samplePhoto('fullBody');
    const garments = await variants(await renderSample(findSample('garment-yellow-tshirt')!));
    return (run: number) =>
      engine.tryOn({ model, garment: garments[run]!, params: { category: 'tops' } });
  },
  // The try-on's floor with a new garment: its cut-out (backdrop colours and the person mask,
  // decision 095), which the try-on cannot skip.
  'garment cut-out alone': async () => {
    const garments = await variants(await renderSample(findSample('garment-yellow-tshirt')!));
    return (run: number) => removeBackground(garments[run]!);
  },
  // Issue 41: what the worker's fidelity report costs a try-on result, as the worker makes it:
  // the local try-on hands over the garment's cut-out and where it placed it, so the check
  // decodes the result once and measures.
  'fidelity report (colour, pattern, shape)': async (engine: Engine) => {
    const model = await samplePhoto('fullBody');
    const garment = await renderSample(findSample('garment-yellow-tshirt')!);
    const made = await engine.tryOn({ model, garment, params: { category: 'tops' } });
    return () =>
      checkFidelity({
        product: garment,
        result: made.data,
        category: 'tops',
        placement: made.garmentPlacement,
      });
  },
  // Issue 41: the same report on a remote engine's result, at FASHN's output size (864 × 1296):
  // no placement comes with it, so the garment is found by the pose and the person mask.
  'fidelity report, remote-sized result (pose)': async (engine: Engine) => {
    const model = await samplePhoto('fullBody');
    const garment = await renderSample(findSample('garment-yellow-tshirt')!);
    const made = await engine.tryOn({ model, garment, params: { category: 'tops' } });
    const result = await sharp(made.data)
      .resize(864, 1296, { fit: 'contain', background: '#ffffff' })
      .jpeg()
      .toBuffer();
    return () => checkFidelity({ product: garment, result, category: 'tops' });
  },
  // Issue 42: the identity check of a result made with a brand model (decision 121): both faces
  // found and described (the reference, 320 px, and an 800 × 800 result with the face laid in).
  'fidelity identity check (face vs brand model)': async () => {
    const reference = await identityPhoto('woman-blonde');
    const result = await faceVariant(reference, 'composite');
    return () => checkIdentity(reference, result);
  },
  // A seller dresses several models in one garment: after the first call its cut-out is reused.
  'try-on (garment seen before)': async (engine: Engine) => {
    const model = await samplePhoto('fullBody');
    const garment = await renderSample(findSample('garment-yellow-tshirt')!);
    return () => engine.tryOn({ model, garment, params: { category: 'tops' } });
  },
  'body generator': async (engine: Engine) => {
    const face = await samplePhoto('portrait');
    return () =>
      engine.bodyGenerator({
        face,
        params: {
          gender: 'female',
          height: 165,
          weight: 55,
          age: 28,
          skinTone: 'light',
          bodyType: 'average',
          aspectRatio: '3:4',
        },
      });
  },
  'hairstyle (detected hair)': async (engine: Engine) => {
    const portrait = await samplePhoto('portrait');
    return () =>
      engine.hairstyle({ portrait, params: { styleId: 'noodle-curls', hairColor: 'auburn' } });
  },
  'image editing (face enhancement)': async (engine: Engine) => {
    const image = await samplePhoto('portrait');
    return () =>
      engine.imageEditing({
        image,
        params: {
          preset: 'face-enhancement',
          strength: 0.75,
          guidanceScale: 7.5,
          qualitySteps: 30,
        },
      });
  },
  'image editing (remove background)': async (engine: Engine) => {
    const images = await variants(await photo());
    return (run: number) =>
      engine.imageEditing({
        image: images[run]!,
        params: {
          preset: 'remove-background',
          strength: 0.75,
          guidanceScale: 7.5,
          qualitySteps: 30,
        },
      });
  },
  'image to video 480p 5 s': async (engine: Engine) => {
    const image = await photo();
    return () => engine.imageToVideo({ image, params: videoParamsSchema.parse({}) });
  },
} satisfies Record<string, (engine: Engine) => Promise<(run: number) => Promise<unknown>>>;

/**
 * Ten slightly different copies of an image (brightness 1.00 to 1.09): background cut-outs are
 * cached by the input's bytes, so each run gets new bytes and pays for a real cut-out, as a new
 * upload would.
 */
function variants(image: Buffer): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      sharp(image)
        .modulate({ brightness: 1 + i / 100 })
        .png()
        .toBuffer(),
    ),
  );
}

async function main() {
  const [name, runsText, warm] = process.argv.slice(2) as [EngineCase, string, string?];
  const runs = Number(runsText ?? 3);
  const prepare = cases[name];
  if (!prepare) throw new Error(`unknown case ${name}`);
  const engine = createLocalEngine();
  // `warm`: as a generation worker does at start, the models are warmed before the first call.
  let warmUpMs = 0;
  if (warm === 'warm') {
    const started = performance.now();
    await engine.warmUp?.();
    warmUpMs = performance.now() - started;
  }
  const call = await prepare(engine);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call(i);
    samples.push(performance.now() - started);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      p50: sorted[sorted.length >> 1],
      samples,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
      loadMs: modelLoadMs(),
      warmUpMs,
    }),
  );
}

/** Model load times in a fresh process: Human's models, and the cut-out's first call. */
export async function measureLoads(): Promise<{
  humanMs: number;
  backgroundFirstCallMs: number;
  backgroundNextCallMs: number;
}> {
  await loadHuman();
  const humanMs = modelLoadMs();
  const small = await sharp(await samplePhoto('portrait'))
    .resize(256, 256)
    .png()
    .toBuffer();
  let started = performance.now();
  await removeBackground(small);
  const backgroundFirstCallMs = performance.now() - started;
  const other = await sharp(small).flip().png().toBuffer();
  started = performance.now();
  await removeBackground(other);
  return { humanMs, backgroundFirstCallMs, backgroundNextCallMs: performance.now() - started };
}

if (process.argv[2] === 'loads') {
  console.log(JSON.stringify(await measureLoads()));
} else if (process.argv[2]) {
  await main();
}
