import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../src/server/db/schema.ts';
import {
  call,
  expectNoSecretsLogged,
  latestResetLink,
  mailTo,
  signUp,
  uniqueEmail,
} from './support/accounts.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { createTestClock } from './support/test-clock.ts';

const clock = createTestClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(
    { LOG_LEVEL: 'trace', TRUST_PROXY: 'true', PUBLIC_SITE_URL: 'https://kieu.test' },
    { clock },
  );
});
afterAll(async () => {
  if (api) expectNoSecretsLogged(api);
  await api?.stop();
});

const forgot = (email: string, lang = 'en') =>
  call(api, 'POST', '/auth/forgot-password', { body: { email }, lang });
const reset = (email: string, token: string, newPassword: string, lang = 'en') =>
  call(api, 'POST', '/auth/reset-password', {
    body: { email, reset_token: token, new_password: newPassword },
    lang,
  });
const login = (email: string, password: string) =>
  call(api, 'POST', '/auth/login', { body: { username: email, password } });

const SAME_ANSWER = {
  status: 'success',
  message: 'If an account with this email exists, you will receive reset instructions.',
};

describe('forgot and reset password', () => {
  it('mails a single-use link; the new password works, the old does not, old sessions end', async () => {
    const { email, password, token } = await signUp(api);
    const res = await forgot(email, 'vi');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: 'Nếu email này đã có tài khoản, bạn sẽ nhận được hướng dẫn đặt lại mật khẩu.',
    });
    const [mail] = await mailTo(api, email);
    expect(mail!.subject).toBe('Đặt lại mật khẩu Kiểu Studio');
    const link = await latestResetLink(api, email);
    expect(`${link.origin}${link.pathname}`).toBe('https://kieu.test/auth/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    const resetToken = link.searchParams.get('token')!;
    expect(resetToken).toMatch(/^[\w-]{43}$/);

    const done = await reset(email, resetToken, 'mật-khẩu-mới-2026');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: 'success', message: 'Password reset successful' });
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, 'mật-khẩu-mới-2026')).status).toBe(200);
    expect((await call(api, 'GET', '/auth/profile', { token })).status).toBe(401);

    const again = await reset(email, resetToken, 'yet-another-pass', 'vi');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'invalid_reset_token',
      detail: 'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.',
    });
  });

  it('links English users to /en/auth/reset-password', async () => {
    const { email } = await signUp(api);
    await call(api, 'POST', '/auth/forgot-password', { body: { email, locale: 'en' } });
    const link = await latestResetLink(api, email);
    expect(link.pathname).toBe('/en/auth/reset-password');
    expect((await mailTo(api, email))[0]!.subject).toBe('Reset your Kiểu Studio password');
  });

  it('refuses an expired link after an hour', async () => {
    const { email } = await signUp(api);
    await forgot(email);
    const resetToken = (await latestResetLink(api, email)).searchParams.get('token')!;
    clock.advance(60 * 60_000 + 1000);
    try {
      const res = await reset(email, resetToken, 'too-late-password');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'invalid_reset_token',
        detail: 'Invalid or expired reset token.',
      });
    } finally {
      clock.reset();
    }
  });

  it('refuses a link used with another email, and keeps it usable by its owner', async () => {
    const { email } = await signUp(api);
    const { email: other } = await signUp(api);
    await forgot(email);
    const resetToken = (await latestResetLink(api, email)).searchParams.get('token')!;
    expect((await reset(other, resetToken, 'hijack-attempt-1')).status).toBe(400);
    expect((await reset(email, resetToken, 'owner-password-1')).status).toBe(200);
  });

  it('voids an earlier link when a new one is requested', async () => {
    const { email } = await signUp(api);
    await forgot(email);
    const first = (await latestResetLink(api, email)).searchParams.get('token')!;
    await forgot(email);
    const second = (await latestResetLink(api, email)).searchParams.get('token')!;
    expect((await reset(email, first, 'first-link-pass')).status).toBe(400);
    expect((await reset(email, second, 'second-link-pass')).status).toBe(200);
  });

  it('answers an unknown email identically and sends nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const tokensBefore = await api.deps.database.db.select().from(passwordResetTokens);
    const res = await forgot(ghost);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SAME_ANSWER);
    expect(await mailTo(api, ghost)).toHaveLength(0);
    expect(await api.deps.database.db.select().from(passwordResetTokens)).toHaveLength(
      tokensBefore.length,
    );
  });

  it('stores only a hash of the token', async () => {
    const { email } = await signUp(api);
    await forgot(email);
    const resetToken = (await latestResetLink(api, email)).searchParams.get('token')!;
    const rows = await api.deps.database.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.tokenHash === resetToken)).toBe(false);
  });
});
