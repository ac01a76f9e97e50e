import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import { call, signUp } from './support/accounts.ts';
import { picture } from './support/generations.ts';
import { uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// The hairstyle changer's portrait check and its refusal, with the real on-device models.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

const path = '/ai/hairstyle-changer/check-portrait';

/** The portrait shrunk onto a large canvas: a face about 9% of the picture's side. */
async function distantPortrait() {
  const small = await sharp(await samplePhoto('portrait'))
    .resize(300, 300)
    .toBuffer();
  return sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#d8d8d8' } })
    .composite([{ input: small, left: 450, top: 300 }])
    .png()
    .toBuffer();
}

async function settled(token: string, id: string): Promise<GenerationProgress> {
  for (let i = 0; i < 200; i += 1) {
    const progress = (await call(api, 'GET', `/ai/generations/${id}`, { token }))
      .body as unknown as GenerationProgress;
    if (progress.status !== 'processing') return progress;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`generation ${id} never settled`);
}

describe('POST /ai/hairstyle-changer/check-portrait (decision 020)', () => {
  it('finds the face of a portrait and says nothing more', async () => {
    const { token } = await signUp(api);
    const asset = await uploadAsset(api, token, await samplePhoto('portrait'), 'model');
    const res = await call(api, 'POST', path, { token, body: { assetId: asset.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ok: true, warnings: [] });
  });

  it('warns about a small face and refuses a picture without one, in the caller’s language', async () => {
    const { token } = await signUp(api);
    const distant = await uploadAsset(api, token, await distantPortrait(), 'model');
    const en = await call(api, 'POST', path, { token, body: { assetId: distant.id } });
    expect(en.body).toEqual({
      ok: true,
      warnings: [
        {
          code: 'face-too-small',
          message:
            'The face is small in this photo, so the hair may not be found well. A closer head-and-shoulders portrait works best.',
        },
      ],
    });
    const noise = await uploadAsset(api, token, await picture(400, 400, 'png'), 'model');
    const vi = await call(api, 'POST', path, { token, lang: 'vi', body: { assetId: noise.id } });
    expect(vi.status).toBe(200);
    expect(vi.body).toEqual({
      ok: false,
      warnings: [
        {
          code: 'no-face',
          message:
            'Không tìm thấy khuôn mặt trong ảnh chân dung này. Hãy chọn ảnh chụp chính diện thấy rõ khuôn mặt, hoặc tự tô vùng tóc.',
        },
      ],
    });
  });

  it('answers 404 for someone else’s asset, 400 for a bad body, 401 without a session', async () => {
    const owner = await signUp(api);
    const asset = await uploadAsset(api, owner.token, await samplePhoto('portrait'), 'model');
    const other = await signUp(api);
    const stranger = await call(api, 'POST', path, {
      token: other.token,
      body: { assetId: asset.id },
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('not_found');
    const broken = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/json' },
      body: '{"assetId":',
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { code: string }).code).toBe('invalid_json');
    const missing = await call(api, 'POST', path, { token: other.token, body: {} });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain('assetId');
    const anonymous = await call(api, 'POST', path, { body: { assetId: asset.id } });
    expect(anonymous.status).toBe(401);
  });
});

describe('a hairstyle generation on a picture without a face', () => {
  it('fails at once with the no-face message and refunds the credit', async () => {
    const { token } = await signUp(api);
    const noise = await uploadAsset(api, token, await picture(400, 400, 'png'), 'model');
    const res = await call(api, 'POST', '/ai/hairstyle-changer/generate', {
      token,
      body: { inputs: { person: noise.id }, params: { styleId: 'pixie', hairColor: 'black' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.balance).toBe(4);
    const done = await settled(token, (res.body.generation as { id: string }).id);
    expect(done.status).toBe('failed');
    expect(done.item.error).toBe(
      'No face was found in this portrait. Choose a front-facing photo with the face in view, or paint the hair mask yourself.',
    );
    const estimate = await call(api, 'GET', '/ai/estimate?tool=hairstyle-changer', { token });
    expect(estimate.body.balance).toBe(5);
  });
});
