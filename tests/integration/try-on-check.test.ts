import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, generations } from '../../src/server/db/schema.ts';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import { call, signUp } from './support/accounts.ts';
import { apiClient, v1, v1Upload } from './support/public-api.ts';
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

const seated = {
  en: 'The person is sitting in this photo. Please upload a full-body photo, standing and facing the camera.',
  vi: 'Trong ảnh này người mẫu đang ngồi. Vui lòng tải lên ảnh toàn thân, đứng quay mặt về phía máy ảnh.',
};
const armsRaised = {
  en: 'The arms are raised in this photo. Please upload a photo with the arms relaxed at the sides.',
  vi: 'Trong ảnh này tay đang giơ lên. Vui lòng tải lên ảnh có hai tay thả lỏng dọc theo thân.',
};

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

  it('refuses a raised-arm selfie and a seated woman, saying why in the caller’s language', async () => {
    const { token } = await signUp(api);
    for (const [photo, reason, message] of [
      ['raisedArmSelfie', 'arms-raised', armsRaised],
      ['seated', 'seated', seated],
    ] as const) {
      const model = await uploadAsset(api, token, await samplePhoto(photo), 'model');
      for (const lang of ['vi', 'en'] as const) {
        const res = await check(token, { assetId: model.id }, lang);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ ok: false, reason, message: message[lang] });
      }
    }
    expect(await balanceOf(token)).toBe(5);
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

// Issue 40: a raised-arm selfie and a seated woman were accepted for 1 credit each. A model photo
// the try-on refuses is refused at submit, with the check's code and words, before anything is
// held or written: the studio, the public API (by upload id or data URI) and catalogue batches.
describe('a try-on submit with a model photo the try-on cannot use', () => {
  const generationCount = async () =>
    (await api.deps.database.db.select({ id: generations.id }).from(generations)).length;
  const assetCount = async () =>
    (await api.deps.database.db.select({ id: assets.id }).from(assets)).length;

  it('is refused with 422 and the reason in the caller’s language, holding and writing nothing', async () => {
    const { token } = await signUp(api);
    const garment = await uploadAsset(api, token, await garmentPhoto(), 'garment');
    const cases = [
      ['seated', 'pose_not_supported', seated],
      ['raisedArmSelfie', 'pose_not_supported', armsRaised],
      ['portrait', 'not_full_body', notFullBody],
    ] as const;
    for (const [photo, code, message] of cases) {
      const model = await uploadAsset(api, token, await samplePhoto(photo), 'model');
      const [jobs, library, before] = [await generationCount(), await assetCount(), 5];
      for (const lang of ['vi', 'en'] as const) {
        const res = await call(api, 'POST', '/ai/virtual-tryon/generate', {
          token,
          lang,
          body: {
            inputs: { person: model.id, clothing: garment.id },
            params: { category: 'tops' },
          },
        });
        expect(res.status, `${photo}: ${JSON.stringify(res.body)}`).toBe(422);
        expect(res.body).toMatchObject({
          code,
          detail: message[lang],
          errors: [{ path: 'inputs.person', message: message[lang] }],
        });
      }
      expect(await balanceOf(token)).toBe(before);
      expect(await generationCount()).toBe(jobs);
      expect(await assetCount()).toBe(library);
    }
  }, 90_000);

  it('is refused the same by the public API, by upload id or data URI, and in a batch', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const photo = await samplePhoto('seated');
    const model = (await v1Upload(api, client.value, photo, { kind: 'model' })).body.id as string;
    const garment = (await v1Upload(api, client.value, await garmentPhoto(), { kind: 'garment' }))
      .body.id as string;
    const balance = async () =>
      (await v1(api, 'GET', '/v1/balance', { value: client.value })).body.balance as number;
    const [before, jobs, library] = [await balance(), await generationCount(), await assetCount()];
    const dataUri = `data:image/png;base64,${photo.toString('base64')}`;
    for (const person of [model, dataUri]) {
      const res = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
        value: client.value,
        lang: 'vi',
        body: {
          inputs: { person, clothing: garment },
          params: { category: 'tops' },
          consent: 'self',
        },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body).toMatchObject({ code: 'pose_not_supported', message: seated.vi });
    }
    const batch = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: client.value,
      body: { models: [model], garments: [{ id: garment, category: 'tops' }] },
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(422);
    expect(batch.body).toMatchObject({
      code: 'pose_not_supported',
      errors: [{ path: 'models.0', message: seated.en }],
    });
    const studioBatch = await call(api, 'POST', '/catalogue/batches', {
      token: client.session,
      body: { garments: [garment], models: [model] },
    });
    expect(studioBatch.status, JSON.stringify(studioBatch.body)).toBe(422);
    expect(studioBatch.body.code).toBe('pose_not_supported');
    expect(await balance()).toBe(before);
    expect(await generationCount()).toBe(jobs);
    expect(await assetCount()).toBe(library);
  }, 90_000);
});
