import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema.ts';
import {
  call,
  expectNoSecretsLogged,
  latestCode,
  mailTo,
  signUp,
  uniqueEmail,
} from './support/accounts.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { createTestClock } from './support/test-clock.ts';

const clock = createTestClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ LOG_LEVEL: 'trace', TRUST_PROXY: 'true' }, { clock });
});
afterAll(async () => {
  if (api) expectNoSecretsLogged(api);
  await api?.stop();
});

const password = 'áo-dài-đỏ-2026';

describe('register → code → verify → login → profile', () => {
  it('walks a new seller from sign-up to their profile', async () => {
    const email = uniqueEmail('Thu.Ha');
    const registered = await call(api, 'POST', '/auth/register', {
      body: { name: 'Trần Thu Hà', email, password },
      lang: 'vi',
    });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({
      status: 'success',
      message: 'Đăng ký thành công. Chúng tôi đã gửi mã xác minh đến email của bạn.',
      email: email.toLowerCase(),
      requires_verification: true,
    });

    const [mail] = await mailTo(api, email);
    expect(mail!.subject).toBe('Mã xác minh Kiểu Studio của bạn');
    expect(mail!.text).toContain('Xin chào Trần Thu Hà,');
    expect(mail!.text).toContain('10 phút');
    const code = await latestCode(api, email);
    expect(code).toMatch(/^[1-9]\d{5}$/);
    expect(mail!.html).toContain(code);

    const early = await call(api, 'POST', '/auth/login', { body: { username: email, password } });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('email_not_verified');

    const verified = await call(api, 'POST', '/auth/verify_otp', {
      body: { email, otp: Number(code) },
    });
    expect(verified.status).toBe(200);
    // The right code signs the new account in (issue 40, decision 102).
    expect(verified.body).toMatchObject({
      status: 'success',
      message: 'Verification successful',
      token_type: 'bearer',
      access_token: expect.any(String),
    });

    const login = await call(api, 'POST', '/auth/login', {
      body: { username: email.toUpperCase(), password },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      token_type: 'bearer',
      user: { name: 'Trần Thu Hà', email: email.toLowerCase(), is_verified: true, is_admin: false },
    });
    const token = login.body.access_token as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({
      sub: (login.body.user as { id: string }).id,
      username: email.toLowerCase(),
      email: email.toLowerCase(),
    });
    expect(claims.exp - claims.iat).toBe(7 * 86400);
    expect(typeof claims.jti).toBe('string');

    const profile = await call(api, 'GET', '/auth/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({
      id: claims.sub,
      name: 'Trần Thu Hà',
      email: email.toLowerCase(),
      is_verified: true,
      is_admin: false,
      auth_providers: ['password'],
    });
    expect(Date.parse(profile.body.created_at as string)).toBeGreaterThan(0);
  });

  it('takes the code as a string of digits too', async () => {
    const email = uniqueEmail();
    await call(api, 'POST', '/auth/register', { body: { name: 'Lan', email, password } });
    const code = await latestCode(api, email);
    const res = await call(api, 'POST', '/auth/verify_otp', { body: { email, otp: code } });
    expect(res.status).toBe(200);
  });

  it('mails the code in English when asked', async () => {
    const email = uniqueEmail();
    await call(api, 'POST', '/auth/register', {
      body: { name: 'Mai', email, password, locale: 'en' },
    });
    const [mail] = await mailTo(api, email);
    expect(mail!.subject).toBe('Your Kiểu Studio verification code');
    expect(mail!.text).toContain('valid for 10 minutes');
  });

  it('answers a taken address exactly like a new one, and mails its owner instead', async () => {
    const owner = await signUp(api);
    const mailsBefore = (await mailTo(api, owner.email)).length;
    // Past the minute in which the sign-up's own code keeps the address from more mail.
    clock.advance(61_000);
    onTestFinished(() => clock.reset());
    const register = (email: string) =>
      call(api, 'POST', '/auth/register', {
        body: { name: 'Someone Else', email, password: 'another-pass-1' },
        lang: 'vi',
      });
    const fresh = uniqueEmail('fresh');
    const brandNew = await register(fresh);
    const taken = await register(owner.email.toUpperCase());
    expect(taken.status).toBe(201);
    expect(brandNew.status).toBe(201);
    expect(taken.body).toEqual({ ...brandNew.body, email: owner.email.toLowerCase() });
    // What the verify step does next answers alike too: the "code" is on its way for both.
    const resend = await Promise.all(
      [owner.email, fresh].map((email) =>
        call(api, 'POST', '/auth/generate_otp', { body: { email } }),
      ),
    );
    expect(resend.map((r) => [r.status, r.body.code])).toEqual([
      [429, 'otp_resend_too_soon'],
      [429, 'otp_resend_too_soon'],
    ]);

    // One account, untouched: same name, same password.
    const rows = await api.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, owner.email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe(owner.name);
    const asOwner = { username: owner.email, password: owner.password };
    expect((await call(api, 'POST', '/auth/login', { body: asOwner })).status).toBe(200);
    const asIntruder = { username: owner.email, password: 'another-pass-1' };
    expect((await call(api, 'POST', '/auth/login', { body: asIntruder })).status).toBe(401);

    // The owner hears about it (in the owner's language, English here), with no code inside.
    const mails = await mailTo(api, owner.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]!.subject).toBe('Someone tried to create a Kiểu Studio account with your email');
    expect(mails[0]!.text).toContain(`Hello ${owner.name},`);
    expect(mails[0]!.text).toContain('Forgot password?');
    expect(mails[0]!.text).toContain('http://127.0.0.1:4321/en/dashboard');
    expect(mails[0]!.text).not.toMatch(/\b\d{6}\b/);
  });

  it('mails the notice in Vietnamese to a Vietnamese owner, and nothing to a disabled one', async () => {
    const email = uniqueEmail('chu');
    await call(api, 'POST', '/auth/register', {
      body: { name: 'Võ Thị Sáu', email, password, locale: 'vi' },
    });
    const otp = Number(await latestCode(api, email));
    expect((await call(api, 'POST', '/auth/verify_otp', { body: { email, otp } })).status).toBe(
      200,
    );
    clock.advance(61_000);
    try {
      const again = await call(api, 'POST', '/auth/register', {
        body: { name: 'Người Lạ', email, password: 'another-pass-1' },
        lang: 'en',
      });
      expect(again.status).toBe(201);
      const [notice] = await mailTo(api, email);
      expect(notice!.subject).toBe('Có người đã thử tạo tài khoản Kiểu Studio bằng email của bạn');
      expect(notice!.text).toContain('Xin chào Võ Thị Sáu,');
      expect(notice!.text).toContain('Quên mật khẩu?');
      expect(notice!.text).toContain('http://127.0.0.1:4321/dashboard');

      await api.deps.database.db
        .update(users)
        .set({ isDisabled: true })
        .where(eq(users.email, email));
      const count = (await mailTo(api, email)).length;
      clock.advance(61_000);
      const disabled = await call(api, 'POST', '/auth/register', {
        body: { name: 'Người Lạ', email, password: 'another-pass-1' },
      });
      expect(disabled.status).toBe(201);
      expect(await mailTo(api, email)).toHaveLength(count);
    } finally {
      clock.reset();
    }
  });

  it('lets an unverified address register again with a new name and password', async () => {
    const pending = uniqueEmail();
    await call(api, 'POST', '/auth/register', {
      body: { name: 'First', email: pending, password },
    });
    const second = await call(api, 'POST', '/auth/register', {
      body: { name: 'Second Try', email: pending, password: 'new-password-9' },
    });
    expect(second.status).toBe(201);
    const [row] = await api.deps.database.db.select().from(users).where(eq(users.email, pending));
    expect(row!.name).toBe('Second Try');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    // The code mailed seconds ago still works (no second mail within the resend minute).
    expect(await mailTo(api, pending)).toHaveLength(1);
    const otp = Number(await latestCode(api, pending));
    expect(
      (await call(api, 'POST', '/auth/verify_otp', { body: { email: pending, otp } })).status,
    ).toBe(200);
    const login = await call(api, 'POST', '/auth/login', {
      body: { username: pending, password: 'new-password-9' },
    });
    expect(login.status).toBe(200);
  });
});

