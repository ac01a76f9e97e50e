import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { randomAddress } from './support/accounts.ts';
import { ADMIN_EMAIL, signUpAdmin } from './support/admin.ts';
import { seeds, UNKNOWN_ID } from './support/route-walk-seeds.ts';
import {
  bodyProbes,
  malformedIds,
  queryProbes,
  seedBody,
  seedQuery,
  type Probe,
} from './support/malformed-inputs.ts';
import { orderPlan } from './support/payments.ts';
import { apiClient, type ApiClient } from './support/public-api.ts';
import { imageBytes } from './support/public-forms.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Security issue 24: a client's mistake is never a 5xx. Every route of the app's own route
 * table, every method, is called with malformed ids, bodies and query strings, anonymously, with
 * a studio session, with an API token (/v1) and as an administrator; each answer must be below
 * 500, and each 4xx the error model `{ code, detail, message }`.
 */

interface Identity {
  name: string;
  headers: Record<string, string>;
  walks: (path: string) => boolean;
  /** Ids this caller owns, by the route's first segments. */
  ids?: Record<string, string>;
}

let api: TestApi;
let client: ApiClient;
let png: Uint8Array;
let identities: Identity[];
let adminToken: string;
let checkoutPath: string;
let reference: string;
beforeAll(async () => {
  api = await startTestApi({
    TRUST_PROXY: 'true',
    ADMIN_EMAILS: ADMIN_EMAIL,
    // Nothing listens there: fal's keys are never fetched from the network in a test.
    FAL_JWKS_URL: 'http://127.0.0.1:9/jwks.json',
    VNPAY_TMN_CODE: 'KIEUWALK',
    VNPAY_HASH_SECRET: 'walk-hash-secret',
    // Google's token endpoint is nowhere too: a code is refused, never exchanged.
    GOOGLE_CLIENT_ID: 'walk-client',
    GOOGLE_CLIENT_SECRET: 'walk-secret',
    GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
  });
  png = new Uint8Array(await imageBytes('png'));
  client = await apiClient(api);
  const admin = await signUpAdmin(api);
  const { order, redirectUrl } = await orderPlan(api, client.session, {
    planId: 'premium',
    billingCycle: 'monthly',
    gateway: 'sandbox',
  });
  adminToken = admin.token;
  const page = new URL(redirectUrl);
  checkoutPath = `${page.pathname}${page.search}`;
  const signed = { signature: page.searchParams.get('signature')!, lang: 'en' };
  seeds['GET /payments/sandbox/checkout/:reference'] = { query: signed };
  seeds['POST /payments/sandbox/checkout/:reference'] = {
    query: signed,
    urlencoded: { outcome: 'cancel' },
  };
  reference = order.reference;
  const seeded = await fetch(`${api.url}/dev/seed-generations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${client.session}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ tool: 'image-editing', status: 'success', width: 32, height: 32 }],
    }),
  });
  const generationId = ((await seeded.json()) as { ids: string[] }).ids[0]!;
  const clientId = (
    (await (
      await fetch(`${api.url}/auth/profile`, {
        headers: { authorization: `Bearer ${client.session}` },
      })
    ).json()) as { id: string }
  ).id;
  identities = [
    { name: 'anonymous', headers: {}, walks: () => true },
    {
      name: 'API token',
      headers: { authorization: `Bearer ${client.value}` },
      walks: (path) => path.startsWith('/v1/'),
    },
    {
      name: 'admin',
      headers: { authorization: `Bearer ${admin.token}` },
      walks: (path) => path.startsWith('/api/admin/'),
      ids: { '/api/admin/users': clientId },
    },
    // Last: the walk ends with this session's logout.
    {
      name: 'session',
      headers: { authorization: `Bearer ${client.session}` },
      walks: (path) => !path.startsWith('/v1/'),
      ids: {
        '/api-tokens': client.tokenId,
        '/history': generationId,
        '/ai/generations': generationId,
        '/payments/orders': order.id,
      },
    },
  ];
}, 120_000);
afterAll(() => api?.stop());

/** A value the route accepts in each parameter, so that only the broken input is wrong. */
function validParam(identity: Identity, method: string, route: string, name: string): string {
  if (name === '*') return 'results/walk.png';
  if (name === 'tool') return 'image-editing';
  if (name === 'reference') return reference;
  if (name === 'token') return 'walk-share-token';
  if (route.startsWith('/samples/')) return 'model-lan';
  if (route.startsWith('/api/admin/blog/') && !route.includes('/posts/')) return 'walk-term';
  // Deleting or regenerating a real one would take it from the rest of the walk.
  if (method === 'DELETE' || route.endsWith('/regenerate')) return UNKNOWN_ID;
  const owned = Object.entries(identity.ids ?? {}).find(([prefix]) => route.startsWith(prefix));
  return owned?.[1] ?? UNKNOWN_ID;
}

function fillPath(route: string, value: (name: string) => string): string {
  return route.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => value(name ?? '*'));
}

function probesFor(identity: Identity, method: string, route: string): Probe[] {
  const seed = seeds[`${method} ${route}`] ?? {};
  const salt = `${method} ${route}`;
  const valid = fillPath(route, (name) => validParam(identity, method, route, name));
  const withBody = method !== 'GET';
  const seedParts = { query: seedQuery(seed), ...(withBody ? seedBody(seed, png) : {}) };
  const probes: Probe[] = [];
  if (/:\w+|\*/.test(route)) {
    for (const [label, raw] of malformedIds(salt)) {
      probes.push({ ...seedParts, label: `path: ${label}`, path: fillPath(route, () => raw) });
    }
  }
  if (withBody) {
    for (const probe of bodyProbes(seed, salt, png)) {
      probes.push({ query: seedQuery(seed), ...probe, path: valid });
    }
  }
  for (const probe of queryProbes(seed, salt)) {
    probes.push({ ...seedParts, ...probe, path: valid });
  }
  return probes;
}

/**
 * Why an answer breaks the rule, or null. A development stand-in (`/payments/standins/…`, issue
 * 43) plays a provider's protocol, so its refusals are in that provider's shape, not ours; it
 * must still never answer a 5xx.
 */
async function judge(res: Response, path: string): Promise<string | null> {
  if (res.status >= 500) {
    const code = /"code":"([^"]+)"/.exec(await res.text())?.[1];
    return `answered ${res.status} ${code ?? ''}`.trim();
  }
  if (res.status < 400 || path.startsWith('/payments/standins/')) {
    await res.body?.cancel();
    return null;
  }
  const text = await res.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `answered ${res.status} without JSON: ${text.slice(0, 60)}`;
  }
  const model = ['code', 'detail', 'message'].every((key) => typeof body[key] === 'string');
  if (!model) return `answered ${res.status} outside the error model: ${text.slice(0, 60)}`;
  // The error handler's last line of defence: validation should have refused the value first.
  if (body.code === 'invalid_input') return `reached the database unvalidated (${res.status})`;
  return null;
}

async function send(identity: Identity, method: string, probe: Probe, index: number) {
  const lang = index % 2 === 0 ? 'vi' : 'en';
  const headers: Record<string, string> = {
    'accept-language': lang,
    'x-forwarded-for': randomAddress(),
    ...identity.headers,
  };
  if (probe.contentType) headers['content-type'] = probe.contentType;
  const streaming = probe.path.endsWith('/events');
  const url = `${api.url}${probe.path}${probe.query === undefined ? '' : `?${probe.query}`}`;
  try {
    const res = await fetch(url, {
      method,
      headers,
      body: method === 'GET' ? undefined : probe.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(streaming ? 3_000 : 30_000),
    });
    return await judge(res, probe.path);
  } catch (error) {
    // Server-sent events may legitimately stream until the walk hangs up.
    if (streaming && (error as Error).name === 'TimeoutError') return null;
    return `no answer: ${(error as Error).message}`;
  }
}

/** Runs `work` on every item, `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: width }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index]!, index);
    }
  });
  await Promise.all(lanes);
}

