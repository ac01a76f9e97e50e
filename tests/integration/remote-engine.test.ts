import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequests } from '../../src/server/db/schema.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { call, signUp } from './support/accounts.ts';
import { onApi } from './support/public-forms.ts';
import {
  balanceOf,
  finished,
  startRemoteApi,
  submitTryOn,
  TRY_ON_MODEL,
} from './support/remote-engine.ts';
import { grantTestCredits, subscribe } from './support/payments.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import type { TestApi } from './support/test-api.ts';

// Contract tests of the remote engine (decision 018) against a fake that follows fal's
// documented queue protocol, through the real API and job runner. Polling only here (no
// PUBLIC_API_URL); remote-engine-webhooks.test.ts covers the webhooks.
let fake: FakeFal;
let api: TestApi;
beforeAll(async () => {
  fake = await startFakeFal();
  api = await startRemoteApi(fake, { env: { GENERATION_TIMEOUT_SECONDS: '5' } });
});
afterAll(async () => {
  await api?.stop();
  await fake?.close();
});

const requestsOf = (modelId: string) => fake.requests.filter((r) => r.modelId === modelId);

describe('the remote engine on fal (polling)', () => {
  it('makes a try-on on fal: the result is copied into our store, the credit kept, the engine recorded as fal', async () => {
    const { token } = await signUp(api);
    const estimate = await call(api, 'GET', '/ai/estimate?tool=virtual-tryon', { token });
    expect(estimate.body.engine).toBe('fal');
    const before = fake.requests.length;
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done).toMatchObject({ status: 'success', item: { engine: 'fal' } });
    const request = fake.requests[before]!;
    expect(request.modelId).toBe(TRY_ON_MODEL);
    // Our inputs as FASHN's documented fields, images inline as data URIs.
    expect(request.input).toMatchObject({ category: 'one-pieces' });
    expect(String(request.input.model_image)).toMatch(/^data:image\/png;base64,/);
    expect(String(request.input.garment_image)).toMatch(/^data:image\/png;base64,/);
    expect(request.webhookUrl).toBeUndefined();
    expect([...fake.authHeaders]).toContain(`Key ${fake.key}`);
    // The result is served from our store (the fake's 96×128 image, watermarked in place).
    const image = await fetch(onApi(api, done.item.result_url!));
    expect(image.status).toBe(200);
    expect(new URL(onApi(api, done.item.result_url!)).origin).not.toBe(fake.url);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([96, 128]);
    expect(await balanceOf(api, token)).toBe(4);
    const [row] = await api.deps.database.db
      .select()
      .from(providerRequests)
      .where(eq(providerRequests.generationId, id));
    expect(row).toMatchObject({ provider: 'fal', modelId: TRY_ON_MODEL, status: 'OK' });
    expect(row!.requestId).toBe(request.id);
  });

  it('reports the queue and progress phases while fal works', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { queueMs: 400, runMs: 600 });
    const id = await submitTryOn(api, token);
    const seen = new Set<string>();
    for (let i = 0; i < 100; i += 1) {
      const progress = await call(api, 'GET', `/ai/generations/${id}`, { token });
      seen.add(progress.body.phase as string);
      if (progress.body.status !== 'processing') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toContain('processing');
    expect((await finished(api, token, id)).status).toBe('success');
  });

  it('makes a video with the chosen video model and keeps its frames', async () => {
    const { token, email } = await signUp(api);
    // Veo 3 makes 1080p only, a paid-plan resolution (spec §6, decision 021).
    await subscribe(api, email, 'basic');
    // Decision 065: an 8 s Veo 3 video costs 20 credits.
    await grantTestCredits(api, email, 20);
    const source = (await uploadAsset(api, token, await personPhoto(), 'image')).id;
    const model = 'fal-ai/veo3/image-to-video';
    const before = requestsOf(model).length;
    const res = await call(api, 'POST', '/ai/image-to-video/generate', {
      token,
      body: { inputs: { source }, params: { model: 'veo3', duration: 8, resolution: '1080p' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const done = await finished(api, token, (res.body.generation as { id: string }).id);
    expect(done.item.error).toBeNull();
    expect(done).toMatchObject({
      status: 'success',
      item: { engine: 'fal', result_media_type: 'video' },
    });
    expect(requestsOf(model).length).toBe(before + 1);
    expect(requestsOf(model).at(-1)!.input).toMatchObject({ duration: '8s', resolution: '1080p' });
    const video = await fetch(onApi(api, done.item.result_url!));
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(await balanceOf(api, token)).toBe(5);
  }, 30_000);

  it('fails at once and refunds exactly when fal ends the request with an error', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { error: 'runner' });
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done.status).toBe('failed');
    expect(done.item.error).toBe(
      'The AI service could not make this result. Your credits were returned; please try again.',
    );
    expect(await balanceOf(api, token)).toBe(5);
  });

  it('answers a refused input (HTTP 422) with the bad-input message without making a request, refunded', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { submitStatus: 422 });
    const before = requestsOf(TRY_ON_MODEL).length;
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done.status).toBe('failed');
    expect(done.item.error).toBe(
      'The AI service could not use these photos or settings. Please try other photos or settings.',
    );
    expect(requestsOf(TRY_ON_MODEL).length).toBe(before);
    expect(await balanceOf(api, token)).toBe(5);
  });

  it('gives a content-policy refusal its own message, refunded', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { error: 'content-policy' });
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done.status).toBe('failed');
    expect(done.item.error).toMatch(/declined this request under its content policy/);
    expect(await balanceOf(api, token)).toBe(5);
  });

  it('retries a submit that fal answers with HTTP 500, then succeeds', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { submitStatus: 500 });
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done.status).toBe('success');
    expect(await balanceOf(api, token)).toBe(4);
  }, 30_000);

  it('cancels the request at fal when the time limit passes, and fails with the timeout message and a refund', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { hold: true });
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done.status).toBe('failed');
    expect(done.item.error).toBe('The generation took too long and was stopped. Please try again.');
    const request = requestsOf(TRY_ON_MODEL).at(-1)!;
    expect(request.cancelCalls).toBe(1);
    expect(request.cancelled).toBe(true);
    expect(await balanceOf(api, token)).toBe(5);
    const [row] = await api.deps.database.db
      .select()
      .from(providerRequests)
      .where(eq(providerRequests.generationId, id));
    expect(row!.status).toBe('CANCELLED');
  }, 30_000);

  it('fails and refunds a request cancelled at fal (e.g. from its dashboard)', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { hold: true });
    const id = await submitTryOn(api, token);
    let request;
    for (let i = 0; i < 100 && !request; i += 1) {
      request = fake.requests.find((r) => r.modelId === TRY_ON_MODEL && !r.completedAt);
      if (!request) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const cancel = await fetch(`${fake.url}/fal-ai/fashn/requests/${request!.id}/cancel`, {
      method: 'PUT',
      headers: { Authorization: `Key ${fake.key}` },
    });
    expect(cancel.status).toBe(202);
    expect(await cancel.json()).toEqual({ status: 'CANCELLATION_REQUESTED' });
    const done = await finished(api, token, id);
    expect(done.status).toBe('failed');
    expect(done.item.error).toMatch(/could not make this result/);
    expect(await balanceOf(api, token)).toBe(5);
  });

  it('resumes the stored request when a job is retried, instead of submitting again', async () => {
    const { token } = await signUp(api);
    // The first status poll fails (fal unreachable): the job is thrown and retried by pg-boss.
    fake.nextOutcome(TRY_ON_MODEL, { runMs: 300, statusFailures: 1 });
    const before = requestsOf(TRY_ON_MODEL).length;
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done.status).toBe('success');
    expect(requestsOf(TRY_ON_MODEL).length).toBe(before + 1);
    expect(api.logs.some((line) => line.msg === 'fal request resumed')).toBe(true);
    expect(await balanceOf(api, token)).toBe(4);
  }, 30_000);

  it('never writes the FAL_KEY to the logs', () => {
    const log = api.logs.map((line) => JSON.stringify(line)).join('\n');
    expect(api.logs.length).toBeGreaterThan(0);
    expect(log).not.toContain(fake.key);
    expect(log).not.toContain(fake.key.split(':')[1]);
  });
});

