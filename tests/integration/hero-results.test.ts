import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeHeroResults } from '../../scripts/assets/hero-results/make-hero-results.ts';
import { openTryOnEngine, type TryOnEngine } from '../../scripts/lib/try-on-engine.ts';
import { heroCaptionKind } from '../../src/components/home/hero-results.ts';
import { siteEngines } from '../../src/lib/site-engines.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { TRY_ON_MODEL } from './support/remote-engine.ts';

// Decision 098: `npm run hero` makes the hero's pictures with the deployment's try-on engine,
// built from GENERATION_ENGINES and the provider's key as the API builds it. Here the try-on is
// on fal (the fake that follows fal's queue protocol); the output goes to a scratch directory.
let fake: FakeFal;
let tryOn: TryOnEngine;
let out: string;
const engines = 'virtual-tryon=fal';
beforeAll(async () => {
  fake = await startFakeFal();
  out = await mkdtemp(path.join(tmpdir(), 'kieu-hero-'));
  tryOn = await openTryOnEngine({
    GENERATION_ENGINES: engines,
    FAL_KEY: fake.key,
    FAL_QUEUE_URL: fake.url,
    FAL_API_URL: `${fake.url}/v1`,
    FAL_JWKS_URL: fake.jwksUrl,
    FAL_POLL_MS: '50',
  });
});
afterAll(async () => {
  await tryOn?.close();
  await fake?.close();
  if (out) await rm(out, { recursive: true, force: true });
});

describe('making the hero with the configured try-on engine', () => {
  it("writes fal's pictures in both formats and widths, named as fal's, with the times measured", async () => {
    const factsFile = path.join(out, 'facts', 'hero-results.json');
    const media = path.join(out, 'media');
    for (let call = 0; call < 3; call += 1) fake.nextOutcome(TRY_ON_MODEL, { runMs: 150 });
    const returned = await makeHeroResults({
      engine: tryOn.engine,
      generationId: tryOn.generationId,
      outDir: media,
      factsFile,
      runs: 1,
    });

    // The hero try-on, one new garment and one repeat, each a fal request of our samples.
    const tryOns = fake.requests.filter((request) => request.modelId === TRY_ON_MODEL);
    expect(tryOns).toHaveLength(3);
    expect(String(tryOns[0]!.input.model_image)).toMatch(/^data:image\/png;base64,/);
    // Each request's payloads deleted at fal once the result was kept (decision 058).
    expect(tryOns.every((request) => request.payloadDeletes === 1)).toBe(true);

    const facts = JSON.parse(await readFile(factsFile, 'utf8'));
    expect(facts).toEqual(returned);
    expect(facts).toMatchObject({
      engine: 'fal',
      samples: { model: 'model-lan', garment: 'garment-red-dress' },
      width: 300,
      height: 400,
      newGarment: { runs: 1 },
      repeat: { runs: 1 },
    });
    // The wall-clock wait includes the fake's 150 ms of work.
    expect(facts.firstMs).toBeGreaterThanOrEqual(150);
    expect(facts.newGarment.slowestMs).toBeGreaterThanOrEqual(150);
    expect(facts.repeat.slowestMs).toBeGreaterThanOrEqual(150);
    expect(facts.newGarment.medianCpuMs).toBeGreaterThanOrEqual(0);

    const names = ['before', 'garment', 'after'].flatMap((picture) =>
      [300, 600].flatMap((width) => ['avif', 'webp'].map((format) => ({ picture, width, format }))),
    );
    expect((await readdir(media)).sort()).toEqual(
      names.map(({ picture, width, format }) => `hero-${picture}-${width}.${format}`).sort(),
    );
    for (const { picture, width, format } of names) {
      const meta = await sharp(path.join(media, `hero-${picture}-${width}.${format}`)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        format === 'avif' ? 'heif' : 'webp',
        width,
        (width * 4) / 3,
      ]);
    }
    // fal's result (the fake's purple picture), not the local engine's drawing.
    const { dominant } = await sharp(path.join(media, 'hero-after-300.webp')).stats();
    expect([dominant.r, dominant.g, dominant.b]).toEqual([
      expect.closeTo(0x7a, -1.5),
      expect.closeTo(0x4b, -1.5),
      expect.closeTo(0x9c, -1.5),
    ]);

    // A site built with the same configuration calls these pictures fal's real output.
    expect(heroCaptionKind(siteEngines(engines)['virtual-tryon'], facts.engine)).toBe('real');
  });
});
