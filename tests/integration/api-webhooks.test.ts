import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiWebhookDeliveries, generations } from '../../src/server/db/schema.ts';
import { EngineError, type Engine } from '../../src/server/engine/engine.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import {
  deliverWebhook,
  WebhookAttemptError,
} from '../../src/server/services/api-webhooks/deliver-webhook.ts';
import { queueJobWebhook } from '../../src/server/services/api-webhooks/queue-job-webhook.ts';
import { verifyWebhookSignature } from '../../src/server/services/api-webhooks/sign-webhook.ts';
import { generationDeps } from '../../src/server/services/generation/generation-deps.ts';
import { submitGeneration } from '../../src/server/services/generation/submit-generation.ts';
import { call, signUp } from './support/accounts.ts';
import { subscribe } from './support/payments.ts';
import { v1 } from './support/public-api.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Edits succeed at once with a small picture, unless the prompt asks to be refused, or to wait
// until the test opens the gate.
let openGate = () => {};
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});
const engine: Engine = {
  ...createLocalEngine(),
  name: 'quick',
  imageEditing: async ({ params }) => {
    if (params.prompt?.includes('refuse')) {
      throw new EngineError('unsupported', 'generation.engine.instructionUnknown');
    }
    if (params.prompt?.includes('wait')) await gate;
    const data = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#c68a64' },
    })
      .png()
      .toBuffer();
    return { data, contentType: 'image/png', width: 32, height: 32 };
  },
};

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A customer's receiver on 127.0.0.1: answers per path, remembering every request. */
const received: Received[] = [];
const answers: Record<string, number[]> = {};
let receiver: Server;
let receiverUrl: string;

