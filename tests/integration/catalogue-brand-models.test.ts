import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandModel } from '../../src/contracts/brand-models.ts';
import { batchSubmitResponseSchema, exportResponseSchema } from '../../src/contracts/catalogue.ts';
import { generations } from '../../src/server/db/schema.ts';
import { call } from './support/accounts.ts';
import { apiClient, v1, v1Upload } from './support/public-api.ts';
import { completedBatch, seller } from './support/catalogue.ts';
import { grantTestCredits, subscribe } from './support/payments.ts';
import { fullBodyPhoto, garmentPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { readZip } from './support/zip.ts';

// Issue 42 point 4, decision 123: a catalogue for a seller with no model photos, products ×
// brand models as product-to-model cells, on the demo engine.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api?.stop());

const db = () => api.deps.database.db;

/** A ready brand model made from a consented full-body photo (free, no job). */
async function photoModel(token: string, name: string): Promise<BrandModel> {
  const photo = await uploadAsset(api, token, await fullBodyPhoto(), 'model');
  const res = await call(api, 'POST', '/models', { token, body: { name, photo: photo.id } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as BrandModel;
}

async function exportedManifest(token: string, batchId: string): Promise<string[][]> {
  const started = await call(api, 'POST', '/catalogue/exports', {
    token,
    body: { preset: 'original', batchId },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const id = exportResponseSchema.parse(started.body).export.id;
  for (let i = 0; i < 600; i += 1) {
    const res = await call(api, 'GET', `/catalogue/exports/${id}`, { token });
    const view = exportResponseSchema.parse(res.body).export;
    if (view.status === 'failed') throw new Error(view.error ?? 'export failed');
    if (view.status === 'ready') {
      const entries = readZip(Buffer.from(await (await fetch(view.url!)).arrayBuffer()));
      const lines = entries.get('manifest.csv')!.toString('utf8').slice(1).split('\r\n');
      return lines.slice(1, -1).map((line) => line.split(',').slice(0, 3));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('export still running');
}

describe('a catalogue of brand models (issue 42 point 4, decision 123)', () => {
  it('runs 3 products × 2 brand models as product to model, one model per column, named in the export', async () => {
    const who = await seller(api, { garments: 3, models: 0, tryOnsSucceed: true });
    // The free plan runs 4 cells at most; basic runs 20.
    await subscribe(api, who.email, 'basic');
    await grantTestCredits(api, who.email, 30);
    const lan = await photoModel(who.token, 'Lan');
    const mai = await photoModel(who.token, 'Mai');
    const res = await call(api, 'POST', '/catalogue/batches', {
      token: who.token,
      body: { tool: 'product-to-model', garments: who.garments, models: [lan.id, mai.id] },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const submitted = batchSubmitResponseSchema.parse(res.body);
    // Product to model's 2 credits per cell at 1k and 3 for a brand model's identity (decision
    // 124), the whole grid held at once.
    expect(submitted.batch).toMatchObject({ tool: 'product-to-model', credits: 30 });
    expect(submitted.batch.cells.map((cell) => cell.model_choice)).toEqual([
      lan.id,
      mai.id,
      lan.id,
      mai.id,
      lan.id,
      mai.id,
    ]);
    expect(submitted.batch.cells.map((cell) => cell.garment_asset_id)).toEqual(
      who.garments.flatMap((garment) => [garment, garment]),
    );

    const done = await completedBatch(api, who.token, submitted.batch.id);
    expect(done.counts, JSON.stringify(done.cells.map((cell) => cell.error))).toMatchObject({
      total: 6,
      success: 6,
    });
    const rows = await db()
      .select({
        id: generations.id,
        tool: generations.tool,
        brandModelId: generations.brandModelId,
        params: generations.params,
        catalogue: generations.catalogue,
      })
      .from(generations)
      .where(eq(generations.batchId, submitted.batch.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Every cell of a column records the same brand model, by id and by name.
    const columns = done.cells.map((cell) => {
      const row = byId.get(cell.generation_id)!;
      return [
        row.tool,
        row.brandModelId,
        (row.params as { model?: string }).model,
        (row.catalogue as { model: string }).model,
      ];
    });
    const column = (model: BrandModel) => ['product-to-model', model.id, model.id, model.name];
    expect(columns).toEqual([lan, mai, lan, mai, lan, mai].map(column));

    const manifest = await exportedManifest(who.token, submitted.batch.id);
    expect(manifest.map(([sku, , model]) => `${sku} ${model}`).sort()).toEqual(
      ['AO-1 Lan', 'AO-1 Mai', 'AO-2 Lan', 'AO-2 Mai', 'AO-3 Lan', 'AO-3 Mai'].sort(),
    );
  }, 240_000);

  it('refuses a model the tool would refuse before anything is held, and model photos by choice', async () => {
    const who = await seller(api, { garments: 1, models: 1, tryOnsSucceed: true });
    const count = async () =>
      ((await call(api, 'GET', '/catalogue/batches', { token: who.token })).body.items as unknown[])
        .length;
    const unknown = await call(api, 'POST', '/catalogue/batches', {
      token: who.token,
      lang: 'en',
      body: {
        tool: 'product-to-model',
        garments: who.garments,
        models: ['model-lan', '00000000-0000-4000-8000-000000000000'],
      },
    });
    expect(unknown.status, JSON.stringify(unknown.body)).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'model_not_found' });
    // A try-on batch names model photos by their ids, not sample ids.
    const tryOn = await call(api, 'POST', '/catalogue/batches', {
      token: who.token,
      lang: 'en',
      body: { garments: who.garments, models: ['model-lan'] },
    });
    expect(tryOn.status, JSON.stringify(tryOn.body)).toBe(422);
    expect(JSON.stringify(tryOn.body)).toContain('models');
    expect(await count()).toBe(0);
  });
});

describe('POST /v1/product-to-model/batches (issue 42 point 4, decision 123)', () => {
  it('runs products × a brand model and a sample through the API, read back with the batch’s service', async () => {
    const client = await apiClient(api, { services: ['product-to-model'] });
    await grantTestCredits(api, client.email, 20);
    const lan = await photoModel(client.session, 'Lan');
    const garments = [];
    for (const sku of ['AO-1', 'AO-2']) {
      const upload = await v1Upload(api, client.value, await garmentPhoto(), { kind: 'garment' });
      garments.push({ id: (upload.body as { id: string }).id, category: 'auto', sku, color: 'Đỏ' });
    }
    const res = await v1(api, 'POST', '/v1/product-to-model/batches', {
      value: client.value,
      body: { models: [lan.id, 'model-minh'], garments, params: { aspectRatio: '1:1' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const id = (res.body.batch as { id: string }).id;
    let batch: { status: string; jobs: { id: string; status: string; params: object }[] };
    for (let i = 0; ; i += 1) {
      batch = (await v1(api, 'GET', `/v1/batches/${id}`, { value: client.value })).body
        .batch as typeof batch;
      if (batch.status === 'completed' || i > 600) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(batch.jobs.map((job) => job.status)).toEqual(Array(4).fill('succeeded'));
    expect(batch.jobs.map((job) => (job.params as { model: string }).model)).toEqual([
      lan.id,
      'model-minh',
      lan.id,
      'model-minh',
    ]);
    const rows = await db()
      .select({ brandModelId: generations.brandModelId, params: generations.params })
      .from(generations)
      .where(eq(generations.batchId, id));
    expect(rows.map((row) => row.brandModelId).sort()).toEqual([lan.id, lan.id, null, null].sort());
    expect(rows.every((row) => (row.params as { aspectRatio: string }).aspectRatio === '1:1')).toBe(
      true,
    );

    // A token without product to model reads nor submits the batch: 403 naming the service.
    const other = await call(api, 'POST', '/api-tokens', {
      token: client.session,
      body: { name: 'Try-on only', services: ['virtual-tryon'], rateLimitPerMinute: 1000 },
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const tryOnOnly = other.body.value as string;
    const read = await v1(api, 'GET', `/v1/batches/${id}`, { value: tryOnOnly });
    expect(read.status).toBe(403);
    expect(read.body).toMatchObject({ code: 'service_not_permitted', service: 'product-to-model' });
    const refused = await v1(api, 'POST', '/v1/product-to-model/batches', {
      value: tryOnOnly,
      body: { models: ['model-minh'], garments },
    });
    expect(refused.status).toBe(403);
  }, 240_000);
});
