import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KieuApiError, KieuClient } from '../../packages/sdk-ts/src/index.ts';
import { verifyWebhook } from '../../packages/sdk-ts/src/webhooks.ts';
import { findSample } from '../../src/server/services/samples/sample-catalogue.ts';
import { renderSample } from '../../src/server/services/samples/render-sample.ts';
import { apiCallCounts } from '../../src/server/db/schema.ts';
import { flushApiCalls } from '../../src/server/services/public-api/api-call-buffer.ts';
import { call } from './support/accounts.ts';
import { apiClient, type ApiClient } from './support/public-api.ts';
import { onApi } from './support/public-forms.ts';
import { grantTestCredits } from './support/payments.ts';
import { fullBodyPhoto, garmentPhoto } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { canAdvance, type Clock } from '../../src/server/clock.ts';

/** The integrator's webhook receiver on 127.0.0.1, keeping each delivery's raw body. */
const deliveries: { headers: IncomingHttpHeaders; body: string }[] = [];
let receiver: Server;
let receiverUrl: string;
let api: TestApi;
let client: ApiClient;
let kieu: KieuClient;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString() });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/kieu`;
  api = await startTestApi();
  client = await apiClient(api, { services: ['virtual-tryon'] });
  kieu = new KieuClient({ baseUrl: api.url, token: client.value, version: '2026-11-28' });
});
afterAll(async () => {
  await api?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** Moves the API's clock (NODE_ENV=test) forward to `seconds` before its next minute. */
function moveToSecondsBeforeMinute(clock: Clock, seconds: number) {
  if (!canAdvance(clock)) throw new Error("the test API's clock cannot move");
  const intoMinute = clock.now().getTime() % 60_000;
  clock.advance(((120_000 - seconds * 1000 - intoMinute) % 60_000) / 1000);
}

const image = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

async function tryOnInputs(sdk: KieuClient) {
  const model = await sdk.upload(image(await fullBodyPhoto()), {
    kind: 'model',
    consent: 'subject',
  });
  const trousers = await renderSample(findSample('garment-grey-trousers')!);
  const garment = await sdk.upload(image(trousers), { kind: 'garment' });
  return { person: model.id, clothing: garment.id };
}

async function deliveryFor(jobId: string) {
  for (;;) {
    const found = deliveries.find((d) => d.body.includes(jobId));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the TypeScript SDK against the API', () => {
  it('runs a try-on: uploads, submits with wait, verifies the webhook, downloads the result', async () => {
    const inputs = await tryOnInputs(kieu);
    const before = (await kieu.balance()).balance;
    // The first try-on loads the pose and background-removal models: it may outlast the wait.
    const submitted = await kieu.submit(
      'virtual-tryon',
      { inputs, params: { category: 'bottoms' }, webhook_url: receiverUrl },
      { wait: 60, idempotencyKey: 'sdk-try-on-1' },
    );
    const job =
      submitted.job.status === 'succeeded'
        ? await kieu.getJob(submitted.job.id)
        : await kieu.waitForJob(submitted.job.id, { timeoutMs: 300_000, intervalMs: 500 });
    expect(job.status).toBe('succeeded');
    expect((await kieu.balance()).balance).toBe(before - job.credits);

    const secret = (
      await call(api, 'GET', `/api-tokens/${client.tokenId}`, { token: client.session })
    ).body.webhookSecret as string;
    const delivery = await deliveryFor(job.id);
    const signature = delivery.headers['kieu-signature'] as string;
    expect(verifyWebhook(secret, signature, delivery.body)).toBe(true);
    expect(verifyWebhook(`${secret}x`, signature, delivery.body)).toBe(false);
    expect(JSON.parse(delivery.body)).toMatchObject({
      type: 'job.succeeded',
      data: { job_id: job.id, status: 'succeeded' },
    });

    const file = await fetch(onApi(api, job.result!.url));
    expect(file.status).toBe(200);
    const { width } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect(width).toBeGreaterThan(0);

    // The same key and body: the first job again, not paid twice.
    const again = await kieu.submit(
      'virtual-tryon',
      { inputs, params: { category: 'bottoms' }, webhook_url: receiverUrl },
      { idempotencyKey: 'sdk-try-on-1' },
    );
    expect(again.job.id).toBe(job.id);
  }, 480_000);

  it('follows a job submitted without wait to its end with waitForJob', async () => {
    const submitted = await kieu.submit('virtual-tryon', {
      inputs: await tryOnInputs(kieu),
      params: { category: 'bottoms' },
    });
    expect(['queued', 'processing']).toContain(submitted.job.status);
    const job = await kieu.waitForJob(submitted.job.id, { timeoutMs: 300_000, intervalMs: 500 });
    expect(job.status).toBe('succeeded');
    const listed = await kieu.listJobs({ service: 'virtual-tryon', limit: 10 });
    expect(listed.items.map((j) => j.id)).toContain(job.id);
  }, 480_000);

  it('waits out a 429 with its Retry-After while following a job', async () => {
    // Three calls a minute: the uploads and the submit use most of this minute up, so an early
    // poll is refused and waitForJob must wait for the next minute instead of failing. The
    // API's clock is moved to 10 s before its minute ends, so the wait is those seconds, not
    // most of a real minute (issue 38). The uploads start a minute first: uploads made in a
    // minute's last 10 s would leave the submit alone in the next one, and no poll refused.
    const limited = await apiClient(api, { services: ['virtual-tryon'], rateLimitPerMinute: 3 });
    const sdk = new KieuClient({ baseUrl: api.url, token: limited.value });
    moveToSecondsBeforeMinute(api.deps.clock, 59);
    const inputs = await tryOnInputs(sdk);
    moveToSecondsBeforeMinute(api.deps.clock, 10);
    const submitted = await sdk.submit('virtual-tryon', {
      inputs,
      params: { category: 'bottoms' },
    });
    const job = await sdk.waitForJob(submitted.job.id, { timeoutMs: 300_000, intervalMs: 500 });
    expect(job.status).toBe('succeeded');
    const db = api.deps.database.db;
    await flushApiCalls(db);
    const refused = await db
      .select()
      .from(apiCallCounts)
      .where(and(eq(apiCallCounts.tokenId, limited.tokenId), eq(apiCallCounts.statusCode, 429)));
    expect(refused.map((row) => row.operation)).toContain('get-job');
  }, 480_000);

  it('throws a typed KieuApiError with the documented code on a bad request', async () => {
    const error = await kieu
      .submit('virtual-tryon', { inputs: { person: '' }, params: {} } as never)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KieuApiError);
    const apiError = error as KieuApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.code).toBe('validation_failed');
    expect(apiError.detail).not.toBe('');
    expect(apiError.requestId).toMatch(/\S/);
  });

  it('checks a garment’s fidelity, and throws its documented code on a bad picture', async () => {
    const garment = await renderSample(findSample('garment-yellow-tshirt')!);
    const model = await fullBodyPhoto();
    const { fidelity } = await kieu.checkFidelity({
      product: image(garment),
      result: image(model),
      category: 'tops',
    });
    // The model photo does not wear the product: its garment's colours are far from it.
    expect(fidelity).toMatchObject({ verdict: 'fail', version: 1 });
    expect(fidelity.checks.map((check) => check.kind)).toEqual(['colour', 'pattern', 'shape']);
    const error = await kieu
      .checkFidelity({ product: image(garment), result: new Blob(['not an image']) })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KieuApiError);
    expect(error).toMatchObject({ status: 415, code: 'unsupported_file_type' });
  });

  it('makes, names and retires a brand model, and submits product to model and model swap on it', async () => {
    const owner = await apiClient(api, {
      services: ['body-generator', 'product-to-model', 'model-swap'],
    });
    await grantTestCredits(api, owner.email, 20);
    const sdk = new KieuClient({ baseUrl: api.url, token: owner.value });
    const photo = await sdk.upload(image(await fullBodyPhoto()), {
      kind: 'model',
      consent: 'subject',
    });
    const { model } = await sdk.createModel({ name: 'Lan', photo: photo.id });
    expect(model).toMatchObject({ name: 'Lan', source: 'photo', status: 'ready' });
    expect((await sdk.renameModel(model.id, 'Lan Anh')).name).toBe('Lan Anh');
    expect((await sdk.getModel(model.id)).name).toBe('Lan Anh');

    const product = await sdk.upload(image(await garmentPhoto()), { kind: 'garment' });
    const before = (await sdk.balance()).balance;
    const made = await sdk.submitProductToModel({
      inputs: { product: product.id },
      params: { model: model.id, resolution: '2k', aspectRatio: '3:4' },
    });
    // 5 credits at 2k and 3 for the brand model's identity (decision 124).
    expect(made.job.credits).toBe(8);
    const swapped = await sdk.submitModelSwap({
      inputs: { source: photo.id },
      params: { model: 'model-lan' },
    });
    expect(swapped.job.credits).toBe(5);
    // Cancelled at once: the credits come back and the test spends no engine time.
    await Promise.all([sdk.cancelJob(made.job.id), sdk.cancelJob(swapped.job.id)]);
    expect((await sdk.balance()).balance).toBe(before);

    const retired = await sdk.retireModel(model.id);
    expect(retired.retired_at).not.toBeNull();
    expect((await sdk.listModels()).items.map((m) => m.id)).not.toContain(model.id);
    const all = await sdk.listModels({ include_retired: 'true' });
    expect(all.items.map((m) => m.id)).toContain(model.id);
  });

  it('throws invalid_api_token for a token the API does not know', async () => {
    const stranger = new KieuClient({ baseUrl: api.url, token: 'ks_live_not-a-token' });
    const error = await stranger.balance().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(KieuApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_api_token' });
  });
});
