import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandModel } from '../../src/contracts/brand-models.ts';
import { generations, users } from '../../src/server/db/schema.ts';
import { startFakeFashn, type FakeFashn } from '../support/fake-fashn.ts';
import { call, signUp } from './support/accounts.ts';
import { grantTestCredits, subscribe } from './support/payments.ts';
import { apiClient, bodyParams, v1, v1Upload, waitForJob } from './support/public-api.ts';
import { balanceOf, finished } from './support/remote-engine.ts';
import {
  fullBodyPhoto,
  garmentPhoto,
  portraitPhoto,
  uploadAsset,
} from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 42 points 1, 3 and 7: product to model and model swap, on the demo engine and on the
// fake FASHN API, with brand models and samples as the model.

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

describe('product to model and model swap on the demo engine (issue 42)', () => {
  it('makes a product-to-model job from a flat-lay photo alone, on a brand model, at 3:4 and 2k', async () => {
    const client = await apiClient(api, { services: ['product-to-model'] });
    await grantTestCredits(api, client.email, 10);
    const model = await photoModel(client.session, 'Lan');
    const upload = await v1Upload(api, client.value, await garmentPhoto(), { kind: 'garment' });
    const product = upload.body as { id: string };
    const before = await balanceOf(api, client.session);
    const submitted = await v1(api, 'POST', '/v1/product-to-model/jobs', {
      value: client.value,
      body: {
        inputs: { product: product.id },
        params: { model: model.id, aspectRatio: '3:4', resolution: '2k', productKind: 'flat-lay' },
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
    const job = submitted.body.job as { id: string; credits: number };
    // 5 credits at 2k, and 3 for a brand model's identity (decision 124).
    expect(job.credits).toBe(8);
    expect(await balanceOf(api, client.session)).toBe(before - 8);
    const done = (await waitForJob(api, client.value, job.id)).body as {
      status: string;
      error: unknown;
      params: Record<string, unknown>;
      fidelity: unknown;
      result: { url: string } | null;
    };
    expect(done.status, JSON.stringify(done.error)).toBe('succeeded');
    expect(done.params).toMatchObject({ model: model.id, aspectRatio: '3:4', resolution: '2k' });
    expect(done.fidelity).toMatchObject({ verdict: expect.any(String) });
    const result = await fetch(done.result!.url);
    const { width, height } = await sharp(Buffer.from(await result.arrayBuffer())).metadata();
    expect({ width, height }).toEqual({ width: 1536, height: 2048 });
    const [row] = await db()
      .select({ brandModelId: generations.brandModelId, inputs: generations.inputs })
      .from(generations)
      .where(eq(generations.id, job.id));
    expect(row!.brandModelId).toBe(model.id);
    expect((row!.inputs as { role: string }[]).map(({ role }) => role).sort()).toEqual([
      'person',
      'product',
    ]);
  }, 120_000);

  it('dresses a brand model in a try-on, named by id on /v1 or by its photo in the studio', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    await grantTestCredits(api, client.email, 10);
    const model = await photoModel(client.session, 'Mai');
    const upload = await v1Upload(api, client.value, await garmentPhoto(), { kind: 'garment' });
    const clothing = (upload.body as { id: string }).id;
    const byId = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      body: { inputs: { clothing }, params: { category: 'tops', model: model.id } },
    });
    expect(byId.status, JSON.stringify(byId.body)).toBe(202);
    const viaApi = (byId.body.job as { id: string }).id;
    const byPhoto = await call(api, 'POST', '/ai/virtual-tryon/generate', {
      token: client.session,
      body: { inputs: { person: model.person_asset_id, clothing }, params: { category: 'tops' } },
    });
    expect(byPhoto.status, JSON.stringify(byPhoto.body)).toBe(202);
    const inStudio = (byPhoto.body.generation as { id: string }).id;
    for (const id of [viaApi, inStudio]) {
      expect((await finished(api, client.session, id)).status).toBe('success');
    }
    const rows = await db()
      .select({ brandModelId: generations.brandModelId, inputs: generations.inputs })
      .from(generations)
      .where(inArray(generations.id, [viaApi, inStudio]));
    expect(rows.map((row) => row.brandModelId)).toEqual([model.id, model.id]);
    for (const row of rows) {
      expect(
        (row.inputs as { role: string; assetId: string }[]).find((input) => input.role === 'person')
          ?.assetId,
      ).toBe(model.person_asset_id);
    }

    // Neither a photo nor a model: the prerequisite message, nothing held.
    const before = await balanceOf(api, client.session);
    const neither = await call(api, 'POST', '/ai/virtual-tryon/generate', {
      token: client.session,
      lang: 'en',
      body: { inputs: { clothing }, params: { category: 'tops' } },
    });
    expect(neither.status).toBe(422);
    expect(JSON.stringify(neither.body)).toContain('inputs.person');
    expect(await balanceOf(api, client.session)).toBe(before);
  }, 120_000);

  it('swaps the model of a worn photo for a sample model', async () => {
    const { token } = await signUp(api);
    const source = await uploadAsset(api, token, await fullBodyPhoto(), 'image');
    const res = await call(api, 'POST', '/ai/model-swap/generate', {
      token,
      body: { inputs: { source: source.id }, params: { model: 'model-mai' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const id = (res.body.generation as { id: string }).id;
    const done = await finished(api, token, id);
    expect(done.status, JSON.stringify(done)).toBe('success');
    const item = await call(api, 'GET', `/history/${id}`, { token });
    expect(item.body.params).toMatchObject({ model: 'model-mai' });
    // Framed like the source photo (square), 1k.
    const file = await fetch(item.body.result_url as string);
    const { width, height } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect({ width, height }).toEqual({ width: 1024, height: 1024 });
    expect(item.body.fidelity).toMatchObject({ verdict: expect.any(String) });

    // Reframed to 9:16 for a story: margin in the edge's colour, the whole result kept.
    const story = await fetch(`${api.url}/history/${id}/download?aspect=9:16&format=png`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(story.status).toBe(200);
    const framed = await sharp(Buffer.from(await story.arrayBuffer())).metadata();
    expect(Math.abs(framed.width / framed.height - 9 / 16)).toBeLessThan(0.01);
    const odd = await call(api, 'GET', `/history/${id}/download?aspect=5:7`, { token, lang: 'vi' });
    expect(odd.status).toBe(422);
    expect(JSON.stringify(odd.body)).toContain('Khung hình phải là');
  }, 120_000);
});

describe('what a model tool refuses before it holds anything (issue 42)', () => {
  let idle: TestApi;
  beforeAll(async () => {
    // No worker: submitted jobs stay unfinished, so only the submits' own work is measured.
    idle = await startTestApi({ RUN_WORKERS: 'false' });
  }, 60_000);
  afterAll(() => idle?.stop());

  it('refuses both a model and a photo, a retired model, 2k on the free plan and a scene on the demo engine, in the caller’s language', async () => {
    const { token } = await signUp(idle);
    const product = await uploadAsset(idle, token, await garmentPhoto(), 'garment');
    const person = await uploadAsset(idle, token, await fullBodyPhoto(), 'model');
    const made = await call(idle, 'POST', '/models', {
      token,
      body: { name: 'Hoa', photo: person.id },
    });
    await call(idle, 'DELETE', `/models/${made.body.id as string}`, { token });
    const before = await balanceOf(idle, token);
    const submit = (params: object, inputs: object = {}, lang = 'vi') =>
      call(idle, 'POST', '/ai/product-to-model/generate', {
        token,
        lang,
        body: { inputs: { product: product.id, ...inputs }, params },
      });
    const both = await submit({ model: 'model-lan' }, { person: person.id });
    expect(both.status).toBe(422);
    expect(JSON.stringify(both.body)).toContain('Chỉ chọn một người mẫu');
    const retired = await submit({ model: made.body.id }, {}, 'en');
    expect(retired).toMatchObject({ status: 422, body: { code: 'model_retired' } });
    const unknown = await submit({ model: 'model-nobody' });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'model_not_found' } });
    const big = await submit({ resolution: '2k' });
    expect(big).toMatchObject({ status: 403, body: { code: 'plan_upgrade_required' } });
    const scene = await submit({ background: 'scene', scene: 'Phố cổ Hội An' });
    expect(scene).toMatchObject({ status: 422, body: { code: 'option_not_supported' } });
    const noScene = await submit({ background: 'scene' }, {}, 'en');
    expect(noScene.status).toBe(422);
    expect(await balanceOf(idle, token)).toBe(before);
    const [counted] = await idle.deps.database.db
      .select({ n: count() })
      .from(generations)
      .innerJoin(users, eq(users.id, generations.userId))
      .where(eq(generations.tool, 'product-to-model'));
    expect(counted!.n).toBe(0);
  }, 60_000);

  it('charges parallel submits exactly once each, and one key once, however many arrive at once', async () => {
    const { token, email } = await signUp(idle);
    await grantTestCredits(idle, email, 5);
    const product = await uploadAsset(idle, token, await garmentPhoto(), 'garment');
    const before = await balanceOf(idle, token);
    const submit = (key?: string) =>
      call(idle, 'POST', '/ai/product-to-model/generate', {
        token,
        headers: key ? { 'idempotency-key': key } : {},
        body: { inputs: { product: product.id }, params: { model: 'model-lan' } },
      });
    // One key sent six times at once: one job, charged once.
    const keyed = await Promise.all(Array.from({ length: 6 }, () => submit('lookbook-1')));
    const ids = new Set(keyed.map((res) => (res.body.generation as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(await balanceOf(idle, token)).toBe(before - 2);
    // Eight distinct submits at 2 credits with 8 left: exactly four are taken.
    const many = await Promise.all(Array.from({ length: 8 }, () => submit()));
    const taken = many.filter((res) => res.status === 202).length;
    expect(many.filter((res) => res.status === 402).length).toBe(8 - taken);
    expect(await balanceOf(idle, token)).toBe(before - 2 - 2 * taken);
    expect(await balanceOf(idle, token)).toBeGreaterThanOrEqual(0);
    expect(taken).toBeLessThanOrEqual(Math.floor((before - 2) / 2));
  }, 60_000);
});

describe('product to model on the FASHN engine (issue 42)', () => {
  let fashn: FakeFashn;
  let remote: TestApi;
  beforeAll(async () => {
    fashn = await startFakeFashn();
    remote = await startTestApi({
      GENERATION_ENGINES: 'product-to-model=fashn',
      FASHN_API_KEY: fashn.key,
      FASHN_API_URL: fashn.url,
      FASHN_POLL_MS: '20',
    });
  }, 60_000);
  afterAll(async () => {
    await remote?.stop();
    await fashn?.close();
  });

  it('sends the product image, the brand model’s face reference, the frame and the resolution', async () => {
    const { token, email } = await signUp(remote);
    await subscribe(remote, email, 'basic');
    await grantTestCredits(remote, email, 20);
    const face = await uploadAsset(remote, token, await portraitPhoto(), 'face');
    const created = await call(remote, 'POST', '/models', {
      token,
      body: { name: 'Mai', params: bodyParams, face: face.id },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(202);
    let model = created.body as unknown as BrandModel;
    for (let i = 0; i < 300 && model.status === 'pending'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      model = (await call(remote, 'GET', `/models/${model.id}`, { token }))
        .body as unknown as BrandModel;
    }
    expect(model.status).toBe('ready');
    const product = await uploadAsset(remote, token, await garmentPhoto(), 'garment');
    const res = await call(remote, 'POST', '/ai/product-to-model/generate', {
      token,
      body: {
        inputs: { product: product.id },
        params: { model: model.id, aspectRatio: '3:4', resolution: '2k' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const done = await finished(remote, token, (res.body.generation as { id: string }).id);
    expect(done.status, JSON.stringify(done)).toBe('success');
    // The result is checked against the model's face reference too (decision 121): the fake's
    // plain picture has no face, which warns, never passes.
    const item = await call(remote, 'GET', `/history/${done.id}`, { token });
    const checks = (item.body.fidelity as { checks: { kind: string; reason: string }[] }).checks;
    expect(checks.find((check) => check.kind === 'identity')).toMatchObject({
      verdict: 'warn',
      reason: 'face-missing',
    });
    const sent = fashn.predictions.at(-1)!;
    expect(sent.modelName).toBe('product-to-model');
    expect(sent.inputs).toMatchObject({
      product_image: expect.stringMatching(/^data:image\//),
      face_reference: expect.stringMatching(/^data:image\//),
      aspect_ratio: '3:4',
      resolution: '2k',
    });
  }, 120_000);
});
