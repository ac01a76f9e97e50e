import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, apiWebhookDeliveries } from '../../src/server/db/schema.ts';
import type { Engine } from '../../src/server/engine/engine.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import { webhookEvents } from '../../src/server/services/api-webhooks/job-names.ts';
import { retryScheduleText } from '../../src/server/services/api-webhooks/retry-schedule.ts';
import { sendTestWebhook } from '../../src/server/services/api-webhooks/send-test-webhook.ts';
import { verifyWebhookSignature } from '../../src/server/services/api-webhooks/sign-webhook.ts';
import { call } from './support/accounts.ts';
import { apiClient, v1, v1Upload, type ApiClient } from './support/public-api.ts';
import { picture } from './support/generations.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/** Image edits succeed at once with a small picture. */
const engine: Engine = {
  ...createLocalEngine(),
  name: 'quick',
  imageEditing: async () => {
    const data = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    return { data, contentType: 'image/png', width: 16, height: 16 };
  },
};

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A recording receiver on 127.0.0.1 that answers 200 to everything. */
const received: Received[] = [];
let recorder: Server;
let recorderUrl: string;
let api: TestApi;

beforeAll(async () => {
  recorder = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      received.push({ path: request.url ?? '', headers: request.headers, body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  recorderUrl = `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`;
  api = await startTestApi(
    { API_WEBHOOK_RETRY_LIMIT: '1', API_WEBHOOK_RETRY_DELAY_SECONDS: '1' },
    { engine },
  );
}, 60_000);

const receivers: ChildProcess[] = [];
afterAll(async () => {
  for (const child of receivers) child.kill();
  await api?.stop();
  await new Promise((resolve) => recorder?.close(resolve));
});

/** One of the documented receivers, run as a customer would, with the secret it is given. */
async function startReceiver(language: 'typescript' | 'python', secret: string) {
  const [command, args] =
    language === 'python'
      ? ['python3', ['docs/api/webhook_receiver.py']]
      : [process.execPath, ['--import', 'tsx', 'docs/api/webhook-receiver.ts']];
  const child = spawn(command, args, {
    env: { ...process.env, KIEU_WEBHOOK_SECRET: secret, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  receivers.push(child);
  const accepted: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${language} receiver exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = /^listening on (\S+)$/.exec(line);
      if (listening) resolve(listening[1]!);
      const event = /^accepted (\S+) (\S+)$/.exec(line);
      if (event) accepted.push(`${event[1]} ${event[2]}`);
    });
  });
  return { url, accepted };
}

/** Waits for what a receiver printed: its stdout may arrive after its HTTP answer. */
async function printed(lines: string[], count: number): Promise<string[]> {
  for (let i = 0; i < 300 && lines.length < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return lines;
}

const at = (path: string) => received.filter((request) => request.path === path);

async function untilSeen(path: string, count = 1): Promise<Received[]> {
  for (let i = 0; i < 600 && at(path).length < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(at(path)).toHaveLength(count);
  return at(path);
}

/** The job's delivery once it is no longer pending. */
async function settledDelivery(jobId: string) {
  for (let i = 0; i < 600; i += 1) {
    const [row] = await api.deps.database.db
      .select()
      .from(apiWebhookDeliveries)
      .where(eq(apiWebhookDeliveries.generationId, jobId));
    if (row && row.status !== 'pending') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the delivery of ${jobId} never settled`);
}

/** Submits an image edit through /v1 whose outcome is POSTed to `webhookUrl`. */
async function submitJob(client: ApiClient, webhookUrl: string): Promise<string> {
  const upload = await v1Upload(api, client.value, await picture(64, 48, 'png'));
  expect(upload.status).toBe(201);
  const res = await v1(api, 'POST', '/v1/image-editing/jobs', {
    value: client.value,
    body: {
      inputs: { source: upload.body.id },
      params: { preset: 'enhance-quality' },
      webhook_url: webhookUrl,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return (res.body.job as { id: string }).id;
}

const nowSeconds = () => Date.now() / 1000;
const v1Count = (signature: string) =>
  signature.split(',').filter((part) => part.startsWith('v1='));

async function secretOf(client: ApiClient): Promise<string> {
  const res = await v1(api, 'GET', '/v1/webhook-secret', { value: client.value });
  expect(res.status).toBe(200);
  return res.body.secret as string;
}

describe('the OpenAPI document’s webhooks (issue 18 point 8)', () => {
  it('lists every event the code sends, with its headers, body, tolerance and retries', async () => {
    const doc = (await (await fetch(`${api.url}/v1/openapi.json`)).json()) as {
      webhooks: Record<string, { post: Record<string, unknown> }>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(Object.keys(doc.webhooks).sort()).toEqual([...webhookEvents].sort());
    const schedule = retryScheduleText(1, 1);
    for (const event of webhookEvents) {
      const operation = doc.webhooks[event]!.post as {
        description: string;
        parameters: { in: string; name: string; required: boolean; schema: { enum?: string[] } }[];
        requestBody: { content: { 'application/json': { schema: { $ref: string } } } };
      };
      const headers = operation.parameters.filter((parameter) => parameter.in === 'header');
      expect(headers.map((header) => header.name).sort(), event).toEqual([
        'Kieu-Delivery',
        'Kieu-Event',
        'Kieu-Signature',
        'User-Agent',
      ]);
      expect(headers.every((header) => header.required)).toBe(true);
      expect(headers.find((header) => header.name === 'Kieu-Event')!.schema.enum).toEqual([event]);
      expect(operation.description).toContain('300 seconds');
      expect(operation.description).toContain(schedule);
      const ref = operation.requestBody.content['application/json'].schema.$ref;
      const schema = doc.components.schemas[ref.split('/').at(-1)!]!;
      expect(Object.keys(schema.properties).sort()).toEqual(['created_at', 'data', 'id', 'type']);
    }
    const signature = JSON.stringify(doc.webhooks['job.succeeded']);
    expect(signature).toContain('t=<unix seconds>,v1=<hex>');
    expect(signature).toContain('24 hours');
  });
});

describe('the documented receivers verify real deliveries', () => {
  for (const language of ['typescript', 'python'] as const) {
    it(`${language}: accepts a delivery from the API and refuses a tampered body, a wrong signature and a stale or future timestamp`, async () => {
      const client = await apiClient(api, { services: ['image-editing'] });
      const secret = await secretOf(client);
      const receiver = await startReceiver(language, secret);
      // The API delivers a real job event, signed, to the receiver, which answers 204 only when it verifies.
      const jobId = await submitJob(client, `${receiver.url}/hooks`);
      const delivery = await settledDelivery(jobId);
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 204 });
      expect(await printed(receiver.accepted, 1)).toEqual([`job.succeeded ${delivery.id}`]);

      // The same delivery, copied by the recorder, replayed and then broken three ways.
      await submitJob(client, `${recorderUrl}/copy-${language}`);
      const [copy] = await untilSeen(`/copy-${language}`);
      const signature = copy!.headers['kieu-signature'] as string;
      const post = (body: string, header: string) =>
        fetch(`${receiver.url}/hooks`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'kieu-signature': header },
          body,
        }).then((res) => res.status);
      expect(await post(copy!.body, signature)).toBe(204);
      expect(await post(copy!.body.replace('succeeded', 'failed'), signature)).toBe(400);
      expect(await post(`${copy!.body} `, signature)).toBe(400);
      const t = Math.floor(nowSeconds());
      const sign = (key: string, at: number, body: string) =>
        `t=${at},v1=${createHmac('sha256', key).update(`${at}.${body}`).digest('hex')}`;
      expect(await post(copy!.body, sign(`${secret}x`, t, copy!.body))).toBe(400);
      expect(await post(copy!.body, signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000'))).toBe(400);
      expect(await post(copy!.body, sign(secret, t - 600, copy!.body))).toBe(400);
      expect(await post(copy!.body, sign(secret, t + 600, copy!.body))).toBe(400);
      expect(await post(copy!.body, '')).toBe(400);
      // Signed properly at the edge of the tolerance: accepted.
      expect(await post(copy!.body, sign(secret, t - 200, copy!.body))).toBe(204);
      expect(await printed(receiver.accepted, 3)).toHaveLength(3);
    }, 120_000);
  }
});

describe('reading and rotating the webhook secret', () => {
  it('lets any token read its own secret, the one API management shows, and no other', async () => {
    const narrow = await apiClient(api, { services: ['virtual-tryon'] });
    const other = await apiClient(api);
    const res = await v1(api, 'GET', '/v1/webhook-secret', { value: narrow.value });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
      version: 0,
      rotated_at: null,
      previous_secret_expires_at: null,
    });
    const studio = await call(api, 'GET', `/api-tokens/${narrow.tokenId}`, {
      token: narrow.session,
    });
    expect(studio.body.webhookSecret).toBe(res.body.secret);
    expect(await secretOf(other)).not.toBe(res.body.secret);
    const anonymous = await v1(api, 'GET', '/v1/webhook-secret');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('invalid_api_token');
    expect(JSON.stringify(anonymous.body)).not.toContain('whsec_');
  });

  it('rotates: the new secret signs, the old one too for 24 hours, then only the new one', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    const before = await secretOf(client);
    const rotated = await v1(api, 'POST', '/v1/webhook-secret/rotate', { value: client.value });
    expect(rotated.status).toBe(200);
    const after = rotated.body.secret as string;
    expect(after).toMatch(/^whsec_/);
    expect(after).not.toBe(before);
    expect(rotated.body.version).toBe(1);
    const rotatedAt = Date.parse(rotated.body.rotated_at as string);
    expect(Date.parse(rotated.body.previous_secret_expires_at as string)).toBe(
      rotatedAt + 24 * 3600 * 1000,
    );
    // The studio's token details (the WebhookSecret island's source) and the API agree.
    expect(await secretOf(client)).toBe(after);
    const studio = await call(api, 'GET', `/api-tokens/${client.tokenId}`, {
      token: client.session,
    });
    expect(studio.body.webhookSecret).toBe(after);

    // During the grace period: t=…,v1=<new>,v1=<old>; a receiver holding either accepts it.
    await submitJob(client, `${recorderUrl}/grace`);
    const [graced] = await untilSeen('/grace');
    const header = graced!.headers['kieu-signature'] as string;
    expect(v1Count(header)).toHaveLength(2);
    expect(verifyWebhookSignature(after, header, graced!.body, nowSeconds())).toBe(true);
    expect(verifyWebhookSignature(before, header, graced!.body, nowSeconds())).toBe(true);
    const onlyNew = header.split(',').slice(0, 2).join(',');
    expect(verifyWebhookSignature(after, onlyNew, graced!.body, nowSeconds())).toBe(true);
    expect(verifyWebhookSignature(before, onlyNew, graced!.body, nowSeconds())).toBe(false);
    const oldReceiver = await startReceiver('python', before);
    const jobId = await submitJob(client, `${oldReceiver.url}/hooks`);
    expect(await settledDelivery(jobId)).toMatchObject({ status: 'delivered' });

    // Once the grace period is over (the rotation moved 24 hours back), only the new one signs.
    await api.deps.database.db
      .update(apiTokens)
      .set({ webhookSecretRotatedAt: new Date(rotatedAt - 24 * 3600 * 1000 - 1000) })
      .where(eq(apiTokens.id, client.tokenId));
    expect(
      (await v1(api, 'GET', '/v1/webhook-secret', { value: client.value })).body,
    ).toMatchObject({ secret: after, previous_secret_expires_at: null });
    await submitJob(client, `${recorderUrl}/after-grace`);
    const [late] = await untilSeen('/after-grace');
    const lateHeader = late!.headers['kieu-signature'] as string;
    expect(v1Count(lateHeader)).toHaveLength(1);
    expect(verifyWebhookSignature(after, lateHeader, late!.body, nowSeconds())).toBe(true);
    expect(verifyWebhookSignature(before, lateHeader, late!.body, nowSeconds())).toBe(false);
  }, 120_000);

  it('gives each of two parallel rotations its own secret, and a regenerated token no grace', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    const [a, b] = await Promise.all([
      v1(api, 'POST', '/v1/webhook-secret/rotate', { value: client.value }),
      v1(api, 'POST', '/v1/webhook-secret/rotate', { value: client.value }),
    ]);
    expect([a.body.version, b.body.version].sort()).toEqual([1, 2]);
    expect(a.body.secret).not.toBe(b.body.secret);
    const latest = await secretOf(client);
    expect(latest).toBe(a.body.version === 2 ? a.body.secret : b.body.secret);

    const regenerated = await call(api, 'POST', `/api-tokens/${client.tokenId}/regenerate`, {
      token: client.session,
    });
    const value = regenerated.body.value as string;
    const fresh = await v1(api, 'GET', '/v1/webhook-secret', { value });
    expect(fresh.body.secret).not.toBe(latest);
    expect(fresh.body.previous_secret_expires_at).toBeNull();
  });
});

describe('POST /v1/webhooks/test', () => {
  it('sends a signed webhook.test through the delivery path and answers the receiver’s status', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const secret = await secretOf(client);
    const res = await v1(api, 'POST', '/v1/webhooks/test', {
      value: client.value,
      body: { webhook_url: `${recorderUrl}/test-event` },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [request] = await untilSeen('/test-event');
    expect(res.body).toEqual({
      delivery_id: request!.headers['kieu-delivery'],
      event: 'webhook.test',
      url: `${recorderUrl}/test-event`,
      delivered: true,
      status_code: 200,
      error: null,
    });
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'KieuStudio-Webhooks/1',
      'kieu-event': 'webhook.test',
    });
    const signature = request!.headers['kieu-signature'] as string;
    expect(verifyWebhookSignature(secret, signature, request!.body, nowSeconds())).toBe(true);
    expect(JSON.parse(request!.body)).toEqual({
      id: res.body.delivery_id,
      type: 'webhook.test',
      created_at: expect.any(String),
      data: {},
    });
    // The documented receiver holding the secret takes it; one holding another refuses it.
    const good = await startReceiver('typescript', secret);
    const taken = await v1(api, 'POST', '/v1/webhooks/test', {
      value: client.value,
      body: { webhook_url: `${good.url}/hooks` },
    });
    expect(taken.body).toMatchObject({ delivered: true, status_code: 204, error: null });
    expect(await printed(good.accepted, 1)).toEqual([`webhook.test ${taken.body.delivery_id}`]);
    const wrong = await startReceiver('python', `${secret}x`);
    const refused = await v1(api, 'POST', '/v1/webhooks/test', {
      value: client.value,
      body: { webhook_url: `${wrong.url}/hooks` },
    });
    expect(refused.body).toMatchObject({ delivered: false, status_code: 400, error: 'HTTP 400' });
  }, 60_000);

  it('uses the URL of the token’s latest job when none is given', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    const none = await v1(api, 'POST', '/v1/webhooks/test', { value: client.value, body: {} });
    expect(none.status).toBe(422);
    expect(none.body).toMatchObject({
      code: 'validation_failed',
      errors: [
        { path: 'webhook_url', message: expect.stringMatching(/no job with a webhook URL/) },
      ],
    });
    const vi = await v1(api, 'POST', '/v1/webhooks/test', {
      value: client.value,
      lang: 'vi',
    });
    expect(vi.status).toBe(422);
    expect(vi.body.detail).toMatch(/sự kiện thử/);
    expect(vi.body.detail).not.toContain('{');
    await submitJob(client, `${recorderUrl}/latest-job`);
    await untilSeen('/latest-job');
    const res = await v1(api, 'POST', '/v1/webhooks/test', { value: client.value });
    expect(res.body).toMatchObject({ delivered: true, url: `${recorderUrl}/latest-job` });
    const events = (await untilSeen('/latest-job', 2)).map((r) => r.headers['kieu-event']);
    expect(events).toEqual(['job.succeeded', 'webhook.test']);
  }, 60_000);

  it('refuses a URL a job could not use, and unknown fields, in the error model', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    for (const [body, path] of [
      [{ webhook_url: 'ftp://example.com/h' }, 'webhook_url'],
      [{ webhook_url: 'https://user:pw@example.com/h' }, 'webhook_url'],
      [{ webhook_url: 42 }, 'webhook_url'],
      [{ url: 'https://example.com/h' }, 'url'],
    ] as const) {
      const res = await v1(api, 'POST', '/v1/webhooks/test', { value: client.value, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect((res.body.errors as { path: string }[]).map((error) => error.path)).toContain(path);
    }
    const unauthenticated = await v1(api, 'POST', '/v1/webhooks/test', {
      body: { webhook_url: `${recorderUrl}/nobody` },
    });
    expect(unauthenticated.status).toBe(401);
    expect(at('/nobody')).toHaveLength(0);
  });

  it('in production, never reaches an address inside our network, even behind a name', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    const port = new URL(recorderUrl).port;
    const strictly = (url: string) =>
      sendTestWebhook(
        {
          db: api.deps.database.db,
          appSecret: api.deps.env.APP_SECRET,
          allowPrivate: false,
          now: new Date(),
          resolve: (_hostname, _options, callback) =>
            callback(null, [{ address: '127.0.0.1', family: 4 }]),
        },
        client.tokenId,
        url,
      );
    await expect(strictly(`https://127.0.0.1:${port}/inside`)).rejects.toMatchObject({
      status: 422,
    });
    const named = await strictly(`https://hooks.example:${port}/inside`);
    expect(named).toMatchObject({
      delivered: false,
      status_code: null,
      error: 'hooks.example resolves to a non-public address (loopback)',
    });
    expect(at('/inside')).toHaveLength(0);
  });
});
