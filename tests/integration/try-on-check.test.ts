import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { call, signUp } from './support/accounts.ts';
import {
  fullBodyPhoto,
  garmentPhoto,
  portraitPhoto,
  uploadAsset,
} from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

const check = (token: string, body: unknown, lang = 'en') =>
  call(api, 'POST', '/ai/virtual-tryon/check-model', { token, body, lang });

const balanceOf = async (token: string) =>
  (await call(api, 'GET', '/ai/estimate?tool=virtual-tryon', { token })).body.balance as number;

const notFullBody = {
  en: 'This photo does not show the whole body. Please upload a full-body photo, head to feet, standing and facing the camera.',
  vi: 'Ảnh này không có toàn bộ cơ thể. Vui lòng tải lên ảnh toàn thân, từ đầu đến chân, đứng quay mặt về phía máy ảnh.',
};

describe('POST /ai/virtual-tryon/check-model', () => {
  it('accepts a full-body photo and a sample model', async () => {
    const { token } = await signUp(api);
    const model = await uploadAsset(api, token, await fullBodyPhoto(), 'model');
    const asset = await check(token, { assetId: model.id });
    expect(asset.status, JSON.stringify(asset.body)).toBe(200);
    expect(asset.body).toEqual({ ok: true });
    const sample = await check(token, { sampleId: 'model-minh' });
    expect(sample.status).toBe(200);
    expect(sample.body).toEqual({ ok: true });
    expect(await balanceOf(token)).toBe(5);
  }, 60_000);

  it('refuses a head-and-shoulders portrait, saying what to upload in the caller’s language', async () => {
    const { token } = await signUp(api);
    const portrait = await uploadAsset(api, token, await portraitPhoto(), 'model');
    for (const lang of ['en', 'vi'] as const) {
      const res = await check(token, { assetId: portrait.id }, lang);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ok: false, reason: 'not-full-body', message: notFullBody[lang] });
    }
  }, 60_000);

  it('answers 404 for another user’s asset, a garment sample and an unknown sample', async () => {
    const owner = await signUp(api);
    const stranger = await signUp(api);
    const model = await uploadAsset(api, owner.token, await fullBodyPhoto(), 'model');
    const res = await check(stranger.token, { assetId: model.id });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('not_found');
    expect((await check(owner.token, { sampleId: 'garment-red-dress' })).status).toBe(404);
    expect((await check(owner.token, { sampleId: 'model-nobody' })).status).toBe(404);
  });

  it('answers 400 for a body that is not JSON and 422 for one without exactly one id', async () => {
    const { token } = await signUp(api);
    const bad = await fetch(`${api.url}/ai/virtual-tryon/check-model`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{"assetId":',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('invalid_json');
    for (const body of [
      {},
      { assetId: 'not-a-uuid' },
      { sampleId: 'model-lan', assetId: crypto.randomUUID() },
    ]) {
      const res = await check(token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
  });

  it('answers 401 without a session', async () => {
    const res = await call(api, 'POST', '/ai/virtual-tryon/check-model', {
      body: { sampleId: 'model-lan' },
    });
    expect(res.status).toBe(401);
  });
});

describe('a try-on with a refused model', () => {
  it('fails at once with the check’s message and gives the credit back exactly', async () => {
    const { token } = await signUp(api);
    const portrait = await uploadAsset(api, token, await portraitPhoto(), 'model');
    const garment = await uploadAsset(api, token, await garmentPhoto(), 'garment');
    const before = await balanceOf(token);
    const res = await call(api, 'POST', '/ai/virtual-tryon/generate', {
      token,
      body: { inputs: { person: portrait.id, clothing: garment.id }, params: { category: 'tops' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.balance).toBe(before - 1);
    const id = (res.body.generation as { id: string }).id;
    let progress: GenerationProgress | undefined;
    for (let i = 0; i < 300; i += 1) {
      progress = (await call(api, 'GET', `/ai/generations/${id}`, { token }))
        .body as unknown as GenerationProgress;
      if (progress.status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(progress).toMatchObject({ status: 'failed', item: { error: notFullBody.en } });
    expect(await balanceOf(token)).toBe(before);
  }, 90_000);
});
