import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KieuClient } from './client.ts';
import { KieuApiError, KieuConnectionError, KieuRequestTimeoutError } from './errors.ts';

// The client against a real HTTP server on a socket, which answers each request with the next
// scripted answer and keeps what it was sent.

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}
type Answer = (response: ServerResponse, request: Received) => void;

const received: Received[] = [];
let script: Answer[] = [];
let server: Server;
let baseUrl: string;

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (response) =>
    response
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify(body));
const error = (status: number, code: string, headers: Record<string, string> = {}) =>
  json(status, { code, message: code, detail: code }, headers);
/** Never answers: the client's timeout or abort must end the call. */
const silence: Answer = () => {};

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seen: Received = {
        method: request.method!,
        url: request.url!,
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
        at: Date.now(),
      };
      received.push(seen);
      const answer = script.shift() ?? error(500, 'unscripted');
      answer(response, seen);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  script = [];
});

const client = (options: { timeout?: number; maxRetries?: number } = {}) =>
  new KieuClient({ baseUrl, token: 'ks_live_test', ...options });
const balance = { balance: 12, next_expiry: null, plan: 'pro', unlimited: false };
const job = (id: string) => ({ id, status: 'succeeded' });

describe('retries', () => {
  it('waits the Retry-After of a 429, then answers the retried request', async () => {
    script = [error(429, 'rate_limit_exceeded', { 'retry-after': '1' }), json(200, balance)];
    expect(await client().balance()).toEqual(balance);
    expect(received).toHaveLength(2);
    expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(1000);
  });

  it('retries a GET after a 5xx with backoff, up to maxRetries, then throws the last answer', async () => {
    script = [error(503, 'unavailable', { 'retry-after': '0' }), error(500, 'engine_failed')];
    const thrown = await client({ maxRetries: 1 })
      .getJob('j1')
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(KieuApiError);
    expect(thrown).toMatchObject({ status: 500, code: 'engine_failed' });
    expect(received.map((r) => r.url)).toEqual(['/v1/jobs/j1', '/v1/jobs/j1']);
  });

  it('backs off without a Retry-After and succeeds on the next attempt', async () => {
    script = [error(502, 'bad_gateway'), json(200, job('j1'))];
    expect(await client().getJob('j1')).toEqual(job('j1'));
    expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(375);
  });

  it('does not wait a Retry-After beyond a minute: the error carries it', async () => {
    script = [error(429, 'fair_use_budget_reached', { 'retry-after': '3600' })];
    const thrown = await client()
      .balance()
      .catch((e: unknown) => e);
    expect(thrown).toMatchObject({ status: 429, retryAfter: 3600 });
    expect(received).toHaveLength(1);
  });

  it('never repeats a POST without an Idempotency-Key after a 5xx, which may have done it', async () => {
    script = [error(500, 'internal_error'), json(201, { id: 'u1' })];
    const thrown = await client()
      .upload(new Blob(['x']), { kind: 'garment' })
      .catch((e: unknown) => e);
    expect(thrown).toMatchObject({ status: 500 });
    expect(received).toHaveLength(1);
  });

  it('repeats a submit after a 5xx with the same Idempotency-Key, made by the SDK', async () => {
    const submitted = { job: job('j9'), balance: 3 };
    script = [error(503, 'unavailable', { 'retry-after': '0' }), json(202, submitted)];
    const answer = await client().submit('image-editing', {
      inputs: { source: 'u1' },
      params: { preset: 'enhance-quality' },
    });
    expect(answer).toEqual(submitted);
    const [first, second] = received.map((r) => r.headers['idempotency-key']);
    expect(first).toMatch(
      /^sdk-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(second).toBe(first);
    expect(received[1]!.body).toBe(received[0]!.body);
  });

  it('sends the caller’s own Idempotency-Key, wait and Cancel-After', async () => {
    const submitted = json(202, { job: job('j1'), balance: 1 });
    script = [submitted, submitted];
    await client().submitBatch(
      { models: ['m1'], garments: [{ id: 'g1', category: 'tops' }] },
      { idempotencyKey: 'order-7' },
    );
    await client().submit(
      'virtual-tryon',
      { inputs: { person: 'p', clothing: 'c' }, params: { category: 'tops' } },
      {
        idempotencyKey: 'order-8',
        wait: 30,
        cancelAfter: '5m',
      },
    );
    expect(received[0]!.headers['idempotency-key']).toBe('order-7');
    expect(received[1]!.headers).toMatchObject({
      'idempotency-key': 'order-8',
      prefer: 'wait=30',
      'cancel-after': '5m',
    });
  });

  it('retries a connection that fails, for a GET', async () => {
    let calls = 0;
    const flaky: typeof fetch = async (input, init) => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return fetch(input, init);
    };
    script = [json(200, balance)];
    const kieu = new KieuClient({ baseUrl, token: 't', fetch: flaky });
    expect(await kieu.balance()).toEqual(balance);
    expect(calls).toBe(2);
  });
});

