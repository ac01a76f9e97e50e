import { describe, expect, it } from 'vitest';
import { backoffMs, maxRetryAfterMs, retryAfterMs, retryDelay } from './retry.ts';

const answer = (status: number, retryAfter?: string) => ({
  status,
  headers: new Headers(retryAfter === undefined ? {} : { 'retry-after': retryAfter }),
});

describe('the retry policy', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-12-04T08:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Fri, 04 Dec 2026 08:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Fri, 04 Dec 2026 07:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });

  it('doubles the backoff from about half a second up to 8 s, with jitter below it', () => {
    expect(backoffMs(1, () => 1)).toBe(500);
    expect(backoffMs(1, () => 0)).toBe(375);
    expect(backoffMs(3, () => 1)).toBe(2000);
    expect(backoffMs(10, () => 1)).toBe(8000);
  });

  it('retries any 429, and a 5xx only when the request is safe to repeat', () => {
    expect(retryDelay(answer(429, '3'), 1, false)).toBe(3000);
    expect(retryDelay(answer(503, '2'), 1, true)).toBe(2000);
    expect(retryDelay(answer(503, '2'), 1, false)).toBeNull();
    expect(retryDelay(answer(500), 2, true)).toBeGreaterThanOrEqual(750);
    expect(retryDelay(answer(422), 1, true)).toBeNull();
    expect(retryDelay(answer(409), 1, true)).toBeNull();
    expect(retryDelay(answer(429, String(maxRetryAfterMs / 1000 + 1)), 1, true)).toBeNull();
  });
});
