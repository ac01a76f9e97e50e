import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './support/accounts.ts';
import { subscribe } from './support/payments.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

const veo3 = { model: 'veo3', resolution: '1080p', duration: 8 } as const;

describe('credits that follow the option (decision 065)', () => {
  it('estimates the option’s credits before the click', async () => {
    const { token } = await signUp(api);
    const plain = await call(api, 'GET', '/ai/estimate?tool=image-to-video', { token });
    expect(plain.body).toMatchObject({ cost: 2, balance: 5, enough: true });
    const dear = await call(
      api,
      'GET',
      '/ai/estimate?tool=image-to-video&model=veo3&resolution=1080p&duration=8&generateAudio=true',
      { token },
    );
    expect(dear.body).toMatchObject({ cost: 40, balance: 5, enough: false });
    const samples = await call(api, 'GET', '/ai/estimate?tool=virtual-tryon&numSamples=3', {
      token,
    });
    expect(samples.body).toMatchObject({ cost: 3 });
    const bad = await call(api, 'GET', '/ai/estimate?tool=image-to-video&model=sora', { token });
    expect(bad.status).toBe(422);
  });

  it('answers 402 with the option’s real credits and holds nothing', async () => {
    const { token, email } = await signUp(api);
    await subscribe(api, email, 'basic');
    const source = (await uploadAsset(api, token, await personPhoto(), 'image')).id;
    const res = await call(api, 'POST', '/ai/image-to-video/generate', {
      token,
      lang: 'en',
      body: { inputs: { source }, params: veo3 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(402);
    expect(res.body).toMatchObject({ code: 'insufficient_credits', cost: 20, balance: 5 });
    expect(String(res.body.detail)).toContain('20');
    const after = await call(api, 'GET', '/ai/estimate?tool=image-to-video', { token });
    expect(after.body.balance).toBe(5);
  });
});