describe('timeouts and abort', () => {
  it('abandons an attempt after its timeout and throws KieuRequestTimeoutError', async () => {
    script = [silence];
    const thrown = await client({ maxRetries: 0 })
      .balance({ timeout: 200 })
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(KieuRequestTimeoutError);
    expect(thrown).toBeInstanceOf(KieuConnectionError);
    expect(thrown).toMatchObject({ timeoutMs: 200 });
  });

  it('retries a GET that timed out', async () => {
    script = [silence, json(200, balance)];
    expect(await client({ timeout: 200 }).balance()).toEqual(balance);
    expect(received).toHaveLength(2);
  });

  it('stops at once when the caller aborts, with the signal’s reason, and retries nothing', async () => {
    script = [silence];
    const controller = new AbortController();
    const call = client().getJob('j1', { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('user left')), 50);
    await expect(call).rejects.toThrow('user left');
    expect(received).toHaveLength(1);
  });

  it('stops waiting for a retry when the caller aborts', async () => {
    script = [error(429, 'rate_limit_exceeded', { 'retry-after': '30' })];
    const controller = new AbortController();
    const call = client().balance({ signal: controller.signal });
    setTimeout(() => controller.abort(new Error('enough')), 100);
    await expect(call).rejects.toThrow('enough');
  });
});

describe('pagination', () => {
  it('iterates every job of every page, following next_cursor', async () => {
    script = [
      json(200, { items: [job('a'), job('b')], next_cursor: 'c1' }),
      json(200, { items: [job('c'), job('d')], next_cursor: 'c2' }),
      json(200, { items: [job('e')], next_cursor: null }),
    ];
    const ids: string[] = [];
    for await (const item of client().listJobs({ status: 'succeeded', limit: 2 }))
      ids.push(item.id);
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(received.map((r) => r.url)).toEqual([
      '/v1/jobs?status=succeeded&limit=2',
      '/v1/jobs?status=succeeded&limit=2&cursor=c1',
      '/v1/jobs?status=succeeded&limit=2&cursor=c2',
    ]);
  });

  it('asks for the next page only when the iteration reaches it', async () => {
    script = [json(200, { items: [job('a'), job('b')], next_cursor: 'c1' })];
    for await (const item of client().listJobs()) if (item.id === 'a') break;
    expect(received).toHaveLength(1);
  });

  it('answers one page when awaited', async () => {
    script = [json(200, { items: [job('a')], next_cursor: 'c1' })];
    expect(await client().listJobs({ cursor: 'c0' })).toEqual({
      items: [job('a')],
      next_cursor: 'c1',
    });
    expect(received[0]!.url).toBe('/v1/jobs?cursor=c0');
  });
});

describe('the raw response', () => {
  it('gives the data with its response, request id and rate-limit headers', async () => {
    script = [
      json(200, balance, {
        'x-request-id': 'req_42',
        'x-ratelimit-limit': '60',
        'x-ratelimit-remaining': '59',
        'x-ratelimit-reset': '12',
        'kieu-version': '2026-11-28',
      }),
    ];
    const { data, response, requestId, rateLimit } = await client().balance().withResponse();
    expect(data).toEqual(balance);
    expect(response.status).toBe(200);
    expect(response.headers.get('kieu-version')).toBe('2026-11-28');
    expect(requestId).toBe('req_42');
    expect(rateLimit).toEqual({ limit: 60, remaining: 59, reset: 12 });
  });

  it('unwraps a model and keeps the response, and puts the headers on an error', async () => {
    script = [
      json(200, { model: { id: 'm1', name: 'Lan' } }, { 'x-request-id': 'req_1' }),
      error(404, 'not_found', { 'x-request-id': 'req_2', 'x-ratelimit-limit': '60' }),
    ];
    const answer = await client().getModel('m1').withResponse();
    expect(answer.data).toEqual({ id: 'm1', name: 'Lan' });
    expect(answer.requestId).toBe('req_1');
    const thrown = await client()
      .getModel('m2')
      .catch((e: unknown) => e);
    expect(thrown).toMatchObject({ status: 404, code: 'not_found', requestId: 'req_2' });
    expect((thrown as KieuApiError).headers.get('x-ratelimit-limit')).toBe('60');
    expect((thrown as KieuApiError).rateLimit).toBeNull();
  });

  it('sends the token, the version and JSON, and encodes ids in the path', async () => {
    script = [
      json(202, { export: { id: 'e1' }, left_out: { needs_review: 0, generation_ids: [] } }),
    ];
    const kieu = new KieuClient({
      baseUrl: `${baseUrl}/`,
      token: 'ks_live_x',
      version: '2026-11-28',
    });
    await kieu.createExport({ preset: 'shopee', job_ids: ['j1'] });
    script = [json(200, { export: { id: 'a/b' } })];
    expect(await kieu.getExport('a/b')).toEqual({ id: 'a/b' });
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/v1/exports',
      body: '{"preset":"shopee","job_ids":["j1"]}',
      headers: {
        authorization: 'Bearer ks_live_x',
        'kieu-version': '2026-11-28',
        'content-type': 'application/json',
      },
    });
    expect(received[1]!.url).toBe('/v1/exports/a%2Fb');
  });
});
