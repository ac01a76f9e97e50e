import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueBatches, creditCharges, generations, users } from '../../src/server/db/schema.ts';
import { apiClient, v1, v1Upload, type ApiClient } from './support/public-api.ts';
import { fullBodyPhoto, garmentPhoto } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Issue 45, defects 9, 10, 11, 14 and 17 (decision 129), on an API without workers (every job
 * stays queued): a batch that repeats an upload is refused before anything is held, a replayed
 * batch answers the real balance, refusals speak the API's words with one path notation,
 * `category: "auto"` takes the category stored with the garment upload, and the guide's sample
 * models are ones the try-on takes.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ RUN_WORKERS: 'false' });
});
afterAll(() => api?.stop());

const db = () => api.deps.database.db;

async function userIdOf(client: ApiClient) {
  const [user] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, client.email));
  return user!.id;
}

/** POST /v1/uploads of a garment with its stored category. */
async function garmentUpload(client: ApiClient, category?: string) {
  const form = new FormData();
  form.append('kind', 'garment');
  if (category) form.append('category', category);
  form.append('file', new File([new Uint8Array(await garmentPhoto())], 'ao-dai.png'));
  const res = await fetch(`${api.url}/v1/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.value}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function modelUpload(client: ApiClient) {
  const res = await v1Upload(api, client.value, await fullBodyPhoto(), { kind: 'model' });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('batch requests (issue 45, defects 9 and 10)', () => {
  let client: ApiClient;
  let model: string;
  let garment: string;
  beforeAll(async () => {
    client = await apiClient(api, { services: ['virtual-tryon'] });
    [model, garment] = [await modelUpload(client), await garmentUpload(client)];
  });

  it('refuses a grid that repeats an upload, naming each repeat, with nothing held', async () => {
    const balance = async () =>
      (await v1(api, 'GET', '/v1/balance', { value: client.value })).body.balance as number;
    const before = await balance();
    const grid = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: client.value,
      body: {
        models: Array.from({ length: 10 }, () => model),
        garments: Array.from({ length: 10 }, (_, n) => ({
          id: garment,
          category: 'tops',
          sku: `AO-${n}`,
        })),
      },
    });
    expect([grid.status, grid.body.code]).toEqual([422, 'validation_failed']);
    const errors = grid.body.errors as { path: string; message: string }[];
    expect(errors).toHaveLength(18);
    expect(errors[0]).toEqual({
      path: 'garments.1.id',
      message:
        'garments.1.id repeats garments.0.id: a batch takes each garment and each model once. To label one photo with two SKUs, upload it once for each.',
    });
    expect(errors.map((error) => error.path)).toContain('models.9');
    const userId = await userIdOf(client);
    expect(
      await db().select().from(catalogueBatches).where(eq(catalogueBatches.userId, userId)),
    ).toEqual([]);
    expect(await db().select().from(creditCharges).where(eq(creditCharges.userId, userId))).toEqual(
      [],
    );
    expect(await balance()).toBe(before);
  });

  it('answers a replayed batch with the balance as it is, not null', async () => {
    const submit = () =>
      v1(api, 'POST', '/v1/virtual-tryon/batches', {
        value: client.value,
        headers: { 'idempotency-key': 'replay-balance' },
        body: { models: [model], garments: [{ id: garment, category: 'tops' }] },
      });
    const first = await submit();
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(typeof first.body.balance).toBe('number');
    const again = await submit();
    expect(again.status).toBe(200);
    expect(again.body.balance).toBe(first.body.balance);
  });
});

describe('API refusals in API words, one path notation (issue 45, defect 11)', () => {
  let client: ApiClient;
  let model: string;
  let garment: string;
  beforeAll(async () => {
    client = await apiClient(api);
    [model, garment] = [await modelUpload(client), await garmentUpload(client)];
  });

  const unknownId = '6c2f1a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
  const errorsOf = (res: { body: Record<string, unknown> }) =>
    res.body.errors as { path: string; message: string }[];

  it('names an unknown garment or model upload by its path, in en and vi', async () => {
    const garmentMissing = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: client.value,
      body: { models: [model], garments: [{ id: unknownId, category: 'tops' }] },
    });
    expect(errorsOf(garmentMissing)).toEqual([
      {
        path: 'garments.0.id',
        message:
          'garments.0.id is not the id of an upload in this account; it may have been deleted.',
      },
    ]);
    const modelMissing = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: client.value,
      lang: 'vi',
      body: { models: [unknownId], garments: [{ id: garment, category: 'tops' }] },
    });
    expect(errorsOf(modelMissing)).toEqual([
      {
        path: 'models.0',
        message:
          'models.0 không phải id của một tệp đã tải lên trong tài khoản này; có thể tệp đã bị xóa.',
      },
    ]);
  });

  it('says which values a list takes, auto and ao-dai included, and which length a field has', async () => {
    const categories = 'dresses, tops, bottoms, outerwear, ao-dai, ao-ba-ba, auto';
    const tryOn = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      body: { inputs: { person: model, clothing: garment }, params: { category: 'skirt' } },
    });
    expect(errorsOf(tryOn)).toEqual([
      { path: 'params.category', message: `params.category must be one of: ${categories}.` },
    ]);
    const batch = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: client.value,
      body: { models: [model], garments: [{ id: garment, category: 'ao dai' }] },
    });
    expect(errorsOf(batch)).toEqual([
      {
        path: 'garments.0.category',
        message: `garments.0.category must be one of: ${categories}.`,
      },
    ]);
    const edit = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: client.value,
      body: { inputs: { source: model }, params: { preset: 'sharpen-everything' } },
    });
    expect(errorsOf(edit)[0]!.message).toMatch(/^params\.preset must be one of: .*reframe/);
    const longHook = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: client.value,
      body: {
        models: [model],
        garments: [{ id: garment, category: 'tops' }],
        webhook_url: `https://shop.example/${'a'.repeat(2048)}`,
      },
    });
    expect(errorsOf(longHook)).toEqual([
      { path: 'webhook_url', message: 'webhook_url must be at most 2048 characters long.' },
    ]);
  });

  it('words an export’s refusals for the API: its preset and its one source', async () => {
    const preset = await v1(api, 'POST', '/v1/exports', {
      value: client.value,
      body: { preset: 'amazon', job_ids: [unknownId] },
    });
    expect(errorsOf(preset)).toEqual([
      { path: 'preset', message: 'preset must be one of: shopee, tiktok-shop, lazada, original.' },
    ]);
    const sources = await v1(api, 'POST', '/v1/exports', {
      value: client.value,
      body: { preset: 'shopee', job_ids: [unknownId], batch_id: unknownId },
    });
    expect(sources.body.message).toBe('Send exactly one source: batch_id or job_ids.');
    expect(JSON.stringify(sources.body)).not.toMatch(/SKU/);
  });
});