let api: TestApi;
beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString() });
      const status = answers[path]?.shift() ?? (path.startsWith('/down') ? 500 : 200);
      if (status === 302) response.setHeader('location', '/ok');
      response.writeHead(status).end('noted');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // Two retries a second apart (backoff doubles), so a dead receiver is given up on quickly.
  api = await startTestApi(
    { API_WEBHOOK_RETRY_LIMIT: '2', API_WEBHOOK_RETRY_DELAY_SECONDS: '1' },
    { engine },
  );
});
afterAll(async () => {
  await api?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

/** A Business customer with an API token, as the public API would see them. */
async function customer() {
  const account = await signUp(api);
  await subscribe(api, account.email, 'pro');
  const created = await call(api, 'POST', '/api-tokens', {
    token: account.token,
    body: { name: 'Cửa hàng', services: ['image-editing'], rateLimitPerMinute: 60 },
  });
  expect(created.status).toBe(201);
  const tokenId = (created.body.token as { id: string }).id;
  const profile = await call(api, 'GET', '/auth/profile', { token: account.token });
  const source = (await uploadAsset(api, account.token, await personPhoto(), 'image')).id;
  return {
    ...account,
    userId: profile.body.id as string,
    tokenId,
    tokenValue: created.body.value as string,
    source,
    secret: async () =>
      (await call(api, 'GET', `/api-tokens/${tokenId}`, { token: account.token })).body
        .webhookSecret as string,
  };
}

type Customer = Awaited<ReturnType<typeof customer>>;

async function submitJob(who: Customer, path: string, prompt = 'make the background white') {
  const { row } = await submitGeneration(generationDeps(api.deps), {
    userId: who.userId,
    tool: 'image-editing',
    request: { inputs: { source: who.source }, params: { prompt } },
    api: { tokenId: who.tokenId, webhookUrl: `${receiverUrl}${path}`, maxConcurrentJobs: 5 },
  });
  return row.id;
}

/** The job's delivery once it is no longer pending (delivered or given up). */
async function settledDelivery(generationId: string) {
  for (let i = 0; i < 600; i += 1) {
    const [row] = await api.deps.database.db
      .select()
      .from(apiWebhookDeliveries)
      .where(eq(apiWebhookDeliveries.generationId, generationId));
    if (row && row.status !== 'pending') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the delivery of ${generationId} never settled`);
}

const at = (path: string) => received.filter((request) => request.path === path);
const nowSeconds = () => Date.now() / 1000;

describe('signed webhooks of public API jobs (decision 024)', () => {
  it('delivers one job.succeeded whose signature verifies with the token’s webhook secret', async () => {
    const who = await customer();
    const secret = await who.secret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const jobId = await submitJob(who, '/ok');
    const delivery = await settledDelivery(jobId);
    expect(delivery).toMatchObject({
      event: 'job.succeeded',
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
    });
    expect(delivery.deliveredAt).toBeInstanceOf(Date);

    const [request] = at('/ok');
    expect(at('/ok')).toHaveLength(1);
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'KieuStudio-Webhooks/1',
      'kieu-event': 'job.succeeded',
      'kieu-delivery': delivery.id,
    });
    const signature = request!.headers['kieu-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(secret, signature, request!.body, nowSeconds())).toBe(true);
    expect(verifyWebhookSignature(`${secret}x`, signature, request!.body, nowSeconds())).toBe(
      false,
    );
    const [job] = await api.deps.database.db
      .select()
      .from(generations)
      .where(eq(generations.id, jobId));
    expect(JSON.parse(request!.body)).toEqual({
      id: delivery.id,
      type: 'job.succeeded',
      created_at: delivery.createdAt.toISOString(),
      data: {
        job_id: jobId,
        service: 'image-editing',
        status: 'succeeded',
        error: null,
        completed_at: job!.completedAt!.toISOString(),
        // An edit shows no garment: no fidelity report (issue 41).
        fidelity: null,
      },
    });

    // A job told twice of the same outcome (a retried job) queues one delivery only.
    await api.deps.database.db.transaction((tx) =>
      queueJobWebhook(tx, api.deps.queue, {
        generationId: jobId,
        webhookUrl: job!.webhookUrl,
        event: 'job.succeeded',
        now: new Date(),
      }),
    );
    const [rows] = await api.deps.database.db
      .select({ value: count() })
      .from(apiWebhookDeliveries)
      .where(eq(apiWebhookDeliveries.generationId, jobId));
    expect(rows!.value).toBe(1);
  });

  it('delivers job.failed with the job’s error when the generation fails', async () => {
    const who = await customer();
    const jobId = await submitJob(who, '/failed', 'please refuse this edit');
    const delivery = await settledDelivery(jobId);
    expect(delivery).toMatchObject({ event: 'job.failed', status: 'delivered', attempts: 1 });
    const [request] = at('/failed');
    expect(request!.headers['kieu-event']).toBe('job.failed');
    const signature = request!.headers['kieu-signature'] as string;
    expect(verifyWebhookSignature(await who.secret(), signature, request!.body, nowSeconds())).toBe(
      true,
    );
    const body = JSON.parse(request!.body);
    expect(body).toMatchObject({
      type: 'job.failed',
      data: { job_id: jobId, status: 'failed', service: 'image-editing' },
    });
    expect(body.data.error.message).toMatch(/^The local engine did not understand this edit/);
    // Issue 18: a stable code, and whether sending the same request again can help.
    expect(body.data.error).toMatchObject({ code: 'unsupported', retryable: false });
    expect(body.data.completed_at).toEqual(expect.any(String));
    const job = await v1(api, 'GET', `/v1/jobs/${jobId}`, { value: who.tokenValue });
    expect(job.body.error).toEqual(body.data.error);
  });

  it('retries a receiver that answers 500 twice, then is delivered on the third attempt', async () => {
    const who = await customer();
    answers['/flaky'] = [500, 500, 200];
    const jobId = await submitJob(who, '/flaky');
    const delivery = await settledDelivery(jobId);
    expect(delivery).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
    });
    const attempts = at('/flaky');
    expect(attempts).toHaveLength(3);
    // Every attempt is the same delivery, signed anew.
    expect(new Set(attempts.map((attempt) => attempt.headers['kieu-delivery']))).toEqual(
      new Set([delivery.id]),
    );
    expect(new Set(attempts.map((attempt) => attempt.body)).size).toBe(1);
  }, 60_000);

  it('gives up on a receiver that always fails, or redirects, after the retry limit', async () => {
    const who = await customer();
    answers['/moved'] = [302, 302, 302];
    const [downJob, movedJob] = await Promise.all([
      submitJob(who, '/down'),
      submitJob(who, '/moved'),
    ]);
    const down = await settledDelivery(downJob);
    expect(down).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastStatusCode: 500,
      lastError: 'HTTP 500',
      deliveredAt: null,
    });
    expect(at('/down')).toHaveLength(3);
    const moved = await settledDelivery(movedJob);
    expect(moved).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: 302 });
    // The redirect was not followed: /ok still heard only the first test's delivery.
    expect(at('/moved')).toHaveLength(3);
    expect(at('/ok')).toHaveLength(1);
  }, 90_000);

  it('fails a delivery whose token was deleted without calling the receiver', async () => {
    const who = await customer();
    const jobId = await submitJob(who, '/orphan', 'wait for the gate');
    const deleted = await call(api, 'DELETE', `/api-tokens/${who.tokenId}`, { token: who.token });
    expect(deleted.status).toBe(204);
    openGate();
    const delivery = await settledDelivery(jobId);
    expect(delivery).toMatchObject({
      event: 'job.succeeded',
      status: 'failed',
      lastError: 'token deleted',
      attempts: 0,
    });
    expect(at('/orphan')).toHaveLength(0);
  });

  it('answers the secret in the token’s details only, and a regenerated token changes it', async () => {
    const who = await customer();
    const before = await who.secret();
    const list = await call(api, 'GET', '/api-tokens', { token: who.token });
    expect(JSON.stringify(list.body)).not.toContain('webhookSecret');
    expect(JSON.stringify(list.body)).not.toContain(before);
    const other = await signUp(api);
    const foreign = await call(api, 'GET', `/api-tokens/${who.tokenId}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(before);

    const regenerated = await call(api, 'POST', `/api-tokens/${who.tokenId}/regenerate`, {
      token: who.token,
    });
    expect(regenerated.status).toBe(200);
    const after = await who.secret();
    expect(after).toMatch(/^whsec_/);
    expect(after).not.toBe(before);

    // A job after the regeneration is signed with the new secret, not the old one.
    const jobId = await submitJob(who, '/after-regenerate');
    await settledDelivery(jobId);
    const [request] = at('/after-regenerate');
    const signature = request!.headers['kieu-signature'] as string;
    expect(verifyWebhookSignature(after, signature, request!.body, nowSeconds())).toBe(true);
    expect(verifyWebhookSignature(before, signature, request!.body, nowSeconds())).toBe(false);
    expect(JSON.stringify(regenerated.body)).not.toContain(after);
  });

  it('never puts a token value or a webhook secret in a delivery, its row or the logs', async () => {
    const who = await customer();
    const secret = await who.secret();
    const jobId = await submitJob(who, '/secrets');
    const delivery = await settledDelivery(jobId);
    const everything = [
      JSON.stringify(received),
      JSON.stringify(delivery),
      api.logs.map((line) => JSON.stringify(line)).join('\n'),
    ].join('\n');
    expect(everything).toContain(delivery.id);
    expect(everything).not.toContain(who.tokenValue);
    expect(everything).not.toContain(who.tokenValue.split('_').at(-1));
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(secret.slice('whsec_'.length));
  });
});

