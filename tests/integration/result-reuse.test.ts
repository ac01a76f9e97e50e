import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, AssetList } from '../../src/contracts/assets.ts';
import { reuseSchema } from '../../src/contracts/history.ts';
import { storageQuotaBytes } from '../../src/contracts/assets.ts';
import { assets, generations, storedFiles } from '../../src/server/db/schema.ts';
import { call, signUp } from './support/accounts.ts';
import { insertGeneration, picture, storeFile } from './support/generations.ts';
import { uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
let alice: { token: string; id: string };
let bob: { token: string; id: string };

async function account() {
  const signed = await signUp(api);
  return { token: signed.token, id: (signed.login.user as { id: string }).id };
}

beforeAll(async () => {
  api = await startTestApi();
  alice = await account();
  bob = await account();
});
afterAll(() => api?.stop());

const post = (path: string, token: string, body?: unknown, lang = 'en') =>
  call(api, 'POST', path, { token, body, lang });
const library = async (token: string, kind: string) =>
  (await call(api, 'GET', `/assets?kind=${kind}`, { token })).body as unknown as AssetList;

describe('send a result to the library (POST /history/:id/assets)', () => {
  it('copies the own result on the server as a model or an image, once each', async () => {
    const row = await insertGeneration(api, alice.id, {
      tool: 'body-generator',
      result: { width: 600, height: 800, format: 'png' },
    });
    const model = await post(`/history/${row.id}/assets`, alice.token, { kind: 'model' }, 'vi');
    expect(model.status).toBe(201);
    expect(model.body).toMatchObject({ kind: 'model', media_type: 'image', width: 600 });
    expect(model.body.name).toBe('Kết quả Tạo dáng người');

    const again = await post(`/history/${row.id}/assets`, alice.token, { kind: 'model' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(model.body.id);

    const image = await post(`/history/${row.id}/assets`, alice.token, { kind: 'image' });
    expect(image.status).toBe(201);
    expect(image.body.id).not.toBe(model.body.id);
    expect((await library(alice.token, 'model')).items.map((item) => item.id)).toContain(
      model.body.id,
    );
    expect((await library(bob.token, 'model')).total).toBe(0);
  });

  it('answers 404 for another user’s, an unknown or a malformed id, and 4xx for bad input', async () => {
    const row = await insertGeneration(api, alice.id, { tool: 'image-editing' });
    const others = await post(`/history/${row.id}/assets`, bob.token, { kind: 'image' });
    const unknown = await post('/history/6f1c2a52-5b0e-4c1e-9a51-0d8a4b8f0e11/assets', bob.token, {
      kind: 'image',
    });
    expect(others.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(others.body).toEqual(unknown.body);
    expect((await post('/history/not-an-id/assets', alice.token, { kind: 'image' })).status).toBe(
      404,
    );
    const badKind = await post(`/history/${row.id}/assets`, alice.token, { kind: 'hair' }, 'vi');
    expect(badKind.status).toBe(422);
    expect(JSON.stringify(badKind.body)).toContain('Hãy chọn lưu kết quả');
    expect((await library(bob.token, 'image')).total).toBe(0);

    const failed = await insertGeneration(api, alice.id, { status: 'failed' });
    expect(
      (await post(`/history/${failed.id}/assets`, alice.token, { kind: 'image' })).status,
    ).toBe(409);
  });

  it('keeps a video result as a video, with its poster as preview, under the Videos tab (issue 40)', async () => {
    const carol = await account();
    const row = await insertGeneration(api, carol.id, { tool: 'image-to-video', result: false });
    const video = await storeFile(api, Buffer.from('a short mp4'), 'video/mp4');
    const poster = await storeFile(api, await picture(480, 640), 'image/jpeg');
    await api.deps.database.db
      .update(generations)
      .set({ resultFileId: video.id, resultMediaType: 'video', resultThumbnailFileId: poster.id })
      .where(eq(generations.id, row.id));

    const copy = await post(`/history/${row.id}/assets`, carol.token, { kind: 'image' }, 'vi');
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ kind: 'image', media_type: 'video', width: 480 });
    expect(copy.body.name).toBe('Kết quả Ảnh thành video');
    const kept = await fetch(copy.body.url as string);
    expect(kept.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await kept.arrayBuffer()).toString()).toBe('a short mp4');
    const preview = await fetch(copy.body.thumbnail_url as string);
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await post(`/history/${row.id}/assets`, carol.token, { kind: 'image' })).status).toBe(
      200,
    );

    const tab = async (name: string) =>
      (
        (await call(api, 'GET', `/assets?tab=${name}`, { token: carol.token })).body as AssetList
      ).items.map((item) => item.id);
    expect(await tab('videos')).toEqual([copy.body.id]);
    expect(await tab('images')).toEqual([]);
    // A video is never a model: that copy is still refused.
    const model = await post(`/history/${row.id}/assets`, carol.token, { kind: 'model' });
    expect(model.status).toBe(422);
  });

  it('counts the copy against the storage quota', async () => {
    const dave = await account();
    const row = await insertGeneration(api, dave.id, { tool: 'image-editing' });
    // A library already at the free plan's quota.
    const [filler] = await api.deps.database.db
      .insert(storedFiles)
      .values({
        storageKey: `assets/${dave.id}/filler.png`,
        contentType: 'image/png',
        byteSize: storageQuotaBytes('free'),
        temporary: false,
      })
      .returning();
    await api.deps.database.db.insert(assets).values({
      userId: dave.id,
      kind: 'image',
      mediaType: 'image',
      name: 'filler.png',
      storedFileId: filler!.id,
    });
    const copy = await post(`/history/${row.id}/assets`, dave.token, { kind: 'model' }, 'vi');
    expect(copy.status).toBe(413);
    expect(copy.body.code).toBe('storage_quota_exceeded');
    expect((await library(dave.token, 'model')).total).toBe(0);
  });
});

