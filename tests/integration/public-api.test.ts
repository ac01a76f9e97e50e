import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallCounts, creditGrants, generations, users } from '../../src/server/db/schema.ts';
import {
  countApiCall,
  pruneApiCallCounts,
} from '../../src/server/services/public-api/count-api-call.ts';
import { flushApiCalls } from '../../src/server/services/public-api/api-call-buffer.ts';
import { verifyWebhookSignature } from '../../src/server/services/api-webhooks/sign-webhook.ts';
import { call } from './support/accounts.ts';
import { findSample } from '../../src/server/services/samples/sample-catalogue.ts';
import { renderSample } from '../../src/server/services/samples/render-sample.ts';
import { picture } from './support/generations.ts';
import { fullBodyPhoto } from './support/studio-inputs.ts';
import { onApi } from './support/public-forms.ts';
import { apiClient, bodyParams, v1, v1Upload, waitForJob } from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: 'true' });
});
afterAll(() => api?.stop());

async function userIdOf(email: string) {
  const [user] = await api.deps.database.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

describe('public API /v1 (issue 9)', () => {
  it('uploads an input, runs a job like the studio, reads its result, balance and list', async () => {
    const client = await apiClient(api);
    const before = await v1(api, 'GET', '/v1/balance', { value: client.value });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ balance: 5, plan: 'pro', unlimited: false });

    const upload = await v1Upload(api, client.value, await picture(640, 480, 'png'));
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ media_type: 'image', width: 640, height: 480 });

    const submit = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: client.value,
      headers: { 'idempotency-key': 'order-1042' },
      body: { inputs: { source: upload.body.id }, params: { preset: 'enhance-quality' } },
    });
    expect(submit.status).toBe(202);
    const job = submit.body.job as { id: string; service: string; status: string; credits: number };
    expect(job).toMatchObject({ service: 'image-editing', credits: 1 });
    expect(['queued', 'processing']).toContain(job.status);
    expect(submit.body.balance).toBe(4);

    // The same key answers the same job and charges nothing more.
    const again = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: client.value,
      headers: { 'idempotency-key': 'order-1042' },
      body: { inputs: { source: upload.body.id }, params: { preset: 'enhance-quality' } },
    });
    expect(again.status).toBe(200);
    expect((again.body.job as { id: string }).id).toBe(job.id);
    expect(again.body.balance).toBe(4);

    const done = await waitForJob(api, client.value, job.id);
    expect(done.body).toMatchObject({ id: job.id, status: 'succeeded', progress: 1, credits: 1 });
    const result = done.body.result as { url: string; media_type: string; expires_at: string };
    expect(result.media_type).toBe('image');
    // Issue 18: the links say when they expire (DOWNLOAD_URL_TTL_SECONDS, 900 s by default).
    const lifetime = Date.parse(result.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(880_000);
    expect(lifetime).toBeLessThanOrEqual(900_000);
    const file = await fetch(onApi(api, result.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);

    // The studio's history shows the same generation: one engine, one ledger.
    const history = await call(api, 'GET', `/history/${job.id}`, { token: client.session });
    expect(history.status).toBe(200);

    const list = await v1(api, 'GET', '/v1/jobs?status=succeeded', { value: client.value });
    expect((list.body.items as { id: string }[]).map((item) => item.id)).toEqual([job.id]);
    const none = await v1(api, 'GET', '/v1/jobs?status=failed', { value: client.value });
    expect(none.body).toEqual({ items: [], next_cursor: null });

    const after = await v1(api, 'GET', '/v1/balance', { value: client.value });
    expect(after.body.balance).toBe(4);
  }, 90_000);

  it('pages the job list by cursor and refuses a bad query in the caller’s language', async () => {
    const client = await apiClient(api, { services: ['body-generator'] });
    for (let i = 0; i < 3; i += 1) {
      const res = await v1(api, 'POST', '/v1/body-generator/jobs', {
        value: client.value,
        body: { inputs: {}, params: bodyParams },
      });
      expect(res.status).toBe(202);
    }
    const first = await v1(api, 'GET', '/v1/jobs?limit=2', { value: client.value });
    expect(first.body.items).toHaveLength(2);
    const next = await v1(api, 'GET', `/v1/jobs?limit=2&cursor=${first.body.next_cursor}`, {
      value: client.value,
    });
    expect(next.body.items).toHaveLength(1);
    expect(next.body.next_cursor).toBeNull();

    const bad = await v1(api, 'GET', '/v1/jobs?limit=0&status=done', {
      value: client.value,
      lang: 'vi',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('validation_failed');
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'limit', message: 'Số mục mỗi trang phải là số nguyên từ 1 đến 100.' },
        {
          path: 'status',
          // A value off a list names the field and the list, in API words (decision 129).
          message: 'status phải là một trong: queued, processing, succeeded, failed, cancelled.',
        },
      ]),
    );
    const badCursor = await v1(api, 'GET', '/v1/jobs?cursor=nonsense', { value: client.value });
    expect(badCursor.status).toBe(422);
  });

  it('refuses bad submits with field errors and holds no credits for them', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon', 'body-generator'] });
    const cases: [unknown, string][] = [
      [
        { inputs: { person: 'not-an-id', clothing: 'x' }, params: { category: 'tops' } },
        'inputs.person',
      ],
      [
        { inputs: { person: crypto.randomUUID() }, params: { category: 'tops' } },
        'inputs.clothing',
      ],
      [
        {
          inputs: {
            person: crypto.randomUUID(),
            clothing: crypto.randomUUID(),
            face: crypto.randomUUID(),
          },
          params: { category: 'tops' },
        },
        // Issue 18: the unknown input is named.
        'inputs.face',
      ],
      [
        {
          inputs: { person: crypto.randomUUID(), clothing: crypto.randomUUID() },
          params: { category: 'hats' },
        },
        'params.category',
      ],
    ];
    for (const [body, path] of cases) {
      const res = await v1(api, 'POST', '/v1/virtual-tryon/jobs', { value: client.value, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((res.body.errors as { path: string }[]).map((e) => e.path)).toContain(path);
    }
    // Well-formed ids that are not the caller's uploads: refused before anything is held.
    const unknown = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      body: {
        inputs: { person: crypto.randomUUID(), clothing: crypto.randomUUID() },
        params: { category: 'tops' },
      },
    });
    expect(unknown.status).toBe(422);
    const height = await v1(api, 'POST', '/v1/body-generator/jobs', {
      value: client.value,
      lang: 'vi',
      body: { inputs: {}, params: { ...bodyParams, height: 300 } },
    });
    expect(height.status).toBe(422);
    expect(height.body.message).not.toMatch(/[Hh]eight/);
    const notJson = await fetch(`${api.url}/v1/body-generator/jobs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.value}`, 'content-type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    const badKey = await v1(api, 'POST', '/v1/body-generator/jobs', {
      value: client.value,
      headers: { 'idempotency-key': 'has spaces in it' },
      body: { inputs: {}, params: bodyParams },
    });
    expect(badKey.status).toBe(400);
    expect(badKey.body.code).toBe('invalid_idempotency_key');
    const balance = await v1(api, 'GET', '/v1/balance', { value: client.value });
    expect(balance.body.balance).toBe(5);
  });

  it('refuses an upload that is not an image, by its content', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    const fake = await v1Upload(api, client.value, Buffer.from('%PDF-1.7 not an image'), {
      name: 'photo.png',
    });
    expect(fake.status).toBe(415);
    const kind = await v1Upload(api, client.value, await picture(64, 64, 'png'), { kind: 'shoe' });
    expect(kind.status).toBe(422);
    const noFile = await fetch(`${api.url}/v1/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.value}` },
      body: new FormData(),
    });
    expect(noFile.status).toBe(422);
  });

  it('answers 403 for a service the token lacks, on submit, read and list', async () => {
    const owner = await apiClient(api, { services: ['body-generator', 'image-editing'] });
    const job = await v1(api, 'POST', '/v1/body-generator/jobs', {
      value: owner.value,
      body: { inputs: {}, params: bodyParams },
    });
    expect(job.status).toBe(202);
    const id = (job.body.job as { id: string }).id;
    // A second token of the same account, for image editing only.
    const narrow = await call(api, 'POST', '/api-tokens', {
      token: owner.session,
      body: { name: 'Editing only', services: ['image-editing'], rateLimitPerMinute: 100 },
    });
    const value = narrow.body.value as string;

    const submit = await v1(api, 'POST', '/v1/body-generator/jobs', {
      value,
      lang: 'vi',
      body: { inputs: {}, params: bodyParams },
    });
    expect(submit.status).toBe(403);
    expect(submit.body.code).toBe('service_not_permitted');
    expect(submit.body.message).toContain('Tạo dáng người');
    const read = await v1(api, 'GET', `/v1/jobs/${id}`, { value });
    expect(read.status).toBe(403);
    expect(read.body.code).toBe('service_not_permitted');
    const list = await v1(api, 'GET', '/v1/jobs?service=body-generator', { value });
    expect(list.status).toBe(403);
    // Listing without a filter shows only the services the token may use.
    const mine = await v1(api, 'GET', '/v1/jobs', { value });
    expect(mine.body.items).toEqual([]);
    // Another account's job is not found, like an unknown one.
    const stranger = await apiClient(api, { services: ['body-generator'] });
    const other = await v1(api, 'GET', `/v1/jobs/${id}`, { value: stranger.value });
    expect(other.status).toBe(404);
    expect(await v1(api, 'GET', '/v1/balance', { value: owner.value })).toMatchObject({
      body: { balance: 4 },
    });
  });

  it('answers 401 for a missing, unknown, disabled, deleted or regenerated token', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    expect((await v1(api, 'GET', '/v1/balance')).status).toBe(401);
    const unknown = await v1(api, 'GET', '/v1/balance', {
      value: `ks_live_abcdefgh_${'x'.repeat(32)}`,
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('invalid_api_token');
    expect(unknown.headers.get('www-authenticate')).toMatch(/^Bearer/);

    await call(api, 'PATCH', `/api-tokens/${client.tokenId}`, {
      token: client.session,
      body: { active: false },
    });
    expect((await v1(api, 'GET', '/v1/balance', { value: client.value })).status).toBe(401);
    await call(api, 'PATCH', `/api-tokens/${client.tokenId}`, {
      token: client.session,
      body: { active: true },
    });
    expect((await v1(api, 'GET', '/v1/balance', { value: client.value })).status).toBe(200);

    const regenerated = await call(api, 'POST', `/api-tokens/${client.tokenId}/regenerate`, {
      token: client.session,
    });
    const fresh = regenerated.body.value as string;
    expect((await v1(api, 'GET', '/v1/balance', { value: client.value })).status).toBe(401);
    expect((await v1(api, 'GET', '/v1/balance', { value: fresh })).status).toBe(200);

    await call(api, 'DELETE', `/api-tokens/${client.tokenId}`, { token: client.session });
    expect((await v1(api, 'GET', '/v1/balance', { value: fresh })).status).toBe(401);

    // No later answer nor any log line carries a token's value.
    const logs = api.logs.map((line) => JSON.stringify(line)).join('\n');
    for (const value of [client.value, fresh]) expect(logs).not.toContain(value);
  });

  it('answers 402 insufficient_credits and holds nothing when the balance is short', async () => {
    const client = await apiClient(api, { services: ['image-to-video', 'body-generator'] });
    const userId = await userIdOf(client.email);
    await api.deps.database.db
      .update(creditGrants)
      .set({ remaining: 1 })
      .where(eq(creditGrants.userId, userId));
    const upload = await v1Upload(api, client.value, await picture(320, 320, 'png'));
    const res = await v1(api, 'POST', '/v1/image-to-video/jobs', {
      value: client.value,
      body: { inputs: { source: upload.body.id }, params: {} },
    });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 'insufficient_credits', balance: 1, cost: 2 });
    const rows = await api.deps.database.db
      .select()
      .from(generations)
      .where(eq(generations.userId, userId));
    expect(rows).toEqual([]);
    expect((await v1(api, 'GET', '/v1/balance', { value: client.value })).body.balance).toBe(1);
  });

  it('reads `category: "auto"` off the garment: the try-on equals the one naming its category', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const model = await v1Upload(api, client.value, await fullBodyPhoto(), { kind: 'model' });
    const trousers = await renderSample(findSample('garment-grey-trousers')!);
    const garment = await v1Upload(api, client.value, trousers, { kind: 'garment' });
    const resultOf = async (category: string) => {
      const submit = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
        value: client.value,
        body: {
          inputs: { person: model.body.id, clothing: garment.body.id },
          params: { category },
        },
      });
      expect(submit.status, JSON.stringify(submit.body)).toBe(202);
      // The first try-on loads the pose and background-removal models.
      const id = (submit.body.job as { id: string }).id;
      const done = await waitForJob(api, client.value, id, 180_000);
      expect(done.body.status).toBe('succeeded');
      const file = await fetch(onApi(api, (done.body.result as { url: string }).url));
      // The pixels: each file's content credential names its own job and time.
      return sharp(Buffer.from(await file.arrayBuffer()))
        .raw()
        .toBuffer();
    };
    const auto = await resultOf('auto');
    expect(auto.equals(await resultOf('bottoms'))).toBe(true);
    // Placed as a top, the same trousers land elsewhere: the equality above is the detection's.
    expect(auto.equals(await resultOf('tops'))).toBe(false);
  }, 480_000);

  it('records each call with its service, status and error code for the usage charts', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    await v1(api, 'GET', '/v1/balance', { value: client.value });
    await v1(api, 'POST', '/v1/body-generator/jobs', {
      value: client.value,
      body: { inputs: {}, params: bodyParams },
    });
    await v1(api, 'GET', '/v1/jobs?limit=500', { value: client.value });
    // Calls are written in batches (decision 069): write this process's now.
    await flushApiCalls(api.deps.database.db);
    const rows = await api.deps.database.db
      .select()
      .from(apiCallCounts)
      .where(eq(apiCallCounts.tokenId, client.tokenId));
    expect(
      rows
        .map((row) => [row.operation, row.service, row.statusCode, row.errorCode])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['get-balance', null, 200, null],
      ['list-jobs', null, 422, 'validation_failed'],
      ['submit-job', 'body-generator', 403, 'service_not_permitted'],
    ]);
  });
});