describe('webhook receivers in production (decision 033)', () => {
  /** A pending delivery of a finished job to `url`, not queued: the test delivers it itself. */
  async function pendingDelivery(who: Customer, url: string) {
    const jobId = await submitJob(who, '/production');
    await settledDelivery(jobId);
    const [row] = await api.deps.database.db
      .insert(apiWebhookDeliveries)
      .values({ generationId: jobId, event: 'job.failed', url })
      .returning();
    return row!;
  }
  const deliverStrictly = (id: string) =>
    deliverWebhook(
      {
        db: api.deps.database.db,
        clock: api.deps.clock,
        logger: api.deps.logger,
        metrics: api.deps.metrics,
        appSecret: api.deps.env.APP_SECRET,
        allowPrivate: false,
        // A DNS answer pointing into our network, as a hostile or rebinding name would give.
        resolve: (_hostname, _options, callback) =>
          callback(null, [{ address: '127.0.0.1', family: 4 }]),
      },
      id,
    );
  const row = async (id: string) =>
    (
      await api.deps.database.db
        .select()
        .from(apiWebhookDeliveries)
        .where(eq(apiWebhookDeliveries.id, id))
    )[0]!;

  it('never reaches an address inside our network, written as an address or behind a name', async () => {
    const who = await customer();
    const port = new URL(receiverUrl).port;
    for (const host of ['127.0.0.1', '[::ffff:7f00:1]', '[::7f00:1]', '[64:ff9b::7f00:1]']) {
      const delivery = await pendingDelivery(who, `https://${host}:${port}/internal`);
      await deliverStrictly(delivery.id);
      expect(await row(delivery.id), host).toMatchObject({
        status: 'failed',
        lastError: 'webhook URL not allowed',
        attempts: 0,
      });
    }
    const named = await pendingDelivery(who, `https://hooks.example:${port}/internal`);
    await expect(deliverStrictly(named.id)).rejects.toBeInstanceOf(WebhookAttemptError);
    expect(await row(named.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'hooks.example resolves to a non-public address (loopback)',
    });
    expect(at('/internal')).toHaveLength(0);
  }, 120_000);
});
