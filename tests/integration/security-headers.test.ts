import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectNoSecretsLogged, signUp } from './support/accounts.ts';
import { ADMIN_EMAIL, signUpAdmin } from './support/admin.ts';
import { orderPlan } from './support/payments.ts';
import { apiClient, v1 } from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Decision 035: nosniff everywhere, no-store on every answer to a caller with credentials, and
// a restrictive policy on every HTML answer.
let api: TestApi;
let member: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  api = await startTestApi({ ADMIN_EMAILS: ADMIN_EMAIL, PUBLIC_SITE_URL: 'http://site.test' });
  member = await signUp(api);
});
afterAll(async () => {
  if (api) expectNoSecretsLogged(api);
  await api?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}${path}`, { headers });
const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('public answers', () => {
  it('are nosniff and kept by nobody unless their route chose a cache policy', async () => {
    for (const path of ['/health', '/health/ready']) {
      const health = await get(path);
      expect(health.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(health.headers.get('cache-control'), path).toBe('no-store');
    }

    const plans = await get('/plans');
    expect(plans.status).toBe(200);
    expect(plans.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plans.headers.get('cache-control')).toBe('public, max-age=300');

    const script = await get('/v1/reference/scalar.js');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cache-control')).toBe('public, max-age=86400');
    await script.arrayBuffer();
  });

  it('are nosniff and no-store when they fail, before any route', async () => {
    const missing = await get('/no/such/route');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    const preflight = await fetch(`${api.url}/auth/profile`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4321',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('that hand out a session token are never stored', async () => {
    const login = await call(api, 'POST', '/auth/login', {
      body: { username: member.email, password: member.password },
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('no-store');
  });
});

describe('private answers', () => {
  it('are no-store on every studio route a session token reaches', async () => {
    for (const path of [
      '/auth/profile',
      '/dashboard/summary',
      '/history',
      '/assets',
      '/api-tokens',
      '/billing',
      '/payments/history',
    ]) {
      const res = await call(api, 'GET', path, { token: member.token });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('are no-store even where the anonymous answer may be cached', async () => {
    const plans = await call(api, 'GET', '/plans', { token: member.token });
    expect(plans.status).toBe(200);
    expect(plans.headers.get('cache-control')).toBe('no-store');
  });

  it('are no-store when the token is refused', async () => {
    const refused = await call(api, 'GET', '/auth/profile', { token: 'not-a-token' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('are no-store for administrators and for public API tokens', async () => {
    const admin = await signUpAdmin(api);
    const users = await call(api, 'GET', '/api/admin/users/search?email=example', {
      token: admin.token,
    });
    expect(users.status).toBe(200);
    expect(users.headers.get('cache-control')).toBe('no-store');

    const client = await apiClient(api);
    const balance = await v1(api, 'GET', '/v1/balance', { value: client.value });
    expect(balance.status).toBe(200);
    expect(balance.headers.get('cache-control')).toBe('no-store');
    expect(balance.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('HTML answers', () => {
  it('the API reference runs only its own script and the inline start line, by hash', async () => {
    const res = await get('/v1/reference');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    const policy = directives(res.headers.get('content-security-policy'));
    const inline = /<script>([^<]*)<\/script>/.exec(html)![1]!;
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(policy.get('script-src')).toEqual(["'self'", hash]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(res.headers.get('content-security-policy')).not.toMatch(/unsafe-eval|\*/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('the sandbox checkout page loads nothing, runs nothing and cannot be framed', async () => {
    const { redirectUrl } = await orderPlan(api, member.token, {
      planId: 'basic',
      billingCycle: 'monthly',
      gateway: 'sandbox',
    });
    const res = await fetch(redirectUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<form');
    const policy = directives(res.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toBeUndefined();
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'", 'http://site.test']);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
