import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema.ts';
import { ADMIN_EMAIL, signUpAdmin } from './support/admin.ts';
import { call, type CallResult } from './support/accounts.ts';
import { profileOn, twoApiProcesses } from './support/api-process.ts';
import { apiClient, v1 } from './support/public-api.ts';

// Decision 069: each process keeps sessions and API tokens AUTH_CACHE_TTL_MS. The first process
// keeps them for the default 5 s, so refusing at once there shows the in-process invalidation;
// the second, spawned on the same database, must refuse within its own shorter window.
const SECOND_TTL_MS = 1500;
const apis = twoApiProcesses(
  { ADMIN_EMAILS: ADMIN_EMAIL, AUTH_CACHE_TTL_MS: '5000' },
  { AUTH_CACHE_TTL_MS: String(SECOND_TTL_MS) },
);
let admin: string;
beforeAll(async () => {
  admin = (await signUpAdmin(apis.first)).token;
});
const profile = profileOn;

/** Milliseconds until `attempt` answers `status`; fails past the window and a margin. */
async function refusedWithin(attempt: () => Promise<{ status: number }>, status: number) {
  const started = performance.now();
  for (;;) {
    if ((await attempt()).status === status) return performance.now() - started;
    if (performance.now() - started > SECOND_TTL_MS + 2000) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('sessions and API tokens kept in each process (decision 069)', () => {
  it('refuses a switched-off API token at once here and within the window elsewhere', async () => {
    const client = await apiClient(apis.first);
    const balance = (base: string): Promise<CallResult> =>
      v1(base, 'GET', '/v1/balance', { value: client.value });
    expect((await balance(apis.first.url)).status).toBe(200);
    expect((await balance(apis.second.url)).status).toBe(200);
    const off = await call(apis.first, 'PATCH', `/api-tokens/${client.tokenId}`, {
      token: client.session,
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expect((await balance(apis.first.url)).status).toBe(401);
    expect(await refusedWithin(() => balance(apis.second.url), 401)).toBeLessThanOrEqual(
      SECOND_TTL_MS + 500,
    );
  });

  it('refuses a disabled account’s session and tokens at once here, within the window elsewhere', async () => {
    const client = await apiClient(apis.first);
    const [member] = await apis.first.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, client.email));
    for (const base of [apis.first.url, apis.second.url]) {
      expect((await profile(base, client.session)).status).toBe(200);
      expect((await v1(base, 'GET', '/v1/balance', { value: client.value })).status).toBe(200);
    }
    const disabled = await call(apis.first, 'PUT', `/api/admin/users/${member!.id}`, {
      token: admin,
      body: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    // Disabling also ends the account's sessions (tokens_valid_after), hence 401 rather than 403.
    expect((await profile(apis.first.url, client.session)).status).toBe(401);
    expect((await v1(apis.first, 'GET', '/v1/balance', { value: client.value })).status).toBe(401);
    const window = SECOND_TTL_MS + 500;
    expect(
      await refusedWithin(() => profile(apis.second.url, client.session), 401),
    ).toBeLessThanOrEqual(window);
    expect(
      await refusedWithin(
        () => v1(apis.second.url, 'GET', '/v1/balance', { value: client.value }),
        401,
      ),
    ).toBeLessThanOrEqual(window);
  });

  it('refuses a signed-out session and a closing account at once in the process that did it', async () => {
    const client = await apiClient(apis.first);
    const signedOut = await apiClient(apis.first);
    for (const token of [client.session, signedOut.session]) {
      expect((await profile(apis.first.url, token)).status).toBe(200);
    }
    expect((await v1(apis.first, 'GET', '/v1/balance', { value: client.value })).status).toBe(200);
    const logout = await call(apis.first, 'POST', '/auth/logout', { token: signedOut.session });
    expect(logout.status).toBeLessThan(300);
    expect((await profile(apis.first.url, signedOut.session)).status).toBe(401);

    const closing = await call(apis.first, 'DELETE', '/auth/account', {
      token: client.session,
      body: { password: 'mật-khẩu-an-toàn-2026' },
    });
    expect(closing.status).toBe(200);
    expect((await profile(apis.first.url, client.session)).status).toBe(401);
    expect((await v1(apis.first, 'GET', '/v1/balance', { value: client.value })).status).toBe(401);
    expect(
      await refusedWithin(
        () => v1(apis.second.url, 'GET', '/v1/balance', { value: client.value }),
        401,
      ),
    ).toBeLessThanOrEqual(SECOND_TTL_MS + 500);
  });
});