describe('prefill a tool from a generation (POST /history/:id/reuse)', () => {
  it('answers the tool, its parameters, its inputs as assets and the painted mask', async () => {
    const mask = await storeFile(
      api,
      await sharp({ create: { width: 64, height: 80, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const row = await insertGeneration(api, alice.id, {
      tool: 'hairstyle-changer',
      status: 'failed',
      inputs: ['person'],
      params: {
        styleId: 'modern-bob',
        styleType: 'short',
        styleName: 'Modern bob',
        hairColor: 'red',
        maskFileId: mask.id,
      },
    });
    const first = await post(`/history/${row.id}/reuse`, alice.token);
    expect(first.status).toBe(200);
    const reuse = reuseSchema.parse(first.body);
    expect(reuse.tool).toBe('hairstyle-changer');
    // The recorded style type and name are not inputs: only the user's choices come back.
    expect(reuse.params).toEqual({ styleId: 'modern-bob', hairColor: 'red' });
    // A portrait is kept as a face, so it is never offered as a try-on model.
    expect(reuse.inputs.person).toMatchObject({ kind: 'face', width: 64, height: 80 });
    expect(reuse.mask).toMatch(/^data:image\/png;base64,/);

    // Reusing again answers the same copy: the library does not fill up.
    const second = reuseSchema.parse((await post(`/history/${row.id}/reuse`, alice.token)).body);
    expect(second.inputs.person!.id).toBe(reuse.inputs.person!.id);
    expect((await library(alice.token, 'face')).total).toBe(1);
  });

  it('offers the asset an input was chosen from while the library keeps it', async () => {
    const garment = await uploadAsset(api, alice.token, await picture(50, 70, 'png'), 'garment');
    const row = await insertGeneration(api, alice.id, {
      tool: 'virtual-tryon',
      inputs: ['person', 'clothing'],
      params: { category: 'tops' },
    });
    const inputs = (row.inputs as { role: string; fileId: string }[]).map((input) =>
      input.role === 'clothing' ? { ...input, assetId: garment.id } : input,
    );
    await api.deps.database.db
      .update(generations)
      .set({ inputs })
      .where(eq(generations.id, row.id));
    const reuse = reuseSchema.parse((await post(`/history/${row.id}/reuse`, alice.token)).body);
    expect((reuse.inputs.clothing as Asset).id).toBe(garment.id);
    expect(reuse.inputs.person).toMatchObject({ kind: 'model' });
    expect(reuse.mask).toBeNull();
  });

  it('a submitted generation offers the very asset it was made from', async () => {
    const carol = await account();
    const source = await uploadAsset(api, carol.token, await picture(80, 60, 'png'), 'image');
    const submit = await call(api, 'POST', '/ai/image-editing/generate', {
      token: carol.token,
      body: { inputs: { source: source.id }, params: { preset: 'enhance-quality' } },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(202);
    const id = (submit.body.generation as { id: string }).id;
    const reuse = reuseSchema.parse((await post(`/history/${id}/reuse`, carol.token)).body);
    expect(reuse.tool).toBe('image-editing');
    expect(reuse.inputs.source!.id).toBe(source.id);
    expect(reuse.params).toMatchObject({ preset: 'enhance-quality' });
    expect((await library(carol.token, 'image')).total).toBe(1);
  });

  it('answers 404 for another user’s, an unknown or a malformed id, leaking nothing', async () => {
    const row = await insertGeneration(api, alice.id, { inputs: ['person', 'clothing'] });
    const others = await post(`/history/${row.id}/reuse`, bob.token, undefined, 'vi');
    const unknown = await post(
      '/history/6f1c2a52-5b0e-4c1e-9a51-0d8a4b8f0e12/reuse',
      bob.token,
      undefined,
      'vi',
    );
    expect(others.status).toBe(404);
    expect(others.body).toEqual(unknown.body);
    expect((await post('/history/%20/reuse', bob.token)).status).toBe(404);
    expect((await call(api, 'POST', `/history/${row.id}/reuse`)).status).toBe(401);
    expect((await library(bob.token, 'model')).total).toBe(0);
  });
});
