import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oneTimeCodes, users } from '../../src/server/db/schema.ts';
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

async function registered(lang = 'en') {
  const email = uniqueEmail();
  await call(api, 'POST', '/auth/register', {
    body: { name: 'Phạm Lan', email, password: 'đủ-dài-rồi-1' },
    lang,
  });
  return { email, code: Number(await latestCode(api, email)) };
}

const verify = (email: string, otp: number, lang = 'en') =>
  call(api, 'POST', '/auth/verify_otp', { body: { email, otp }, lang });

/** A six-digit code that is not `code`. */
const wrongFor = (code: number) => (code === 999999 ? 100000 : code + 1);

describe('one-time codes', () => {
  it('refuses a wrong code with 400, in the caller’s language', async () => {
    const { email, code } = await registered();
    const en = await verify(email, wrongFor(code));
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      code: 'invalid_otp',
      detail: 'Invalid OTP. Please try again.',
    });
    const vi = await verify(email, wrongFor(code), 'vi');
    expect(vi.body.detail).toBe('Mã OTP không đúng. Vui lòng thử lại.');
    expect((await verify(email, code)).status).toBe(200);
  });

  it('refuses an expired code with 400 otp_expired after ten minutes', async () => {
    const { email, code } = await registered();
    clock.advance(10 * 60_000 + 1000);
    try {
      // Only the right code learns that it expired: a guess is just wrong.
      expect((await verify(email, wrongFor(code))).body.code).toBe('invalid_otp');
      const res = await verify(email, code, 'vi');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'otp_expired',
        detail: 'Mã này đã hết hạn. Vui lòng yêu cầu mã mới.',
      });
    } finally {
      clock.reset();
    }
  });

  it('locks the code after five wrong tries, even for the right code, until a new one is sent', async () => {
    const { email, code } = await registered();
    for (let i = 0; i < 5; i++) expect((await verify(email, wrongFor(code))).status).toBe(400);
    const locked = await verify(email, code);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('otp_attempts_exceeded');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    clock.advance(61_000);
    try {
      const resend = await call(api, 'POST', '/auth/generate_otp', { body: { email } });
      expect(resend.status).toBe(200);
      expect(resend.body).toEqual({ status: 'success', message: 'OTP sent' });
      const fresh = Number(await latestCode(api, email));
      expect((await verify(email, fresh)).status).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('counts parallel guesses: never more than five are checked', async () => {
    const { email, code } = await registered();
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        verify(email, code === 100000 + i ? 999999 : 100000 + i),
      ),
    );
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
    const [row] = await api.deps.database.db
      .select()
      .from(oneTimeCodes)
      .innerJoin(users, eq(users.id, oneTimeCodes.userId))
      .where(eq(users.email, email));
    expect(row!.one_time_codes.attempts).toBe(5);
  });

  it('answers wrong codes and the lock alike for unknown, verified and waiting addresses', async () => {
    const { email: waiting } = await registered();
    const { email: verified } = await signUp(api);
    const unknown = uniqueEmail('ghost');
    clock.advance(61_000);
    try {
      // A code was just asked for each address (only the waiting account is mailed one).
      for (const email of [waiting, verified, unknown]) {
        expect((await call(api, 'POST', '/auth/generate_otp', { body: { email } })).status).toBe(
          200,
        );
      }
      const code = Number(await latestCode(api, waiting));
      const answers = new Map<string, unknown[]>();
      for (const email of [waiting, verified, unknown]) {
        const tries = [];
        for (let i = 0; i < 6; i++) {
          const res = await verify(email, wrongFor(code), 'vi');
          const wait = Number(res.headers.get('retry-after') ?? 0);
          expect(wait).toBeLessThanOrEqual(60);
          tries.push([res.status, res.body.code, res.body.detail, wait > 0]);
        }
        answers.set(email, tries);
      }
      expect(answers.get(waiting)).toEqual([
        ...Array(5).fill([400, 'invalid_otp', 'Mã OTP không đúng. Vui lòng thử lại.', false]),
        [
          429,
          'otp_attempts_exceeded',
          'Bạn đã nhập sai quá nhiều lần. Vui lòng yêu cầu mã mới.',
          true,
        ],
      ]);
      expect(answers.get(verified)).toEqual(answers.get(waiting));
      expect(answers.get(unknown)).toEqual(answers.get(waiting));
      // The lock holds for the right code too, until a new code is asked for.
      expect((await verify(waiting, code)).status).toBe(429);
      clock.advance(61_000);
      expect(
        (await call(api, 'POST', '/auth/generate_otp', { body: { email: waiting } })).status,
      ).toBe(200);
      expect((await verify(waiting, Number(await latestCode(api, waiting)))).status).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('counts parallel guesses at an address without an account like those at a real one', async () => {
    const ghost = uniqueEmail('ghost');
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => verify(ghost, 100000 + i)),
    );
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('signs the new account in with the right code: no second typing of the password (issue 40)', async () => {
    const { email, code } = await registered();
    const res = await verify(email, code);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      token_type: 'bearer',
      user: { email, is_verified: true },
    });
    const profile = await call(api, 'GET', '/auth/profile', {
      token: res.body.access_token as string,
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email });
    // The code is spent: replaying it neither verifies nor signs in again.
    const replay = await verify(email, code);
    expect(replay.status).toBe(400);
    expect(replay.body.access_token).toBeUndefined();
  });

  it('verifies a disabled account’s address but does not sign it in', async () => {
    const { email, code } = await registered();
    await api.deps.database.db
      .update(users)
      .set({ isDisabled: true })
      .where(eq(users.email, email));
    const res = await verify(email, code);
    expect(res.status).toBe(200);
    expect(res.body.access_token).toBeUndefined();
  });

  it('voids the old code when a new one is sent', async () => {
    const { email, code: first } = await registered();
    clock.advance(61_000);
    try {
      expect((await call(api, 'POST', '/auth/generate_otp', { body: { email } })).status).toBe(200);
      const second = Number(await latestCode(api, email));
      expect(second).not.toBe(first);
      expect((await verify(email, first)).status).toBe(400);
      expect((await verify(email, second)).status).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('sends at most one code a minute per account (429 with Retry-After)', async () => {
    const { email } = await registered();
    const res = await call(api, 'POST', '/auth/generate_otp', { body: { email }, lang: 'vi' });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('otp_resend_too_soon');
    const wait = Number(res.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(res.body.detail).toBe(`Vui lòng đợi ${wait} giây trước khi yêu cầu mã mới.`);
    expect(await mailTo(api, email)).toHaveLength(1);
  });

  it('mails the code in the language asked for', async () => {
    const { email } = await registered('vi');
    clock.advance(61_000);
    try {
      await call(api, 'POST', '/auth/generate_otp', { body: { email, locale: 'en' } });
      const [mail] = await mailTo(api, email);
      expect(mail!.subject).toBe('Your Kiểu Studio verification code');
    } finally {
      clock.reset();
    }
  });

  it('answers unknown and verified emails exactly like real ones, and mails nothing', async () => {
    const unknown = uniqueEmail('ghost');
    const { email: verified } = await signUp(api);
    const before = (await mailTo(api, verified)).length;
    clock.advance(61_000);
    for (const email of [unknown, verified]) {
      const res = await call(api, 'POST', '/auth/generate_otp', { body: { email } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: 'OTP sent' });
    }
    clock.reset();
    expect(await mailTo(api, unknown)).toHaveLength(0);
    expect(await mailTo(api, verified)).toHaveLength(before);
    // A code for an email without an account is just wrong.
    expect((await verify(unknown, 123456)).body.code).toBe('invalid_otp');
  });

  it('stores only a keyed hash of the code', async () => {
    const { email, code } = await registered();
    const rows = await api.deps.database.db
      .select({ hash: oneTimeCodes.codeHash })
      .from(oneTimeCodes)
      .innerJoin(users, eq(users.id, oneTimeCodes.userId))
      .where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hash).not.toContain(String(code));
    expect(rows[0]!.hash).toMatch(/^[\w-]{43}$/);
  });
});
