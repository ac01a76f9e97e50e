import type { Clock } from '../../../src/server/clock.ts';

export interface TestClock extends Clock {
  /** Moves the API's time forward (real time keeps running underneath). */
  advance(ms: number): void;
  reset(): void;
}

/** A clock for `startTestApi(…, { clock })`: expiry is tested by moving time, not by sleeping. */
export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}
