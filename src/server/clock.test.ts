import { describe, expect, it } from 'vitest';
import { advancingClock, canAdvance, clockTimeout, systemClock } from './clock.ts';

describe('the test clock’s time limits', () => {
  it('ends a limit early once the clock is moved past it, as a timeout', () => {
    const clock = advancingClock();
    const signal = clockTimeout(clock, 60_000);
    clock.advance(59);
    expect(signal.aborted).toBe(false);
    clock.advance(1);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).name).toBe('TimeoutError');
  });

  it('still ends a limit in real time when the clock is not moved', async () => {
    const signal = clockTimeout(advancingClock(), 20);
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect((signal.reason as Error).name).toBe('TimeoutError');
  });

  it('leaves a clock that moves but keeps no limits to the system’s limits', () => {
    const movable = { now: () => new Date(), advance: () => {} };
    expect(canAdvance(movable)).toBe(false);
    expect(clockTimeout(movable, 60_000).aborted).toBe(false);
  });

  it('leaves the system clock’s limits to the system', () => {
    const signal = clockTimeout(systemClock, 60_000);
    expect(signal.aborted).toBe(false);
  });
});
