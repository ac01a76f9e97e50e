import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { call, signUp } from './support/accounts.ts';
import { subscribe } from './support/payments.ts';
import { startRemoteApi } from './support/remote-engine.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Decision 065 prices each video model on fal.ai, which renders it; decision 098: the local
// (demo) engine only moves the camera, so a model or audio it ignores costs no premium there.
let fal: FakeFal;
let remote: TestApi;
let local: TestApi;
beforeAll(async () => {
  fal = await startFakeFal();
  [remote, local] = await Promise.all([
    startRemoteApi(fal, { engines: 'image-to-video=fal' }),
    startTestApi(),
  ]);
});
afterAll(async () => {
  await Promise.all([remote?.stop(), local?.stop()]);
  await fal?.close();
});

const veo3 = { model: 'veo3', resolution: '1080p', duration: 8 } as const;
const estimate = async (api: TestApi, token: string, query: string) =>
  (await call(api, 'GET', `/ai/estimate?tool=image-to-video${query}`, { token })).body;

describe('credits that follow the option on an engine that renders it (decision 065)', () => {
  it('estimates the option’s credits before the click', async () => {
    const { token } = await signUp(remote);
    expect(await estimate(remote, token, '')).toMatchObject({ cost: 2, balance: 5, enough: true });
    const dear = await estimate(
      remote,
      token,
      '&model=veo3&resolution=1080p&duration=8&generateAudio=true',
    );
    expect(dear).toMatchObject({ cost: 40, balance: 5, enough: false, engine: 'fal' });
    const samples = await call(remote, 'GET', '/ai/estimate?tool=virtual-tryon&numSamples=3', {
      token,
    });
    expect(samples.body).toMatchObject({ cost: 3 });
    const bad = await call(remote, 'GET', '/ai/estimate?tool=image-to-video&model=sora', {
      token,
    });
    expect(bad.status).toBe(422);
  });

  it('answers 402 with the option’s real credits and holds nothing', async () => {
    const { token, email } = await signUp(remote);
    await subscribe(remote, email, 'basic');
    const source = (await uploadAsset(remote, token, await personPhoto(), 'image')).id;
    const res = await call(remote, 'POST', '/ai/image-to-video/generate', {
      token,
      lang: 'en',
      body: { inputs: { source }, params: veo3 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(402);
    expect(res.body).toMatchObject({ code: 'insufficient_credits', cost: 20, balance: 5 });
    expect(String(res.body.detail)).toContain('20');
    expect((await estimate(remote, token, '')).balance).toBe(5);
  });
});

describe('no premium for a video model the local engine ignores (decision 098)', () => {
  it('quotes every model at the least credits of its resolution and duration', async () => {
    const { token } = await signUp(local);
    const quote = async (query: string) => (await estimate(local, token, query)).cost;
    // 1080p, 8 s: Veo 3 (20, 40 with audio) and Veo 2 (50) cost what Hailuo 02 costs, 4.
    expect(await quote('&model=veo3&resolution=1080p&duration=8')).toBe(4);
    expect(await quote('&model=veo3&resolution=1080p&duration=8&generateAudio=true')).toBe(4);
    expect(await quote('&model=veo_v2&resolution=1080p&duration=8')).toBe(4);
    expect(await quote('&model=hailuo_v2&resolution=1080p&duration=8')).toBe(4);
    // 480p, 10 s: Kling (7) and Seedance (4) cost Hailuo 02's 3; 5 s stays the spec's 2.
    expect(await quote('&model=kling_v2.1&resolution=480p&duration=10')).toBe(3);
    expect(await quote('&model=seedance_v1&resolution=480p&duration=10')).toBe(3);
    expect(await quote('&model=veo_v2&resolution=1080p&duration=5')).toBe(4);
    expect(await quote('')).toBe(2);
    expect((await estimate(local, token, '')).engine).toBe('local');
  });

  it('holds the quoted credits, not the model’s, when a Veo video is made', async () => {
    const { token, email } = await signUp(local);
    await subscribe(local, email, 'basic');
    const before = (await estimate(local, token, '')).balance as number;
    const source = (await uploadAsset(local, token, await personPhoto(), 'image')).id;
    const res = await call(local, 'POST', '/ai/image-to-video/generate', {
      token,
      lang: 'en',
      body: { inputs: { source }, params: { ...veo3, generateAudio: true } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect((await estimate(local, token, '')).balance).toBe(before - 4);
  });
});
