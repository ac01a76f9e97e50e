import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectNoSecretsLogged,
  signUp,
  uniqueEmail,
  type CallResult,
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

const login = (username: string, password: string, address: string, lang = 'en') =>
  call(api, 'POST', '/auth/login', { body: { username, password }, address, lang });

/** How many answers had each status, e.g. { 401: 10, 429: 10 }. */
const tally = (results: CallResult[]) =>
  results.reduce<Record<number, number>>((counts, { status }) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

/** `n` calls at once. */
const burst = (n: number, one: (i: number) => Promise<CallResult>) =>
  Promise.all(Array.from({ length: n }, (_, i) => one(i)));

describe('brute-force limits', () => {
  it('locks an account after 10 failed logins in 15 minutes, from any address', async () => {
    const { email, password } = await signUp(api);
    for (let i = 0; i < 10; i++) {
      expect((await login(email, `wrong-${i}-pass`, `203.0.113.${i + 1}`)).status).toBe(401);
    }
    const locked = await login(email, password, '203.0.113.77', 'vi');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'too_many_attempts',
      detail: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút.',
    });
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThanOrEqual(900);
    clock.advance(15 * 60_000 + 1000);
    try {
      expect((await login(email, password, '203.0.113.77')).status).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('counts 20 parallel wrong passwords like 20 in a row: only 10 are checked', async () => {
    const { email, password } = await signUp(api);
    const results = await burst(20, (i) => login(email, `wrong-${i}-pass`, `203.0.114.${i + 1}`));
    expect(tally(results)).toEqual({ 401: 10, 429: 10 });
    // Locked: the right password is not even checked.
    const locked = await login(email, password, '203.0.114.99');
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_attempts');
    clock.advance(15 * 60_000 + 1000);
    try {
      expect((await login(email, password, '203.0.114.99')).status).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('limits wrong current passwords on change-password: 15 in parallel, 10 checked', async () => {
    const { password, token } = await signUp(api);
    const change = (current: string, lang = 'en') =>
      call(api, 'POST', '/auth/change-password', {
        token,
        lang,
        body: { current_password: current, new_password: 'một-mật-khẩu-mới-2026' },
      });
    const results = await burst(15, (i) => change(`not-my-password-${i}`));
    expect(tally(results)).toEqual({ 400: 10, 429: 5 });
    expect(results.find((r) => r.status === 400)!.body.code).toBe('invalid_current_password');
    const locked = await change(password, 'vi');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      code: 'too_many_attempts',
      detail: 'Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút.',
    });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await change(password)).body.detail).toBe(
      'Too many attempts. Please try again in 15 min.',
    );
    clock.advance(15 * 60_000 + 1000);
    try {
      expect((await change(password)).status).toBe(200);
    } finally {
      clock.reset();
    }
  });

  it('counts a parallel burst like a sequence on every other limited call', async () => {
    const verify = await burst(35, () =>
      call(api, 'POST', '/auth/verify_otp', {
        body: { email: uniqueEmail('burst'), otp: 123456 },
        address: '192.0.2.110',
      }),
    );
    expect(tally(verify)).toEqual({ 400: 30, 429: 5 });

    const reset = await burst(14, () =>
      call(api, 'POST', '/auth/reset-password', {
        body: {
          email: uniqueEmail('burst'),
          reset_token: 'made-up-token',
          new_password: 'pw-12345678',
        },
        address: '192.0.2.111',
      }),
    );
    expect(tally(reset)).toEqual({ 400: 10, 429: 4 });

    const forgetful = uniqueEmail('burst');
    const forgot = await burst(6, () =>
      call(api, 'POST', '/auth/forgot-password', { body: { email: forgetful } }),
    );
    expect(tally(forgot)).toEqual({ 200: 3, 429: 3 });

    const waiting = uniqueEmail('burst');
    const codes = await burst(4, () =>
      call(api, 'POST', '/auth/generate_otp', { body: { email: waiting } }),
    );
    expect(tally(codes)).toEqual({ 200: 1, 429: 3 });
    expect(codes.filter((r) => r.status === 429).map((r) => r.body.code)).toEqual(
      Array(3).fill('otp_resend_too_soon'),
    );

    const register = await burst(13, (i) =>
      call(api, 'POST', '/auth/register', {
        body: { name: 'Hồ Minh', email: uniqueEmail(`burst${i}`), password: 'đủ-dài-rồi-1' },
        address: '192.0.2.112',
      }),
    );
    expect(tally(register)).toEqual({ 201: 10, 429: 3 });
  });

  it('stops one address after 30 failed logins, whatever the accounts', async () => {
    const address = '192.0.2.50';
    for (let i = 0; i < 30; i++) {
      expect((await login(uniqueEmail('spray'), 'guess-password', address)).status).toBe(401);
    }
    const res = await login(uniqueEmail('spray'), 'guess-password', address);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not affected.
    expect((await login(uniqueEmail('spray'), 'guess-password', '192.0.2.51')).status).toBe(401);
  });

  it('does not count successful logins', async () => {
    const { email, password } = await signUp(api);
    for (let i = 0; i < 12; i++) {
      expect((await login(email, password, '192.0.2.60')).status).toBe(200);
    }
  });

  it('limits code checks per address (30 failures in 15 minutes)', async () => {
    const address = '192.0.2.70';
    for (let i = 0; i < 30; i++) {
      const res = await call(api, 'POST', '/auth/verify_otp', {
        body: { email: uniqueEmail('guess'), otp: 123456 },
        address,
      });
      expect(res.status).toBe(400);
    }
    const res = await call(api, 'POST', '/auth/verify_otp', {
      body: { email: uniqueEmail('guess'), otp: 123456 },
      address,
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits code requests per address and per account', async () => {
    const address = '192.0.2.80';
    for (let i = 0; i < 10; i++) {
      const res = await call(api, 'POST', '/auth/generate_otp', {
        body: { email: uniqueEmail('many') },
        address,
      });
      expect(res.status).toBe(200);
    }
    const res = await call(api, 'POST', '/auth/generate_otp', {
      body: { email: uniqueEmail('many') },
      address,
    });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('rate_limited');

    const email = uniqueEmail('hourly');
    try {
      for (let i = 0; i < 5; i++) {
        expect((await call(api, 'POST', '/auth/generate_otp', { body: { email } })).status).toBe(
          200,
        );
        clock.advance(61_000);
      }
      const sixth = await call(api, 'POST', '/auth/generate_otp', { body: { email } });
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(60);
    } finally {
      clock.reset();
    }
  });

  it('limits reset requests per account and failed resets per address', async () => {
    const email = uniqueEmail('forgetful');
    for (let i = 0; i < 3; i++) {
      expect((await call(api, 'POST', '/auth/forgot-password', { body: { email } })).status).toBe(
        200,
      );
    }
    const fourth = await call(api, 'POST', '/auth/forgot-password', { body: { email } });
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toMatch(/^\d+$/);

    const address = '192.0.2.90';
    const body = { email, reset_token: 'made-up-token', new_password: 'new-password-1' };
    for (let i = 0; i < 10; i++) {
      expect((await call(api, 'POST', '/auth/reset-password', { body, address })).status).toBe(400);
    }
    const res = await call(api, 'POST', '/auth/reset-password', { body, address });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('too_many_attempts');
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is on', async () => {
    const plain = await startTestApi();
    try {
      const bodies = Array.from({ length: 31 }, (_, i) => ({
        username: uniqueEmail(`direct${i}`),
        password: 'guess-password',
      }));
      let last = 0;
      for (const [i, body] of bodies.entries()) {
        // A different forwarded address each time: without TRUST_PROXY it is the socket's.
        last = (await call(plain, 'POST', '/auth/login', { body, address: `10.0.0.${i}` })).status;
      }
      expect(last).toBe(429);
    } finally {
      await plain.stop();
    }
  });
});
