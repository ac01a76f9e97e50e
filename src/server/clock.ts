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
}

export function advancingClock(): AdvancingClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
  };
}

export function canAdvance(clock: Clock): clock is AdvancingClock {
  return typeof (clock as Partial<AdvancingClock>).advance === 'function';
}