/** A raw request: the path goes on the wire as written. */
async function raw(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('accept-language', 'vi');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(`${api.url}${path}`, { ...init, headers, redirect: 'manual' });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('client mistakes (security issue 24)', () => {
  it('refuses a NUL character with 422 naming the field, in the caller’s language', async () => {
    const res = await raw('/auth/profile', {
      method: 'PUT',
      token: client.session,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Hà\u0000' }),
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'validation_failed',
      errors: [{ path: 'name', message: 'Trường này không được chứa ký tự NUL (\\u0000)' }],
    });
    const query = await raw('/assets?q=%00', { token: client.session });
    expect([query.status, query.body.errors]).toEqual([
      422,
      [{ path: 'q', message: 'Trường này không được chứa ký tự NUL (\\u0000)' }],
    ]);
  });

  it('answers a job submitted as text with 415 in the error model', async () => {
    const res = await raw('/v1/image-editing/jobs', {
      method: 'POST',
      token: client.value,
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'unsupported_media_type', detail: expect.any(String) });
  });

  it('answers an id that is not a UUID with 404, after sign-in and the admin check', async () => {
    const garbage = '-'.repeat(36);
    expect((await raw(`/api-tokens/${garbage}`)).status).toBe(401);
    expect((await raw(`/api-tokens/${garbage}`, { token: client.session })).body.code).toBe(
      'not_found',
    );
    const pay = await raw('/payments/orders/x/pay', {
      method: 'POST',
      token: client.session,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ gateway: 'sandbox' }),
    });
    expect(pay.status).toBe(404);
    expect((await raw('/api/admin/users/x')).status).toBe(401);
    expect((await raw('/api/admin/users/x', { token: client.session })).status).toBe(403);
    expect((await raw('/api/admin/users/x', { token: adminToken })).status).toBe(404);
  });

  it('answers a path that cannot be decoded with 404, and an unreadable form with 400', async () => {
    expect((await raw('/files/%E0%A4%A')).status).toBe(404);
    const form = await raw(checkoutPath, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: 'outcome=cancel',
    });
    expect([form.status, form.body.code]).toEqual([400, 'invalid_form']);
  });
});

