import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { call, expectNoSecretsLogged, signUp } from './support/accounts.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    LOG_LEVEL: 'trace',
    TRUST_PROXY: 'true',
    ADMIN_EMAILS: 'Boss@Kieu.test, other@kieu.test',
  });
});
afterAll(async () => {
  if (api) expectNoSecretsLogged(api);
  await api?.stop();
});

const DENIED =
  "Access Denied: You don't have permission to access the admin dashboard. Only authorized administrators can access this area.";
const paths = [
  '/api/admin/dashboard/summary',
  '/api/admin/whatever',
  '/api/admin',
  '/api/admin/users/1',
];

describe('the admin API (spec §6, enforced on the server)', () => {
  it.each(paths)('answers 401 without a token on %s', async (path) => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await call(api, method, path);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
  });

  it.each(paths)('answers 403 to a signed-in non-admin on %s', async (path) => {
    const { token } = await signUp(api);
    const res = await call(api, 'GET', path, { token });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden', message: DENIED });
    const vi = await call(api, 'PUT', path, { token, lang: 'vi', body: {} });
    expect(vi.status).toBe(403);
    expect(vi.body.message).toMatch(/^Truy cập bị từ chối/);
  });

  it('guards every admin route the API serves, each method: 401 anonymous, 403 non-admin', async () => {
    const routes = createApp(api.deps)
      .routes.filter((route) => route.path.startsWith('/api/admin/') && route.method !== 'ALL')
      .map((route) => ({ method: route.method, path: route.path.replace(/:\w+/g, 'x') }));
    // The spec §7 calls, the blog's and the statistics' at least.
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const { token } = await signUp(api);
    for (const { method, path } of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await call(api, method, path, { body })).status, `${method} ${path}`).toBe(401);
      const denied = await call(api, method, path, { token, body });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body.message).toBe(DENIED);
    }
  });

  it('lets an ADMIN_EMAILS account read the summary, and 404s unknown admin paths', async () => {
    const { token, login } = await signUp(api, { email: 'boss@kieu.test' });
    expect((login.user as { is_admin: boolean }).is_admin).toBe(true);
    const res = await call(api, 'GET', '/api/admin/dashboard/summary', { token });
    expect(res.status).toBe(200);
    const summary = res.body as {
      users: Record<'total' | 'verified' | 'unverified' | 'disabled' | 'new_last_7_days', number>;
      generated_at: string;
    };
    expect(summary.users.total).toBeGreaterThanOrEqual(1);
    expect(summary.users.verified + summary.users.unverified).toBe(summary.users.total);
    expect(summary.users).toHaveProperty('disabled');
    expect(summary.users.new_last_7_days).toBeGreaterThanOrEqual(1);
    expect((await call(api, 'GET', '/api/admin/whatever', { token })).status).toBe(404);
    const profile = await call(api, 'GET', '/auth/profile', { token });
    expect(profile.body.is_admin).toBe(true);
  });

  it('does not make an unverified account with an admin address an admin', async () => {
    await call(api, 'POST', '/auth/register', {
      body: { name: 'Not Really', email: 'other@kieu.test', password: 'pretending-1' },
    });
    // Unverified accounts cannot log in with a password at all.
    const login = await call(api, 'POST', '/auth/login', {
      body: { username: 'other@kieu.test', password: 'pretending-1' },
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('email_not_verified');
  });
});
