/** The time source of services, so tests can move time instead of sleeping. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The system clock plus an offset that only moves forward: the API's clock under NODE_ENV=test,
 * so a browser test can pass a minute's cooldown with POST /dev/clock instead of waiting it out
 * (issue 38). Production and development never have it.
 */
export interface AdvancingClock extends Clock {
  advance(seconds: number): void;
  /** Like `AbortSignal.timeout`, but also fired early when `advance` passes its deadline. */
  timeout(ms: number): AbortSignal;
}

export function advancingClock(): AdvancingClock {
  let offsetMs = 0;
  const pending = new Set<{ deadline: number; fire: () => void }>();
  const nowMs = () => Date.now() + offsetMs;
  return {
    now: () => new Date(nowMs()),
    advance: (seconds) => {
      offsetMs += seconds * 1000;
      for (const entry of pending) if (entry.deadline <= nowMs()) entry.fire();
    },
    timeout: (ms) => {
      const controller = new AbortController();
      const entry = {
        deadline: nowMs() + ms,
        fire: () => {
          pending.delete(entry);
          clearTimeout(timer);
          controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
        },
      };
      // Unreferenced, as AbortSignal.timeout's is: a pending limit keeps no process alive.
      const timer = setTimeout(entry.fire, ms);
      timer.unref();
      pending.add(entry);
      return controller.signal;
    },
  };
}

export function canAdvance(clock: Clock): clock is AdvancingClock {
  const candidate = clock as Partial<AdvancingClock>;
  // Both: a test's own clock may move time (in its own unit) without keeping time limits.
  return typeof candidate.advance === 'function' && typeof candidate.timeout === 'function';
}

/**
 * A time limit on the given clock: the system's own timeout, or one that a test moving the clock
 * forward ends early (a generation's engine limit is tested without waiting it out).
 */
export function clockTimeout(clock: Clock, ms: number): AbortSignal {
  return canAdvance(clock) ? clock.timeout(ms) : AbortSignal.timeout(ms);
}
