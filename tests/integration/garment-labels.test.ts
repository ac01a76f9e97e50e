import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, AssetList, AssetSkuList } from '../../src/contracts/assets.ts';
import { assets } from '../../src/server/db/schema.ts';
import { findSample } from '../../src/server/services/samples/sample-catalogue.ts';
import { renderSample } from '../../src/server/services/samples/render-sample.ts';
import { call, signUp } from './support/accounts.ts';
import { apiClient, v1, v1Upload, waitForJob } from './support/public-api.ts';
import { imageBytes, storedCounts } from './support/public-forms.ts';
import { fullBodyPhoto } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 20, decision 085: a garment is one SKU in one colour, of a category.
let api: TestApi;
let owner: string;
let stranger: string;
beforeAll(async () => {
  api = await startTestApi();
  [owner, stranger] = [(await signUp(api)).token, (await signUp(api)).token];
});
afterAll(() => api?.stop());

async function upload(
  fields: Record<string, string>,
  options: { token?: string; lang?: string; path?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new File([new Uint8Array(await imageBytes('png', 64))], 'shirt.png'));
  const res = await fetch(`${api.url}${options.path ?? '/assets'}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${options.token ?? owner}`,
      'accept-language': options.lang ?? 'en',
    },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const garment = async (fields: Record<string, string> = {}, token = owner) => {
  const res = await upload({ kind: 'garment', ...fields }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Asset;
};

describe('garment SKU, colour and category', () => {
  it('keeps them from the upload and answers them on every read', async () => {
    const shirt = await garment({ sku: ' AD-01 ', color: 'Đỏ', category: 'ao-dai' });
    expect(shirt).toMatchObject({ sku: 'AD-01', color: 'Đỏ', garment_category: 'ao-dai' });
    const read = await call(api, 'GET', `/assets/${shirt.id}`, { token: owner });
    expect(read.body).toMatchObject({ sku: 'AD-01', color: 'Đỏ', garment_category: 'ao-dai' });
    const plain = await garment();
    expect(plain).toMatchObject({ sku: null, color: null, garment_category: null });
  });

  it('refuses them on another kind or with bad values, in the caller’s language, storing nothing', async () => {
    const before = await storedCounts(api);
    const model = await upload({ kind: 'model', consent: 'self', sku: 'AD-02' }, { lang: 'vi' });
    expect(model.status).toBe(422);
    expect(model.body.errors).toEqual([
      { path: 'sku', message: 'Chỉ trang phục mới có mã SKU, màu và loại' },
    ]);
    const bad = await upload({
      kind: 'garment',
      sku: 'a/b',
      color: 'x'.repeat(41),
      category: 'hat',
    });
    expect(bad.status).toBe(422);
    expect((bad.body.errors as { path: string }[]).map((issue) => issue.path).sort()).toEqual([
      'category',
      'color',
      'sku',
    ]);
    expect(await storedCounts(api)).toEqual(before);
  });

  it('edits them with PATCH: a field left out stays, null clears; 404 for another user’s, 422 for a non-garment', async () => {
    const shirt = await garment({ sku: 'BB-01', color: 'Nâu', category: 'ao-ba-ba' });
    const edited = await call(api, 'PATCH', `/assets/${shirt.id}`, {
      token: owner,
      body: { color: 'Trắng', category: null },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ sku: 'BB-01', color: 'Trắng', garment_category: null });

    const foreign = await call(api, 'PATCH', `/assets/${shirt.id}`, {
      token: stranger,
      body: { sku: 'X-1' },
    });
    expect(foreign.status).toBe(404);

    const model = await upload({ kind: 'model', consent: 'self' });
    const refused = await call(api, 'PATCH', `/assets/${model.body.id}`, {
      token: owner,
      body: { sku: 'X-1' },
      lang: 'vi',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { path: 'sku', message: 'Chỉ trang phục mới có mã SKU, màu và loại' },
    ]);
    const bad = await call(api, 'PATCH', `/assets/${shirt.id}`, {
      token: owner,
      body: { sku: '', size: 'M' },
    });
    expect(bad.status).toBe(422);
    expect((bad.body.errors as { path: string }[]).map((issue) => issue.path).sort()).toEqual([
      'size',
      'sku',
    ]);
    const [row] = await api.deps.database.db.select().from(assets).where(eq(assets.id, shirt.id));
    expect(row).toMatchObject({ sku: 'BB-01', color: 'Trắng', garmentCategory: null });
  });

  it('filters the library by SKU and lists the SKUs with their colours, in order', async () => {
    const seller = (await signUp(api)).token;
    const red = await garment({ sku: 'SKU-10', color: 'Đỏ' }, seller);
    const blue = await garment({ sku: 'SKU-10', color: 'Xanh' }, seller);
    const red2 = await garment({ sku: 'SKU-10', color: 'Đỏ' }, seller);
    const first = await garment({ sku: 'SKU-2' }, seller);
    await garment({}, seller);

    const filtered = await call(api, 'GET', '/assets?kind=garment&sku=SKU-10', { token: seller });
    const list = filtered.body as AssetList;
    expect(list.total).toBe(3);
    expect(list.items.map((item) => item.id).sort()).toEqual([red.id, blue.id, red2.id].sort());

    const skus = await call(api, 'GET', '/assets/skus', { token: seller });
    expect(skus.status).toBe(200);
    expect(skus.body as AssetSkuList).toEqual({
      items: [
        { sku: 'SKU-2', colors: [{ color: null, asset_ids: [first.id], count: 1 }], count: 1 },
        {
          sku: 'SKU-10',
          colors: [
            { color: 'Đỏ', asset_ids: [red.id, red2.id], count: 2 },
            { color: 'Xanh', asset_ids: [blue.id], count: 1 },
          ],
          count: 3,
        },
      ],
    });
    // Only the caller's own.
    expect((await call(api, 'GET', '/assets/skus', { token: stranger })).body).toEqual({
      items: [],
    });
  });
});

describe('the public API', () => {
  it('takes a garment’s SKU, colour and category on POST /v1/uploads and refuses them on a model', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const stored = await upload(
      { kind: 'garment', sku: 'AD-7', color: 'Trắng', category: 'ao-dai' },
      { token: client.value, path: '/v1/uploads' },
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    const [row] = await api.deps.database.db
      .select()
      .from(assets)
      .where(eq(assets.id, stored.body.id));
    expect(row).toMatchObject({ sku: 'AD-7', color: 'Trắng', garmentCategory: 'ao-dai' });
    const refused = await upload(
      { kind: 'model', consent: 'subject', category: 'ao-dai' },
      { token: client.value, path: '/v1/uploads' },
    );
    expect(refused.status).toBe(422);
    expect((refused.body.errors as { path: string }[])[0]!.path).toBe('category');
  });

  it('runs a try-on with `category: "ao-dai"` on the local engine', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const model = await v1Upload(api, client.value, await fullBodyPhoto(), { kind: 'model' });
    const aoDai = await renderSample(findSample('garment-red-ao-dai')!);
    const clothing = await v1Upload(api, client.value, aoDai, { kind: 'garment' });
    const submit = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      body: {
        inputs: { person: model.body.id, clothing: clothing.body.id },
        params: { category: 'ao-dai' },
      },
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(202);
    const done = await waitForJob(
      api,
      client.value,
      (submit.body.job as { id: string }).id,
      240_000,
    );
    expect(done.body.status, JSON.stringify(done.body)).toBe('succeeded');
  }, 300_000);
});