describe('webhook of a job submitted through /v1', () => {
  it('posts the outcome signed with the token’s webhook secret; refuses a bad URL', async () => {
    const received: { headers: Record<string, unknown>; body: string }[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/kieu`;
    try {
      const client = await apiClient(api, { services: ['body-generator'] });
      const bad = await v1(api, 'POST', '/v1/body-generator/jobs', {
        value: client.value,
        lang: 'vi',
        body: { inputs: {}, params: bodyParams, webhook_url: 'ftp://example.com/hook' },
      });
      expect(bad.status).toBe(422);
      expect((bad.body.errors as { path: string }[])[0]!.path).toBe('webhook_url');
      expect((await v1(api, 'GET', '/v1/balance', { value: client.value })).body.balance).toBe(5);

      const submit = await v1(api, 'POST', '/v1/body-generator/jobs', {
        value: client.value,
        body: { inputs: {}, params: bodyParams, webhook_url: url },
      });
      expect(submit.status).toBe(202);
      const job = submit.body.job as { id: string; webhook_url: string };
      expect(job.webhook_url).toBe(url);
      await waitForJob(api, client.value, job.id);
      const deadline = Date.now() + 30_000;
      while (received.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(received).toHaveLength(1);
      const [delivery] = received;
      const details = await call(api, 'GET', `/api-tokens/${client.tokenId}`, {
        token: client.session,
      });
      const secret = details.body.webhookSecret as string;
      const now = Math.floor(Date.now() / 1000);
      const signature = delivery!.headers['kieu-signature'] as string;
      expect(verifyWebhookSignature(secret, signature, delivery!.body, now)).toBe(true);
      expect(verifyWebhookSignature(secret, signature, `${delivery!.body} `, now)).toBe(false);
      expect(JSON.parse(delivery!.body)).toMatchObject({
        type: 'job.succeeded',
        data: { job_id: job.id, service: 'body-generator', status: 'succeeded' },
      });
      expect(delivery!.body).not.toContain(client.value);
    } finally {
      receiver.close();
    }
  }, 60_000);
});

describe('per-token count of calls per minute', () => {
  it('lets exactly the limit through in a calendar minute and opens again in the next', async () => {
    const client = await apiClient(api, { rateLimitPerMinute: 3 });
    const db = api.deps.database.db;
    const at = (time: string) => new Date(`2026-11-21T10:${time}Z`);
    const counts = [];
    for (const time of ['00:05', '00:20', '00:40', '00:45', '00:59.400']) {
      counts.push(await countApiCall(db, client.tokenId, 3, at(time)));
    }
    expect(counts.map((count) => count.allowed)).toEqual([true, true, true, false, false]);
    // Issue 18: what the rate-limit headers say, from the same statement.
    expect(counts.map((count) => count.remaining)).toEqual([2, 1, 0, 0, 0]);
    expect(counts.map((count) => count.resetSeconds)).toEqual([55, 40, 20, 15, 1]);
    expect(counts[3]!.retryAfterSeconds).toBe(15);
    expect(counts[4]!.retryAfterSeconds).toBe(1);
    expect((await countApiCall(db, client.tokenId, 3, at('01:00'))).allowed).toBe(true);
    // Minutes over an hour old are pruned; the current one is kept.
    expect(await pruneApiCallCounts(db, at('59:30'))).toBe(0);
    expect(await pruneApiCallCounts(db, new Date('2026-11-21T11:00:30Z'))).toBe(1);
    expect(await pruneApiCallCounts(db, new Date('2026-11-21T11:01:30Z'))).toBe(1);
  });
});

describe('public API: unfinished jobs per account', () => {
  let idle: TestApi;
  beforeAll(async () => {
    // No workers: submitted jobs stay unfinished.
    idle = await startTestApi({
      TRUST_PROXY: 'true',
      RUN_WORKERS: 'false',
      API_MAX_CONCURRENT_JOBS: '2',
    });
  });
  afterAll(() => idle?.stop());

  it('answers 429 too_many_concurrent_jobs past the cap, without holding credits', async () => {
    const client = await apiClient(idle, { services: ['body-generator'] });
    const submit = () =>
      v1(idle, 'POST', '/v1/body-generator/jobs', {
        value: client.value,
        body: { inputs: {}, params: bodyParams },
      });
    const answers = await Promise.all([submit(), submit(), submit()]);
    expect(answers.map((res) => res.status).sort()).toEqual([202, 202, 429]);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.body).toMatchObject({ code: 'too_many_concurrent_jobs', max: 2 });
    expect((await v1(idle, 'GET', '/v1/balance', { value: client.value })).body.balance).toBe(3);
    // The studio is not capped by the API's limit.
    const studio = await call(idle, 'POST', '/ai/body-generator/generate', {
      token: client.session,
      body: { inputs: {}, params: bodyParams },
    });
    expect(studio.status).toBe(202);
  });
});
