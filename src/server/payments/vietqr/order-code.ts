import { randomInt } from 'node:crypto';

/**
 * A payOS `orderCode` for one try (decision 134): payOS wants a positive integer unique per
 * payment link, and JavaScript clients read it as a double, so it stays a safe integer. The
 * Unix second times a million plus six random digits keeps codes rising and apart (about
 * 1.8e15 now; safe until the year 2255); the unique index on the try catches the rare clash.
 * @example newOrderCode(new Date('2026-12-04T00:00:00Z')) // 1796342400xxxxxx
 */
export function newOrderCode(now: Date): number {
  return Math.floor(now.getTime() / 1000) * 1_000_000 + randomInt(0, 1_000_000);
}