describe('a wrong FAL_KEY', () => {
  it('fails at once with the configuration message and a refund, logged as an error without the key', async () => {
    const other = await startRemoteApi({ ...fake, key: 'wrong-key-id:wrong-secret-value' });
    try {
      const { token } = await signUp(other);
      const id = await submitTryOn(other, token);
      const done = await finished(other, token, id);
      expect(done.status).toBe('failed');
      expect(done.item.error).toMatch(/not set up correctly/);
      expect(await balanceOf(other, token)).toBe(5);
      const errors = other.logs.filter((line) => line.level === 50 || line.level === 'error');
      expect(errors.map((line) => line.msg)).toContain(
        'fal refused the API key (FAL_KEY): check the configuration',
      );
      const log = other.logs.map((line) => JSON.stringify(line)).join('\n');
      expect(log).not.toContain('wrong-secret-value');
    } finally {
      await other.stop();
    }
  });
});

describe('the default configuration', () => {
  it('keeps every tool on the local engine without FAL_KEY', async () => {
    const { startTestApi } = await import('./support/test-api.ts');
    const local = await startTestApi();
    try {
      const { token } = await signUp(local);
      for (const tool of ['virtual-tryon', 'image-to-video', 'image-editing']) {
        const estimate = await call(local, 'GET', `/ai/estimate?tool=${tool}`, { token });
        expect(estimate.body.engine).toBe('local');
      }
    } finally {
      await local.stop();
    }
  });
});
