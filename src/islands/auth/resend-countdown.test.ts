import { describe, expect, it } from 'vitest';
import { secondsUntil } from './resend-countdown.ts';

describe('the wait before another code', () => {
  it('counts whole seconds up to the moment a code may be asked for', () => {
    expect(secondsUntil(61_000, 1_000)).toBe(60);
    expect(secondsUntil(61_000, 1_001)).toBe(60);
    expect(secondsUntil(61_000, 60_500)).toBe(1);
  });

  it('is zero once that moment has passed, or when there is none', () => {
    expect(secondsUntil(61_000, 61_000)).toBe(0);
    expect(secondsUntil(0, 5_000)).toBe(0);
  });
});