describe('category "auto" and the garment upload’s category (issue 45, defect 14)', () => {
  it('runs auto as the stored category, says where each job’s category came from', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const model = await modelUpload(client);
    const aoDai = await garmentUpload(client, 'ao-dai');
    const plain = await garmentUpload(client);
    const tryOn = async (clothing: string, category: string) => {
      const res = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
        value: client.value,
        body: { inputs: { person: model, clothing }, params: { category } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      return res.body.job as { id: string; params: { category: string }; category: unknown };
    };
    const stored = await tryOn(aoDai, 'auto');
    expect(stored.params.category).toBe('auto');
    expect(stored.category).toEqual({ used: 'ao-dai', source: 'upload' });
    const read = await v1(api, 'GET', `/v1/jobs/${stored.id}`, { value: client.value });
    expect(read.body.category).toEqual({ used: 'ao-dai', source: 'upload' });
    expect((await tryOn(aoDai, 'tops')).category).toEqual({ used: 'tops', source: 'request' });
    expect((await tryOn(plain, 'auto')).category).toEqual({ used: null, source: 'detected' });

    const batch = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: client.value,
      body: { models: [model], garments: [{ id: aoDai, category: 'auto', sku: 'AO-DAI-42' }] },
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(202);
    const [cell] = (batch.body.batch as { jobs: { id: string; category: unknown }[] }).jobs;
    expect(cell!.category).toEqual({ used: 'ao-dai', source: 'upload' });
    const [row] = await db()
      .select({ categoryUsed: generations.categoryUsed })
      .from(generations)
      .where(eq(generations.id, cell!.id));
    expect(row!.categoryUsed).toBe('ao-dai');
  });
});

describe('the guide’s sample photos (issue 45, defect 17)', () => {
  it('documents /samples, whose models the try-on takes, and why the hero picture is refused', async () => {
    const guide = await readFile('docs/api/README.md', 'utf8');
    expect(guide.includes('GET /samples?kind=model'), 'the guide names the samples').toBe(true);
    expect(guide.includes('hero-before-600.webp'), 'the guide names the hero').toBe(true);
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const listed = await fetch(`${api.url}/samples?kind=model`);
    const models = ((await listed.json()) as { items: { id: string; image_url: string }[] }).items;
    expect(models.length).toBeGreaterThan(0);
    const garments = (
      (await (await fetch(`${api.url}/samples?kind=garment`)).json()) as {
        items: { image_url: string; category: string }[];
      }
    ).items;
    const garmentBytes = Buffer.from(await (await fetch(garments[0]!.image_url)).arrayBuffer());
    const garment = await v1Upload(api, client.value, garmentBytes, { kind: 'garment' });
    // A sample model by its id, as the guide says: no photo to upload.
    const bySample = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      body: {
        inputs: { clothing: garment.body.id },
        params: { category: garments[0]!.category, model: models[0]!.id },
      },
    });
    expect(bySample.status, JSON.stringify(bySample.body)).toBe(202);
    // The site's hero picture stops at the shins: refused as the guide says.
    const hero = await sharp(await readFile('public/media/hero-before-600.webp'))
      .png()
      .toBuffer();
    const person = await v1Upload(api, client.value, hero, { kind: 'model' });
    const refused = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      body: {
        inputs: { person: person.body.id, clothing: garment.body.id },
        params: { category: 'tops' },
      },
    });
    expect([refused.status, refused.body.code]).toEqual([422, 'not_full_body']);
  });
});
