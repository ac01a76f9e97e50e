import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import {
  clearRateLimit,
  consumeRateLimit,
  peekRateLimit,
} from '../../src/server/services/rate-limit/consume-rate-limit.ts';
import { reserveAttempts } from '../../src/server/services/rate-limit/reserve-attempts.ts';
import { contactForm, goodContactFields, storedCounts } from './support/public-forms.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

const signUp = { name: 'Lê Minh', phone: '0987 654 321', locale: 'vi' };
const postSignUp = (lang = 'en') =>
  fetch(`${api.url}/consultations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(signUp),
  });

describe('consumeRateLimit', () => {
  const rule = { bucket: 'test-window', limit: 2, windowSeconds: 60 };
  const deps = () => ({ db: api.deps.database.db, secret: api.deps.env.APP_SECRET });
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 9, 0, seconds));

  it('admits up to the limit in a sliding window and says when the next slot frees', async () => {
    expect((await consumeRateLimit(deps(), rule, 'a', at(0))).allowed).toBe(true);
    expect((await consumeRateLimit(deps(), rule, 'a', at(10))).allowed).toBe(true);
    expect(await consumeRateLimit(deps(), rule, 'a', at(20))).toEqual({
      allowed: false,
      retryAfterSeconds: 40,
    });
    expect(await peekRateLimit(deps(), rule, 'a', at(30))).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    // Refusals are not counted: once the first hit leaves the window there is room again.
    expect((await consumeRateLimit(deps(), rule, 'a', at(61))).allowed).toBe(true);
    expect((await consumeRateLimit(deps(), rule, 'a', at(62))).allowed).toBe(false);
  });

  it('counts each key and each bucket on its own', async () => {
    expect((await consumeRateLimit(deps(), rule, 'b', at(0))).allowed).toBe(true);
    expect((await consumeRateLimit(deps(), rule, 'b', at(1))).allowed).toBe(true);
    expect((await consumeRateLimit(deps(), rule, 'c', at(2))).allowed).toBe(true);
    const other = { ...rule, bucket: 'test-other' };
    expect((await consumeRateLimit(deps(), other, 'b', at(2))).allowed).toBe(true);
  });

  it('admits exactly the limit when requests race', async () => {
    const race = { bucket: 'test-race', limit: 3, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => consumeRateLimit(deps(), race, 'racer')),
    );
    const admitted = results.filter((result) => result.allowed).length;
    expect(admitted).toBe(3);
  });
});

describe('reserveAttempts', () => {
  const deps = () => ({ db: api.deps.database.db, secret: api.deps.env.APP_SECRET });
  const now = new Date(Date.UTC(2026, 10, 21, 10, 0, 0));
  const wide = { bucket: 'test-wide', limit: 5, windowSeconds: 60 };
  const narrow = { bucket: 'test-narrow', limit: 1, windowSeconds: 60 };

  it('takes a slot of every rule or of none, and gives them back on release', async () => {
    const first = await reserveAttempts(
      deps(),
      [
        [wide, 'k'],
        [narrow, 'k'],
      ],
      now,
    );
    expect(first.allowed).toBe(true);
    expect(
      await reserveAttempts(
        deps(),
        [
          [wide, 'k'],
          [narrow, 'k'],
        ],
        now,
      ),
    ).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
      rule: narrow,
    });
    // The refused reservation gave its slot of the wide rule back: 4 remain, not 3.
    for (let i = 0; i < 4; i++) {
      expect((await reserveAttempts(deps(), [[wide, 'k']], now)).allowed).toBe(true);
    }
    expect((await reserveAttempts(deps(), [[wide, 'k']], now)).allowed).toBe(false);
    if (first.allowed) await first.release();
    expect((await reserveAttempts(deps(), [[narrow, 'k']], now)).allowed).toBe(true);
    expect((await reserveAttempts(deps(), [[wide, 'k']], now)).allowed).toBe(true);
  });

  it('reserves exactly the limit when attempts race, and clears a key on demand', async () => {
    const race = { bucket: 'test-reserve-race', limit: 4, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 16 }, () => reserveAttempts(deps(), [[race, 'racer']], now)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(4);
    await clearRateLimit(deps(), race, 'racer');
    expect((await peekRateLimit(deps(), race, 'racer', now)).allowed).toBe(true);
  });
});

describe('per-address limits on the public forms', () => {
  it('answers the 11th sign-up in ten minutes with 429 and Retry-After, storing nothing', async () => {
    for (let i = 0; i < 10; i++) expect((await postSignUp()).status).toBe(201);
    const before = await storedCounts(api);
    const res = await postSignUp('vi');
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await res.json()).toMatchObject({
      code: 'rate_limited',
      detail: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau 10 phút.',
      retryAfterSeconds: retryAfter,
    });
    expect(await storedCounts(api)).toEqual(before);
  });

  it('keeps other addresses unaffected', async () => {
    const app = createApp(api.deps);
    const res = await app.request(
      '/consultations',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(signUp),
      },
      { incoming: { socket: { remoteAddress: '203.0.113.9', remoteFamily: 'IPv4' } } },
    );
    expect(res.status).toBe(201);
  });

  it('answers the 6th contact message with 429, in English by default', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${api.url}/contact`, { method: 'POST', body: contactForm() });
      expect(res.status).toBe(201);
    }
    const res = await fetch(`${api.url}/contact`, {
      method: 'POST',
      body: contactForm(goodContactFields),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await res.json()).detail).toBe('Too many requests. Please try again in 10 min.');
  });
});
