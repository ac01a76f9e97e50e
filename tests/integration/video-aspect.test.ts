import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { probeVideo } from '../../src/server/engine/local/test-support.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { call, signUp } from './support/accounts.ts';
import { onApi } from './support/public-forms.ts';
import { finished, startRemoteApi } from './support/remote-engine.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { grantTestCredits } from './support/payments.ts';

// Issue 22 §13 and decision 044: the output frame (9:16, 1:1, 16:9 or the photo's own) is what
// the delivered MP4 measures, on the local engine and on fal (the fake renders the frame the
// request asks for, or the sent image's shape, as the real models do).

/** Makes a video from the 300×600 person photo and answers the delivered file's frame. */
async function deliveredFrame(api: TestApi, token: string, params: Record<string, unknown>) {
  const source = (await uploadAsset(api, token, await personPhoto(), 'image')).id;
  const res = await call(api, 'POST', '/ai/image-to-video/generate', {
    token,
    body: { inputs: { source }, params: { fixCamera: true, ...params } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const done: GenerationProgress = await finished(
    api,
    token,
    (res.body.generation as { id: string }).id,
  );
  expect(done.status, JSON.stringify(done.item)).toBe('success');
  const video = Buffer.from(await (await fetch(onApi(api, done.item.result_url!))).arrayBuffer());
  const probe = await probeVideo(video);
  return `${probe.width}x${probe.height}`;
}

describe('video frame on the local engine', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.stop());

  it('delivers 9:16, 1:1, 16:9 and the photo’s own frame at 480p', async () => {
    const sizes: Record<string, string> = {};
    for (const aspect of ['source', '9:16', '1:1', '16:9']) {
      // A new account holds 5 credits; a video costs 2.
      const { token } = await signUp(api);
      sizes[aspect] = await deliveredFrame(api, token, { aspect, duration: 5 });
    }
    // The 1:2 photo is taller than 9:16, so following it gives the tallest frame.
    expect(sizes).toEqual({
      source: '480x854',
      '9:16': '480x854',
      '1:1': '480x480',
      '16:9': '854x480',
    });
  }, 90_000);

  it('refuses an unknown frame with a 422 in the caller’s language', async () => {
    const { token } = await signUp(api);
    const res = await call(api, 'POST', '/ai/image-to-video/generate', {
      token,
      lang: 'vi',
      body: { inputs: { source: randomUUID() }, params: { aspect: '4:5' } },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('Vui lòng chọn khung video');
  });
});

describe('video frame on fal', () => {
  let fake: FakeFal;
  let api: TestApi;
  beforeAll(async () => {
    fake = await startFakeFal();
    api = await startRemoteApi(fake);
  });
  afterAll(async () => {
    await api?.stop();
    await fake?.close();
  });

  it('passes aspect_ratio where the model takes it and crops the photo where it does not', async () => {
    const { token, email } = await signUp(api);
    // Kling costs 4 credits (decision 065): with Seedance's 2, more than the free trial's 5.
    await grantTestCredits(api, email, 4);
    // Seedance takes aspect_ratio; Kling follows the image, which is cropped to the frame first.
    expect(await deliveredFrame(api, token, { model: 'seedance_v1', aspect: '1:1' })).toBe(
      '120x120',
    );
    expect(fake.requests.at(-1)!.input).toMatchObject({ aspect_ratio: '1:1' });
    expect(await deliveredFrame(api, token, { model: 'kling_v2.1', aspect: '16:9' })).toBe(
      '214x120',
    );
    expect(fake.requests.at(-1)!.input).not.toHaveProperty('aspect_ratio');
  }, 60_000);
});
