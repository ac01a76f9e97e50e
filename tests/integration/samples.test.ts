import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, AssetList } from '../../src/contracts/assets.ts';
import type { SampleList } from '../../src/contracts/samples.ts';
import { call, signUp } from './support/accounts.ts';
import { onApi } from './support/public-forms.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
let owner: string;
let other: string;
beforeAll(async () => {
  api = await startTestApi();
  [owner, other] = [(await signUp(api)).token, (await signUp(api)).token];
});
afterAll(() => api?.stop());

async function list(kind: string, lang: string) {
  const res = await call(api, 'GET', `/samples?kind=${kind}`, { lang });
  return { status: res.status, body: res.body as unknown as SampleList & { message?: string } };
}

async function image(url: string) {
  const res = await fetch(onApi(api, url));
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** A small plain picture, as a user's own upload. */
function redPng() {
  return sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 30, b: 40 } },
  })
    .png()
    .toBuffer();
}

async function library(token: string, kind: string) {
  const res = await call(api, 'GET', `/assets?kind=${kind}`, { token });
  return res.body as unknown as AssetList;
}

describe('samples', () => {
  it('lists the sample models and garments with names in the caller language', async () => {
    const modelsEn = await list('model', 'en');
    expect(modelsEn.status).toBe(200);
    expect(modelsEn.body.items.length).toBeGreaterThanOrEqual(6);
    expect(modelsEn.body.items.every((item) => item.kind === 'model')).toBe(true);
    expect(modelsEn.body.items.find((item) => item.id === 'model-lan')?.name).toBe('Lan, slim');
    const modelsVi = await list('model', 'vi');
    expect(modelsVi.body.items.find((item) => item.id === 'model-lan')?.name).toBe(
      'Lan, dáng thon',
    );

    const garmentsEn = await list('garment', 'en');
    expect(garmentsEn.status).toBe(200);
    expect(garmentsEn.body.items).toHaveLength(10);
    for (const category of ['dresses', 'tops', 'bottoms', 'outerwear']) {
      expect(garmentsEn.body.items.filter((item) => item.category === category)).toHaveLength(2);
    }
    // Issue 20: one áo dài and one áo bà ba, named in both languages.
    for (const category of ['ao-dai', 'ao-ba-ba']) {
      expect(garmentsEn.body.items.filter((item) => item.category === category)).toHaveLength(1);
    }
    expect(garmentsEn.body.items.find((item) => item.id === 'garment-red-dress')).toMatchObject({
      kind: 'garment',
      category: 'dresses',
      name: 'Red dress',
    });
    const garmentsVi = await list('garment', 'vi');
    expect(garmentsVi.body.items.find((item) => item.id === 'garment-red-dress')?.name).toBe(
      'Váy liền đỏ',
    );
    expect(garmentsVi.body.items.find((item) => item.id === 'garment-red-ao-dai')?.name).toBe(
      'Áo dài đỏ',
    );
    expect(garmentsEn.body.items.find((item) => item.id === 'garment-brown-ao-ba-ba')?.name).toBe(
      'Brown ao ba ba',
    );
  });

  it('refuses a bad kind with 422 in the caller language', async () => {
    const missing = await list('', 'en');
    expect(missing.status).toBe(422);
    const bad = await call(api, 'GET', '/samples?kind=face', { lang: 'vi' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Vui lòng chọn người mẫu hoặc trang phục');
  });

  it('draws a model taller than wide and a garment on white, as cacheable PNGs', async () => {
    const [model] = (await list('model', 'en')).body.items;
    const modelImage = await image(model!.image_url);
    expect(modelImage.status).toBe(200);
    expect(modelImage.type).toBe('image/png');
    expect(modelImage.cache).toBe('public, max-age=86400');
    const modelMeta = await sharp(modelImage.bytes).metadata();
    expect(modelMeta.format).toBe('png');
    expect(modelMeta.height!).toBeGreaterThan(modelMeta.width!);

    const dress = (await list('garment', 'en')).body.items.find(
      (item) => item.id === 'garment-red-dress',
    )!;
    const garmentImage = await image(dress.image_url);
    expect(garmentImage.status).toBe(200);
    expect(garmentImage.type).toBe('image/png');
    const { data, info } = await sharp(garmentImage.bytes)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    const [w, h] = [info.width - 1, info.height - 1];
    for (const [x, y] of [
      [0, 0],
      [w, 0],
      [0, h],
      [w, h],
    ] as const) {
      expect(at(x, y)).toEqual([255, 255, 255]);
    }
    // The dress itself is drawn in red in the middle.
    const [r, g, b] = at(Math.round(info.width / 2), Math.round(info.height / 2));
    expect(r!).toBeGreaterThan(150);
    expect(g!).toBeLessThan(100);
    expect(b!).toBeLessThan(100);
  });

  it('answers 404 for an unknown sample', async () => {
    expect((await image(`${api.url}/samples/no-such-sample/image`)).status).toBe(404);
    const use = await call(api, 'POST', '/samples/no-such-sample/use', { token: owner });
    expect(use.status).toBe(404);
  });

  it('keeps one copy of a sample per user however often it is picked', async () => {
    expect((await call(api, 'POST', '/samples/model-minh/use')).status).toBe(401);

    const first = await call(api, 'POST', '/samples/model-minh/use', { token: owner, lang: 'vi' });
    expect(first.status).toBe(201);
    const asset = first.body as unknown as Asset;
    expect(asset).toMatchObject({
      kind: 'model',
      media_type: 'image',
      name: 'Minh, dáng thể thao',
    });
    expect(asset.height!).toBeGreaterThan(asset.width!);

    const second = await call(api, 'POST', '/samples/model-minh/use', { token: owner });
    expect(second.status).toBe(200);
    expect((second.body as unknown as Asset).id).toBe(asset.id);

    const garment = await call(api, 'POST', '/samples/garment-camel-coat/use', { token: owner });
    expect(garment.status).toBe(201);
    expect(garment.body).toMatchObject({ kind: 'garment', name: 'Camel coat' });

    const models = await library(owner, 'model');
    expect(models.items.map((item) => item.id)).toEqual([asset.id]);
    expect((await library(owner, 'garment')).total).toBe(1);
    expect((await library(other, 'model')).total).toBe(0);
  });

  it('names a copied sample by its id in the caller language, and keeps the user’s own names', async () => {
    const reader = (await signUp(api)).token;
    const picked = await call(api, 'POST', '/samples/garment-red-dress/use', {
      token: reader,
      lang: 'vi',
    });
    const copy = picked.body as unknown as Asset;
    expect(copy).toMatchObject({ name: 'Váy liền đỏ', sample_id: 'garment-red-dress' });

    const form = new FormData();
    form.append('kind', 'garment');
    form.append('name', 'Váy liền đỏ');
    form.append(
      'file',
      new File([new Uint8Array(await redPng())], 'own.png', { type: 'image/png' }),
    );
    const own = await fetch(`${api.url}/assets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${reader}`, 'accept-language': 'vi' },
      body: form,
    });
    expect(own.status).toBe(201);
    const ownAsset = (await own.json()) as Asset;
    expect(ownAsset.sample_id).toBeNull();

    const names = async (lang: string) => {
      const res = await call(api, 'GET', '/assets?kind=garment', { token: reader, lang });
      return Object.fromEntries(
        (res.body as unknown as AssetList).items.map((item) => [item.id, item.name]),
      );
    };
    expect(await names('en')).toEqual({ [copy.id]: 'Red dress', [ownAsset.id]: 'Váy liền đỏ' });
    expect(await names('vi')).toEqual({ [copy.id]: 'Váy liền đỏ', [ownAsset.id]: 'Váy liền đỏ' });
    const one = await call(api, 'GET', `/assets/${copy.id}`, { token: reader, lang: 'en' });
    expect(one.body).toMatchObject({ name: 'Red dress', sample_id: 'garment-red-dress' });
    const again = await call(api, 'POST', '/samples/garment-red-dress/use', {
      token: reader,
      lang: 'en',
    });
    expect(again.body).toMatchObject({ id: copy.id, name: 'Red dress' });
  });

  it('creates one copy when the same sample is picked in parallel', async () => {
    const picker = (await signUp(api)).token;
    const picks = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(api, 'POST', '/samples/garment-red-dress/use', { token: picker }),
      ),
    );
    const ids = new Set(picks.map((pick) => (pick.body as unknown as Asset).id));
    expect(picks.map((pick) => pick.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(ids.size).toBe(1);
    const garments = await library(picker, 'garment');
    expect(garments.total).toBe(1);
    expect(garments.items[0]!.id).toBe([...ids][0]);
  });
});
