import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectNoSecretsLogged,
  latestResetLink,
  signUp,
  uniqueEmail,
} from './support/accounts.ts';
import { ADMIN_EMAIL, signUpAdmin } from './support/admin.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { createTestClock } from './support/test-clock.ts';

// Decision 034: the session token stays in the browser's storage, so a copy taken from there
// (by a script, an extension, a shared computer) must stop working on the server as soon as its
// owner signs out, changes or resets the password, or an administrator disables the account,
// and within ACCESS_TOKEN_TTL_SECONDS at the latest. Every private route is checked, not just
// the profile: they all go through the same guard, and this keeps it so.
const TTL_SECONDS = 3600;
const clock = createTestClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(
    { ADMIN_EMAILS: ADMIN_EMAIL, ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) },
    { clock },
  );
});
afterAll(async () => {
  if (api) expectNoSecretsLogged(api);
  await api?.stop();
});

const privateRoutes = [
  '/auth/profile',
  '/dashboard/summary',
  '/history',
  '/assets',
  '/api-tokens',
  '/billing',
  '/payments/history',
];

/** Each private route's status for this token, from another machine (the thief's). */
async function statusesFor(token: string) {
  const statuses: Record<string, number> = {};
  for (const path of privateRoutes) {
    statuses[path] = (await call(api, 'GET', path, { token, address: '203.0.113.66' })).status;
  }
  return statuses;
}
const everywhere = (status: number) =>
  Object.fromEntries(privateRoutes.map((path) => [path, status]));

function claimsOf(token: string): { iat: number; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('a copied session token', () => {
  it('lives ACCESS_TOKEN_TTL_SECONDS from when it was issued, then is refused everywhere', async () => {
    const { token } = await signUp(api);
    const { iat, exp } = claimsOf(token);
    expect(exp - iat).toBe(TTL_SECONDS);
    expect(await statusesFor(token)).toEqual(everywhere(200));
    clock.advance((TTL_SECONDS + 2) * 1000);
    try {
      expect(await statusesFor(token)).toEqual(everywhere(401));
    } finally {
      clock.reset();
    }
  });

  it('stops working everywhere once its owner signs out with it', async () => {
    const { token } = await signUp(api);
    const copy = token;
    expect((await call(api, 'POST', '/auth/logout', { token })).status).toBe(204);
    expect(await statusesFor(copy)).toEqual(everywhere(401));
    const refused = await call(api, 'GET', '/auth/profile', { token: copy });
    expect(refused.body.code).toBe('invalid_token');
  });

  it('stops working everywhere once its owner changes the password', async () => {
    const { password, token } = await signUp(api);
    const copy = token;
    const changed = await call(api, 'POST', '/auth/change-password', {
      token,
      body: { current_password: password, new_password: 'mật-khẩu-mới-2026' },
    });
    expect(changed.status).toBe(200);
    expect(await statusesFor(copy)).toEqual(everywhere(401));
    // The owner's device carries on with the fresh token it was given.
    expect(await statusesFor(changed.body.access_token as string)).toEqual(everywhere(200));
  });

  it('cannot change the password itself without the current one', async () => {
    const { token } = await signUp(api);
    const attempt = await call(api, 'POST', '/auth/change-password', {
      token,
      address: '203.0.113.66',
      body: { current_password: 'a guess', new_password: 'thief-password-1' },
    });
    expect(attempt.status).toBe(400);
    expect(attempt.body.code).toBe('invalid_current_password');
  });

  it('stops working everywhere once its owner resets the password from the mailed link', async () => {
    const email = uniqueEmail('reset');
    const { token } = await signUp(api, { email });
    expect((await call(api, 'POST', '/auth/forgot-password', { body: { email } })).status).toBe(
      200,
    );
    const link = await latestResetLink(api, email);
    const reset = await call(api, 'POST', '/auth/reset-password', {
      body: { email, reset_token: link.searchParams.get('token'), new_password: 'đặt-lại-2026' },
    });
    expect(reset.status).toBe(200);
    expect(await statusesFor(token)).toEqual(everywhere(401));
  });

  it('stops working everywhere once an administrator disables the account, and stays dead', async () => {
    const admin = await signUpAdmin(api);
    const member = await signUp(api);
    const id = (member.login.user as { id: string }).id;
    const put = (body: unknown) =>
      call(api, 'PUT', `/api/admin/users/${id}`, { token: admin.token, body });
    expect((await put({ disabled: true })).status).toBe(200);
    expect(await statusesFor(member.token)).toEqual(everywhere(401));
    expect((await put({ disabled: false })).status).toBe(200);
    expect(await statusesFor(member.token)).toEqual(everywhere(401));
  });
});