describe('the route walk (security issue 24)', () => {
  it('answers every malformed input on every route with a 4xx in the error model, never a 5xx', async () => {
    const seen = new Set<string>();
    const routes = createApp(api.deps)
      .routes.filter((route) => route.method !== 'ALL')
      .filter(
        (route) =>
          !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`),
      )
      // The session's logout ends its walk.
      .sort((a, b) => Number(a.path === '/auth/logout') - Number(b.path === '/auth/logout'));
    expect(routes.length).toBeGreaterThanOrEqual(90);

    /** Broken answers grouped by route and problem, with the inputs that caused them. */
    const failures = new Map<string, string[]>();
    let sent = 0;
    for (const identity of identities) {
      for (const { method, path } of routes.filter((route) => identity.walks(route.path))) {
        const probes = probesFor(identity, method, path);
        await pool(probes, 4, async (probe, index) => {
          sent += 1;
          const problem = await send(identity, method, probe, index);
          if (!problem) return;
          const key = `${method} ${path} ${problem}`;
          failures.set(key, [...(failures.get(key) ?? []), `${identity.name}: ${probe.label}`]);
        });
      }
    }
    console.info(`route walk: ${routes.length} routes, ${sent} requests`);
    const report = [...failures].map(
      ([key, inputs]) => `${key}\n    ${inputs.length}× e.g. ${inputs.slice(0, 4).join(' | ')}`,
    );
    expect(report.length, report.join('\n')).toBe(0);
  }, 300_000);
});
