import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { apiCallCounts, users } from '../../src/server/db/schema.ts';
import {
  fastReadRouter,
  withFastReads,
  type NodeListener,
} from '../../src/server/http/fast-reads/fast-reads.ts';
import { statusReads } from '../../src/server/http/fast-reads/status-reads.ts';
import { flushApiCalls } from '../../src/server/services/public-api/api-call-buffer.ts';
import { call, signUp } from './support/accounts.ts';
import { insertGeneration } from './support/generations.ts';
import { apiClient, awaitRoomInMinute, type ApiClient } from './support/public-api.ts';
import { parsePrometheus } from './support/prometheus.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Decision 110: GET /ai/generations/{id} and GET /v1/jobs/{id} are answered before the app.
// Each case asks the same question of two servers on the same API: one with the fast reads in
// front of the app, one with the app alone, and expects the same answer from both.

let api: TestApi;
let viaFast: string;
let viaApp: string;
let handedOn = 0;
const servers: Server[] = [];
let client: ApiClient;
let userId: string;

async function listen(listener: NodeListener): Promise<string> {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  api = await startTestApi();
  const appListener = getRequestListener(createApp(api.deps).fetch);
  const router = fastReadRouter();
  router.serve(statusReads(api.deps));
  viaFast = await listen(
    withFastReads(router, (req, res) => {
      handedOn += 1;
      void appListener(req, res);
    }),
  );
  viaApp = await listen((req, res) => void appListener(req, res));
  client = await apiClient(api);
  const [user] = await api.deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, client.email));
  userId = user!.id;
});
afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await api?.stop();
});

/** Headers that differ between any two answers: the time, and the connection's own. */
const perAnswer = new Set(['date', 'keep-alive', 'connection']);

async function ask(base: string, path: string, headers: Record<string, string>) {
  const res = await fetch(`${base}${path}`, { headers });
  const text = await res.text();
  const kept = Object.fromEntries(
    [...res.headers.entries()].filter(([name]) => !perAnswer.has(name)),
  );
  // A signed link names the second it was made: the two answers may fall in different seconds.
  // Local links carry `exp` and `sig`; S3's presigned ones their date and signature.
  const links = text
    .replaceAll(/exp=\d+&sig=[\w-]+/g, 'exp=…&sig=…')
    .replaceAll(/X-Amz-Date=\w+/g, 'X-Amz-Date=…')
    .replaceAll(/X-Amz-Signature=\w+/g, 'X-Amz-Signature=…');
  return { status: res.status, headers: kept, body: text ? (JSON.parse(links) as unknown) : null };
}

/** The same request to both servers; `answered` says whether the fast read kept it. */
async function askBoth(path: string, headers: Record<string, string>) {
  const before = handedOn;
  const fast = await ask(viaFast, path, headers);
  const answered = handedOn === before;
  const app = await ask(viaApp, path, headers);
  return { fast, app, answered };
}

const browser = {
  origin: 'http://127.0.0.1:4321',
  'accept-language': 'vi',
  'x-request-id': 'poll-7',
};

const bearer = (value: string) => ({ ...browser, authorization: `Bearer ${value}` });

/** How many requests the metrics counted for GET `route` with `status`. */
async function counted(route: string, status: number): Promise<number> {
  const metrics = parsePrometheus(await api.deps.metrics.registry.metrics());
  const labels = { method: 'GET', route, status: String(status) };
  return metrics.value('kieu_http_request_duration_seconds_count', labels) ?? 0;
}

describe('GET /ai/generations/{id} before the app', () => {
  it('answers a finished and a running generation exactly as the app does', async () => {
    const done = await insertGeneration(api, userId, {
      tool: 'virtual-tryon',
      inputs: ['person', 'clothing'],
      samples: 1,
    });
    const running = await insertGeneration(api, userId, { status: 'processing' });
    const before = await counted('/ai/generations/:id', 200);
    for (const row of [done, running]) {
      const { fast, app, answered } = await askBoth(
        `/ai/generations/${row.id}`,
        bearer(client.session),
      );
      expect(answered).toBe(true);
      expect(fast.status).toBe(200);
      expect(fast).toEqual(app);
    }
    // Both servers count by the route's pattern: two answers each.
    expect((await counted('/ai/generations/:id', 200)) - before).toBe(4);
    // One log line per answer, the same fields from both.
    const lines = api.logs.filter(
      (line) => line.reqId === 'poll-7' && line.path === `/ai/generations/${done.id}`,
    );
    expect(lines).toHaveLength(2);
    expect(Object.keys(lines[0]!).sort()).toEqual(Object.keys(lines[1]!).sort());
    expect(lines[0]).toMatchObject({ method: 'GET', status: 200, msg: 'request' });
  });

  it('hands every refusal to the app: no session, a signed-out one, another account’s id', async () => {
    const own = await insertGeneration(api, userId, { status: 'processing' });
    // Sessions of plain accounts: the session read needs no plan or API token.
    const other = await signUp(api);
    const signedOut = await signUp(api);
    await call(api, 'POST', '/auth/logout', { token: signedOut.token });
    const cases: [string, Record<string, string>, number][] = [
      [`/ai/generations/${own.id}`, browser, 401],
      [`/ai/generations/${own.id}`, bearer(other.token), 404],
      [`/ai/generations/${own.id}?fresh=1`, bearer(client.session), 200],
      [`/ai/generations/${own.id}`, bearer(signedOut.token), 401],
    ];
    for (const [path, headers, status] of cases) {
      const { fast, app, answered } = await askBoth(path, headers);
      expect(answered).toBe(false);
      expect(fast.status).toBe(status);
      expect(fast).toEqual(app);
    }
  });
});

