import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import type { Engine } from '../../src/server/engine/engine.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import { sandboxSign } from '../../src/server/payments/sandbox-gateway.ts';
import { generationDeps } from '../../src/server/services/generation/generation-deps.ts';
import { submitGeneration } from '../../src/server/services/generation/submit-generation.ts';
import { call, signUp } from './support/accounts.ts';
import { orderPlan, toQuery, vnpayIpnQuery } from './support/payments.ts';
import { parsePrometheus } from './support/prometheus.ts';
import { apiClient } from './support/public-api.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const METRICS_TOKEN = 'scrape-token-for-tests-0123456789';
const VNPAY = { tmnCode: 'KIEUTEST', secret: 'VNPAYTESTSECRETKIEUSTUDIO2026ABCD' };

// The local engine, except that every video crashes: the retries and the dead-letter queue.
const engine: Engine = {
  ...createLocalEngine(),
  imageToVideo: () => Promise.reject(new Error('the renderer crashed')),
};

/** A customer's webhook receiver on 127.0.0.1: 200 on /ok, 500 anywhere else. */
let receiver: Server;
let receiverUrl: string;
let api: TestApi;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    request.resume().on('end', () => response.writeHead(request.url === '/ok' ? 200 : 500).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  api = await startTestApi(
    {
      METRICS_TOKEN,
      TRUST_PROXY: 'true',
      VNPAY_TMN_CODE: VNPAY.tmnCode,
      VNPAY_HASH_SECRET: VNPAY.secret,
      // A failed delivery goes straight to the dead-letter queue.
      API_WEBHOOK_RETRY_LIMIT: '0',
    },
    { engine },
  );
});
afterAll(async () => {
  await api?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

async function scrape(base = api.url) {
  const res = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.status).toBe(200);
  return parsePrometheus(await res.text());
}

async function waitFor<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Submits a generation through the studio API and polls it until it is no longer processing. */
async function generate(tool: string, params: Record<string, unknown>, target = api) {
  const { token } = await signUp(target);
  const source = (await uploadAsset(target, token, await personPhoto(), 'image')).id;
  const res = await call(target, 'POST', `/ai/${tool}/generate`, {
    token,
    body: { inputs: { source }, params },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const id = (res.body.generation as { id: string }).id;
  const done = await waitFor(async () => {
    const progress = (await call(target, 'GET', `/ai/generations/${id}`, { token }))
      .body as unknown as GenerationProgress;
    return progress.status === 'processing' ? undefined : progress;
  }, `generation ${id}`);
  return { id, token, status: done.status };
}

describe('GET /metrics (decision 029)', () => {
  it('answers 401 in the error model without the token or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${METRICS_TOKEN}x`]) {
      const res = await fetch(`${api.url}/metrics`, {
        headers: { 'accept-language': 'vi', ...(authorization ? { authorization } : {}) },
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ code: 'unauthorized' });
      expect(body.detail).toEqual(expect.any(String));
    }
  });

  it('answers the Prometheus text format with the right token', async () => {
    const res = await fetch(`${api.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const metrics = parsePrometheus(await res.text());
    expect(metrics.types.get('kieu_http_request_duration_seconds')).toBe('histogram');
    expect(metrics.types.get('kieu_generation_jobs_total')).toBe('counter');
    expect(metrics.types.get('kieu_generation_job_duration_seconds')).toBe('histogram');
    expect(metrics.types.get('kieu_webhook_deliveries_total')).toBe('counter');
    expect(metrics.types.get('kieu_payment_notifications_total')).toBe('counter');
    expect(metrics.types.get('kieu_queue_depth')).toBe('gauge');
  });

  it('includes the process and Node.js metrics', async () => {
    const metrics = await scrape();
    expect(metrics.value('process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(metrics.value('process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(metrics.value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(metrics.find('nodejs_eventloop_lag_seconds')).toHaveLength(1);
  });

  it('times requests by method, route pattern and status, never by the raw path', async () => {
    const { id } = await generate('image-editing', { prompt: 'make it brighter' });
    expect((await fetch(`${api.url}/no/such/${id}`)).status).toBe(404);
    expect((await fetch(`${api.url}/plans`, { method: 'PROPFIND' })).status).toBe(404);
    const unauthenticated = await fetch(`${api.url}/ai/generations/${id}`);
    expect(unauthenticated.status).toBe(401);

    const metrics = await scrape();
    const count = 'kieu_http_request_duration_seconds_count';
    const polls = { method: 'GET', route: '/ai/generations/:id', status: '200' };
    expect(metrics.value(count, polls)).toBeGreaterThanOrEqual(1);
    expect(metrics.value(count, { ...polls, status: '401' })).toBe(1);
    expect(
      metrics.value(count, { method: 'POST', route: '/ai/:tool/generate', status: '202' }),
    ).toBe(1);
    expect(metrics.value(count, { method: 'GET', route: 'unmatched', status: '404' })).toBe(1);
    expect(metrics.value(count, { method: 'OTHER', route: 'unmatched', status: '404' })).toBe(1);
    // The histogram's buckets end at +Inf with the count.
    const buckets = metrics.find('kieu_http_request_duration_seconds_bucket', polls);
    expect(buckets.at(-1)).toMatchObject({ labels: { le: '+Inf' } });
    expect(buckets.at(-1)!.value).toBe(metrics.value(count, polls));
    const routes = new Set(
      metrics.find(count).map((sample) => sample.labels.route ?? 'no route label'),
    );
    for (const route of routes) {
      expect(route === 'unmatched' || route.startsWith('/')).toBe(true);
      expect(route).not.toContain(id);
    }
  });

  it('counts and times generation runs by tool, engine and outcome', async () => {
    const before = await scrape();
    const edit = { tool: 'image-editing', engine: 'local' };
    const video = { tool: 'image-to-video', engine: 'local' };
    const counted = (metrics: typeof before, labels: Record<string, string>) =>
      metrics.value('kieu_generation_jobs_total', labels) ?? 0;

    expect((await generate('image-editing', { prompt: 'warmer' })).status).toBe('success');
    // Face enhancement on a drawing with no face: refused by the engine, at once.
    expect((await generate('image-editing', { preset: 'face-enhancement' })).status).toBe('failed');
    // Two retries with backoff (2 s, then about 4 s), then the dead-letter queue.
    const crashed = await generate('image-to-video', { duration: 5, resolution: '480p' });
    expect(crashed.status).toBe('failed');

    const after = await scrape();
    expect(counted(after, { ...edit, outcome: 'succeeded' })).toBe(
      counted(before, { ...edit, outcome: 'succeeded' }) + 1,
    );
    expect(counted(after, { ...edit, outcome: 'refused' })).toBe(
      counted(before, { ...edit, outcome: 'refused' }) + 1,
    );
    expect(counted(after, { ...video, outcome: 'error' })).toBe(3);
    expect(counted(after, { ...video, outcome: 'retries-spent' })).toBe(1);
    const durations = 'kieu_generation_job_duration_seconds';
    expect(after.value(`${durations}_count`, { ...video, outcome: 'error' })).toBe(3);
    expect(after.value(`${durations}_sum`, { ...edit, outcome: 'succeeded' })).toBeGreaterThan(0);
    // The dead-letter verdict is counted, not timed.
    expect(after.find(`${durations}_count`, { outcome: 'retries-spent' })).toEqual([]);
  }, 90_000);

  it('reads the depth of every queue when scraped', async () => {
    const metrics = await scrape();
    const queues = metrics.find('kieu_queue_depth').map((sample) => sample.labels.queue);
    expect(queues).toEqual(expect.arrayContaining(['generation', 'api-webhook', 'site-rebuild']));
    expect(metrics.value('kieu_queue_active_jobs', { queue: 'generation' })).toBeGreaterThanOrEqual(
      0,
    );

    // A job due in an hour waits in its queue; pg-boss counts queues every 10 seconds.
    await api.deps.queue.createQueue('metrics-probe');
    await api.deps.queue.send('metrics-probe', {}, { startAfter: 3600 });
    const depth = await waitFor(async () => {
      const value = (await scrape()).value('kieu_queue_depth', { queue: 'metrics-probe' });
      return value === 1 ? value : undefined;
    }, 'the probe queue to count its job');
    expect(depth).toBe(1);
  }, 40_000);

  it('counts webhook deliveries by outcome', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    const profile = await call(api, 'GET', '/auth/profile', { token: client.session });
    const userId = profile.body.id as string;
    const source = (await uploadAsset(api, client.session, await personPhoto(), 'image')).id;
    const before = await scrape();
    const delivered = (metrics: typeof before, outcome: string) =>
      metrics.value('kieu_webhook_deliveries_total', { outcome }) ?? 0;
    for (const path of ['/ok', '/down']) {
      await submitGeneration(generationDeps(api.deps), {
        userId,
        tool: 'image-editing',
        request: { inputs: { source }, params: { prompt: 'cooler' } },
        api: { tokenId: client.tokenId, webhookUrl: `${receiverUrl}${path}`, maxConcurrentJobs: 5 },
      });
    }
    const after = await waitFor(async () => {
      const metrics = await scrape();
      return delivered(metrics, 'failed') > delivered(before, 'failed') ? metrics : undefined;
    }, 'the failed delivery');
    expect(delivered(after, 'delivered')).toBe(delivered(before, 'delivered') + 1);
    expect(delivered(after, 'attempt-failed')).toBe(delivered(before, 'attempt-failed') + 1);
    expect(delivered(after, 'failed')).toBe(delivered(before, 'failed') + 1);
  });

  it('counts payment notifications by gateway and outcome', async () => {
    const { token } = await signUp(api);
    const { order } = await orderPlan(api, token, {
      planId: 'pro',
      billingCycle: 'monthly',
      gateway: 'sandbox',
    });
    const notification = JSON.stringify({
      reference: order.reference,
      amount: order.amount,
      outcome: 'success',
      transaction: 'SBXMETRICS1',
      sentAt: new Date().toISOString(),
    });
    const notify = (signature: string) =>
      fetch(`${api.url}/payments/sandbox/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        body: notification,
      });
    expect((await notify('forged')).status).toBe(401);
    expect((await notify(sandboxSign(notification, api.deps.env.APP_SECRET))).status).toBe(200);
    expect((await notify(sandboxSign(notification, api.deps.env.APP_SECRET))).status).toBe(200);
    const forged = vnpayIpnQuery(
      { tmnCode: VNPAY.tmnCode, reference: order.reference, amount: order.amount },
      'not-the-secret',
    );
    expect((await fetch(`${api.url}/payments/vnpay/ipn?${toQuery(forged)}`)).status).toBe(200);

    const metrics = await scrape();
    const notifications = (gateway: string, outcome: string) =>
      metrics.value('kieu_payment_notifications_total', { gateway, outcome });
    expect(notifications('sandbox', 'bad-signature')).toBe(1);
    expect(notifications('sandbox', 'completed')).toBe(1);
    expect(notifications('sandbox', 'replayed')).toBe(1);
    expect(notifications('vnpay', 'bad-signature')).toBe(1);
  });
});
