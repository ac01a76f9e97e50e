import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productToModelParamsSchema } from '../../src/contracts/product-to-model.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { EngineError, failsAtOnce, type ProviderCall } from '../../src/server/engine/engine.ts';
import { findRequestOf } from '../../src/server/engine/fal/request-store.ts';
import { createFashnEngine } from '../../src/server/engine/fashn/index.ts';
import { createLogger } from '../../src/server/logger.ts';
import { startFakeFashn, type FakeFashn } from '../support/fake-fashn.ts';
import { createTestDatabase } from './support/test-database.ts';

/** The FASHN engine against the fake FASHN API over a real socket, on a real database. */
describe('the FASHN engine', () => {
  let database: Database;
  let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let fake: FakeFashn;
  let userId: string;
  const photo = (colour: string, width = 60, height = 90) =>
    sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    fresh = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-fashn-'));
    database = await openDatabase({
      DATABASE_URL: fresh.url,
      DATA_DIR: dataDir,
      PGLITE_PORT: 0,
      DB_POOL_MAX: 4,
    });
    await runMigrations(database.pool);
    const users = await database.pool.query<{ id: string }>(
      "insert into users (email, name) values ('fashn@example.com', 'FASHN') returning id",
    );
    userId = users.rows[0]!.id;
    fake = await startFakeFashn();
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
    await fresh.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const newGeneration = async (tool: string) => {
    const rows = await database.pool.query<{ id: string }>(
      "insert into generations (user_id, tool, status) values ($1, $2, 'processing') returning id",
      [userId, tool],
    );
    return rows.rows[0]!.id;
  };
  const engineWith = (key = fake.key) =>
    createFashnEngine({
      db: database.db,
      env: {
        FASHN_API_URL: fake.url,
        FASHN_API_KEY: key,
        FASHN_POLL_MS: 10,
        FASHN_HTTP_TIMEOUT_MS: 5_000,
      },
      logger: createLogger({ LOG_LEVEL: 'silent' }),
    });
  const calls: ProviderCall[] = [];
  const onProviderCall = (call: ProviderCall) => {
    calls.push(call);
    return Promise.resolve();
  };
  const inputsOf = (index = -1) => fake.predictions.at(index)!.inputs;

  it('sends product to model the product image, the face reference, the frame and the resolution', async () => {
    const product = await photo('#c04040');
    const face = await photo('#e0b090', 40, 40);
    const generationId = await newGeneration('product-to-model');
    const params = productToModelParamsSchema.parse({
      productKind: 'flat-lay',
      model: '7b0d3c4e-1111-4222-8333-944455556666',
      aspectRatio: '3:4',
      resolution: '2k',
      seed: 7,
    });
    const result = await engineWith().productToModel({
      product,
      model: { photo: await photo('#808080'), faceReference: face },
      params,
      generationId,
      onProviderCall,
    });
    const inputs = inputsOf();
    expect(fake.predictions.at(-1)!.modelName).toBe('product-to-model');
    expect(inputs.product_image).toBe(`data:image/png;base64,${product.toString('base64')}`);
    expect(inputs.face_reference).toBe(`data:image/png;base64,${face.toString('base64')}`);
    expect(inputs).toMatchObject({ aspect_ratio: '3:4', resolution: '2k', seed: 7 });
    expect(inputs).not.toHaveProperty('model_image');
    expect(result).toMatchObject({ model: 'product-to-model', contentType: 'image/png' });
    expect(result.width / result.height).toBeCloseTo(3 / 4, 1);
    expect(calls.at(-1)).toMatchObject({ engine: 'fashn', outcome: 'ok', billed: true, images: 1 });
    expect(await findRequestOf(database.db, generationId)).toMatchObject({
      provider: 'fashn',
      status: 'OK',
    });
  });

  it('maps the try-on parameters to tryon-v1.6 and returns every sample', async () => {
    const result = await engineWith().tryOn({
      model: await photo('#808080'),
      garment: await photo('#4040c0'),
      params: { category: 'ao-dai', mode: 'fast', garmentPhotoType: 'flat-lay', numSamples: 2 },
      generationId: await newGeneration('virtual-tryon'),
    });
    expect(inputsOf()).toMatchObject({
      category: 'one-pieces',
      mode: 'performance',
      garment_photo_type: 'flat-lay',
      num_samples: 2,
      return_base64: true,
    });
    expect(result.model).toBe('tryon-v1.6');
    expect(result.samples).toHaveLength(1);
  });

  it('fails a failed prediction at once, unbilled, with its own message', async () => {
    fake.nextOutcome({ error: { name: 'ContentModerationError', message: 'blocked' } });
    const generationId = await newGeneration('model-swap');
    const error = await engineWith()
      .modelSwap({
        source: await photo('#a0a0a0'),
        model: { photo: await photo('#808080') },
        params: { category: 'auto', resolution: '1k' },
        generationId,
        onProviderCall,
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(failsAtOnce(error)).toBe(true);
    expect((error as EngineError).messageKey).toBe('generation.engine.contentPolicy');
    expect(calls.at(-1)).toMatchObject({ outcome: 'failed', billed: false });
    expect(inputsOf().face_reference_mode).toBe('match_base');
  });

  it('leaves a rate limit and a server error to the job retry, which then succeeds', async () => {
    const generationId = await newGeneration('virtual-tryon');
    const input = {
      model: await photo('#808080'),
      garment: await photo('#4040c0'),
      params: { category: 'tops' as const },
      generationId,
    };
    fake.nextOutcome({ runError: { status: 429, name: 'RateLimitExceeded' } });
    const limited = await engineWith()
      .tryOn(input)
      .catch((caught: unknown) => caught);
    expect(failsAtOnce(limited)).toBe(false);
    expect(await findRequestOf(database.db, generationId)).toBeUndefined();
    fake.nextOutcome({ statusFailures: 1, statusFailureCode: 500 });
    const broken = await engineWith()
      .tryOn(input)
      .catch((caught: unknown) => caught);
    expect(failsAtOnce(broken)).toBe(false);
    const runs = fake.runs().length;
    const result = await engineWith().tryOn(input);
    expect(result.model).toBe('tryon-v1.6');
    // The retry polled the prediction the second attempt started: no third run.
    expect(fake.runs()).toHaveLength(runs);
  });

  it('resumes the accepted prediction of a retried job instead of paying for a second', async () => {
    const generationId = await newGeneration('product-to-model');
    const input = {
      product: await photo('#c04040'),
      model: {},
      params: productToModelParamsSchema.parse({ aspectRatio: '9:16' }),
      generationId,
    };
    fake.nextOutcome({ runMs: 200 });
    const stop = new AbortController();
    const first = engineWith().productToModel({ ...input, signal: stop.signal });
    // The worker dies while the prediction runs: the job's next attempt takes over.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = fake.runs().length;
    const second = await engineWith().productToModel(input);
    stop.abort();
    await first.catch(() => undefined);
    expect(fake.runs()).toHaveLength(before);
    expect(second.width / second.height).toBeCloseTo(9 / 16, 1);
    expect(inputsOf().prompt).toBe('plain white studio background');
  });

  it('refuses a wrong key as a configuration error, at once', async () => {
    const error = await engineWith('fa-wrong')
      .tryOn({
        model: await photo('#808080'),
        garment: await photo('#4040c0'),
        params: { category: 'auto' },
        generationId: await newGeneration('virtual-tryon'),
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'refused', messageKey: 'generation.engine.configuration' });
    expect(fake.requests.at(-1)).toMatchObject({ status: 401 });
  });

  it("answers a misspelt input with FASHN's 400 BadRequest, and serves URL outputs", async () => {
    const post = (inputs: Record<string, unknown>) =>
      fetch(`${fake.url}/v1/run`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model_name: 'product-to-model', inputs }),
      });
    const misspelt = await post({ product_image: 'https://example.com/p.jpg', aspectRatio: '3:4' });
    expect(misspelt.status).toBe(400);
    expect(await misspelt.json()).toMatchObject({ error: 'BadRequest' });
    const started = await post({ product_image: 'https://example.com/p.jpg' });
    const { id } = (await started.json()) as { id: string };
    await new Promise((resolve) => setTimeout(resolve, 40));
    const status = await fetch(`${fake.url}/v1/status/${id}`, {
      headers: { authorization: `Bearer ${fake.key}` },
    });
    const body = (await status.json()) as { status: string; output: string[] };
    expect(body.status).toBe('completed');
    const file = await fetch(body.output[0]!);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('png');
  });
});