/** The two answers of one job read, told apart by the one call each counted. */
function expectSameCountedAnswer(fast: Answer, app: Answer) {
  const remaining = (answer: Answer) => Number(answer.headers['x-ratelimit-remaining']);
  expect(remaining(app)).toBe(remaining(fast) - 1);
  const uncounted = (answer: Answer) => {
    const {
      'x-ratelimit-remaining': _left,
      'x-ratelimit-reset': _reset,
      ...headers
    } = answer.headers;
    return { ...answer, headers };
  };
  expect(uncounted(fast)).toEqual(uncounted(app));
}
type Answer = Awaited<ReturnType<typeof ask>>;

describe('GET /v1/jobs/{id} before the app', () => {
  it('answers a job, an unknown one and a service the token may not use as the app does', async () => {
    await awaitRoomInMinute();
    const job = await insertGeneration(api, userId, { tool: 'virtual-tryon', samples: 1 });
    const editingOnly = await call(api, 'POST', '/api-tokens', {
      token: client.session,
      body: { name: 'Edits only', services: ['image-editing'], rateLimitPerMinute: 1000 },
    });
    const cases: [string, Record<string, string>, number][] = [
      [`/v1/jobs/${job.id}`, bearer(client.value), 200],
      [`/v1/jobs/${job.id}`, { ...bearer(client.value), 'kieu-version': '2026-01-15' }, 200],
      [`/v1/jobs/${crypto.randomUUID()}`, bearer(client.value), 404],
      [`/v1/jobs/${job.id}`, bearer(editingOnly.body.value as string), 403],
    ];
    for (const [path, headers, status] of cases) {
      const { fast, app, answered } = await askBoth(path, headers);
      expect(answered).toBe(true);
      expect(fast.status).toBe(status);
      expectSameCountedAnswer(fast, app);
    }
  });

  it('counts and records a call exactly once, refused or not', async () => {
    await awaitRoomInMinute();
    const job = await insertGeneration(api, userId, { tool: 'virtual-tryon' });
    const once = await apiClient(api, { rateLimitPerMinute: 1 });
    // Another account's job: the one call of the minute is a 404, the next ones 429s.
    const path = `/v1/jobs/${job.id}`;
    const first = await ask(viaFast, path, bearer(once.value));
    const { fast, app, answered } = await askBoth(path, bearer(once.value));
    expect(answered).toBe(true);
    expect([first.status, fast.status, app.status]).toEqual([404, 429, 429]);
    // The two answers may fall on either side of a second: the wait they give may differ by one.
    const wait = (answer: Answer) => Number(answer.headers['x-ratelimit-reset']);
    expect(Math.abs(wait(fast) - wait(app))).toBeLessThanOrEqual(1);
    const timeless = (answer: Answer) => {
      const { 'retry-after': _retry, 'x-ratelimit-reset': _reset, ...headers } = answer.headers;
      const text = JSON.stringify(answer.body).replace(/\d+ (giây|seconds?)/g, 'N $1');
      const { retry_after_seconds: _seconds, ...body } = JSON.parse(text) as Record<
        string,
        unknown
      >;
      return { ...answer, headers, body };
    };
    expect(timeless(fast)).toEqual(timeless(app));
    await flushApiCalls(api.deps.database.db);
    const rows = await api.deps.database.db
      .select({
        status: apiCallCounts.statusCode,
        code: apiCallCounts.errorCode,
        operation: apiCallCounts.operation,
        calls: apiCallCounts.calls,
      })
      .from(apiCallCounts)
      .where(eq(apiCallCounts.tokenId, once.tokenId));
    expect(rows.map((row) => [row.operation, row.status, row.code, row.calls]).sort()).toEqual([
      ['get-job', 404, 'not_found', 1],
      ['get-job', 429, 'rate_limit_exceeded', 2],
    ]);
  });

  it('hands a token or version the guard refuses to the app, uncounted', async () => {
    const job = await insertGeneration(api, userId, { tool: 'virtual-tryon' });
    const cases: [Record<string, string>, number][] = [
      [bearer('ks_live_unknown'), 401],
      [{ ...bearer(client.value), 'kieu-version': '1999-01-01' }, 400],
    ];
    for (const [headers, status] of cases) {
      const { fast, app, answered } = await askBoth(`/v1/jobs/${job.id}`, headers);
      expect(answered).toBe(false);
      expect(fast.status).toBe(status);
      if (status === 400) expectSameCountedAnswer(fast, app);
      else expect(fast).toEqual(app);
    }
  });
});