describe('login', () => {
  it('refuses a wrong password and an unknown email alike (401)', async () => {
    const { email } = await signUp(api);
    for (const body of [
      { username: email, password: 'wrong-password' },
      { username: uniqueEmail('nobody'), password: 'whatever-1' },
    ]) {
      const res = await call(api, 'POST', '/auth/login', { body });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        code: 'invalid_credentials',
        detail: 'Please check your credentials and try again.',
      });
    }
    const vi = await call(api, 'POST', '/auth/login', {
      body: { username: email, password: 'wrong-password' },
      lang: 'vi',
    });
    expect(vi.body.detail).toBe('Vui lòng kiểm tra lại thông tin đăng nhập và thử lại.');
  });

  it('refuses a disabled account with 403 once the password is right', async () => {
    const { email, password: pw, token } = await signUp(api);
    await api.deps.database.db
      .update(users)
      .set({ isDisabled: true })
      .where(eq(users.email, email));
    const res = await call(api, 'POST', '/auth/login', { body: { username: email, password: pw } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('account_disabled');
    const profile = await call(api, 'GET', '/auth/profile', { token });
    expect(profile.status).toBe(403);
  });
});

describe('sessions', () => {
  it('answers 401 without a token, with a bad one, and with a forged signature', async () => {
    const { token } = await signUp(api);
    const missing = await call(api, 'GET', '/auth/profile');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({
      code: 'unauthorized',
      message: 'Please log in to continue.',
    });
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect((await call(api, 'GET', '/auth/profile', { token: 'not-a-jwt' })).status).toBe(401);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const res = await call(api, 'GET', '/auth/profile', { token: forged, lang: 'vi' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'invalid_token',
      message: 'Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.',
    });
  });

  it('stops accepting a token once it has expired', async () => {
    const { token } = await signUp(api);
    expect((await call(api, 'GET', '/auth/profile', { token })).status).toBe(200);
    clock.advance(7 * 86400_000 + 5000);
    try {
      const res = await call(api, 'GET', '/auth/profile', { token });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_token');
    } finally {
      clock.reset();
    }
  });

  it('logs out one token (204) and leaves the other devices signed in', async () => {
    const { email, password: pw, token } = await signUp(api);
    const other = await call(api, 'POST', '/auth/login', {
      body: { username: email, password: pw },
    });
    const logout = await call(api, 'POST', '/auth/logout', { token });
    expect(logout.status).toBe(204);
    expect((await call(api, 'GET', '/auth/profile', { token })).status).toBe(401);
    expect((await call(api, 'POST', '/auth/logout', { token })).status).toBe(401);
    const still = await call(api, 'GET', '/auth/profile', {
      token: other.body.access_token as string,
    });
    expect(still.status).toBe(200);
  });

  it('renames the user and changes the password, signing out other tokens', async () => {
    const { email, password: pw, token } = await signUp(api);
    const renamed = await call(api, 'PUT', '/auth/profile', {
      token,
      body: { name: '  Võ Minh  ' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Võ Minh');
    const tooShort = await call(api, 'PUT', '/auth/profile', {
      token,
      body: { name: 'V' },
      lang: 'vi',
    });
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.detail).toBe('Họ tên phải có ít nhất 2 ký tự');

    const wrong = await call(api, 'POST', '/auth/change-password', {
      token,
      body: { current_password: 'not-it', new_password: 'brand-new-pass' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('invalid_current_password');
    const changed = await call(api, 'POST', '/auth/change-password', {
      token,
      body: { current_password: pw, new_password: 'brand-new-pass' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      status: 'success',
      message: 'Password changed',
      token_type: 'bearer',
    });
    expect((await call(api, 'GET', '/auth/profile', { token })).status).toBe(401);
    const fresh = await call(api, 'GET', '/auth/profile', {
      token: changed.body.access_token as string,
    });
    expect(fresh.status).toBe(200);
    const oldLogin = await call(api, 'POST', '/auth/login', {
      body: { username: email, password: pw },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(api, 'POST', '/auth/login', {
      body: { username: email, password: 'brand-new-pass' },
    });
    expect(newLogin.status).toBe(200);
  });
});

describe('logs', () => {
  it('record each request without bodies, tokens, codes or passwords', async () => {
    const { token } = await signUp(api);
    await call(api, 'GET', '/auth/profile', { token });
    const requests = api.logs.filter((line) => line.msg === 'request');
    expect(requests.some((line) => line.path === '/auth/login' && line.status === 200)).toBe(true);
    for (const line of requests) {
      expect(Object.keys(line).sort()).toEqual(
        [
          'level',
          'method',
          'ms',
          'msg',
          'path',
          'reqId',
          'service',
          'status',
          'time',
          'pid',
          'hostname',
        ]
          .filter((key) => key in line)
          .sort(),
      );
    }
    expectNoSecretsLogged(api);
  });
});
