import type { PlanId } from './plans.ts';

/**
 * How long the product keeps what people make and upload (issue 26 point 4, decision 058): the
 * one table the cleanup job, the screens and the privacy page read.
 *
 * Results (a generation, its result, thumbnail, input copies and share links) and uploads (the
 * library's own assets, including results or inputs the user saved there) are kept for the
 * plan's days counted from their creation. Copies of shipped samples are not personal data and
 * stay. A mail goes out `RETENTION_NOTICE_DAYS` before removal, and nothing is removed sooner
 * than that many days after its mail: a downgrade or this rule's arrival never removes an item
 * unannounced.
 */
export const RETENTION_DAYS: Record<PlanId, number> = {
  free: 30,
  basic: 90,
  starter: 90,
  pro: 180,
  professional: 180,
  premium: 365,
  enterprise: 730,
};

/** The warning mail goes this many days before an item's removal. */
export const RETENTION_NOTICE_DAYS = 7;

/** An upload not yet attached to anything (spec §5): removed after this many hours. */
export const TEMPORARY_UPLOAD_HOURS = 24;

/**
 * Rate-limit counts keyed by an HMAC of the caller's IP address (or e-mail): the longest limit
 * window is one hour, so a day holds every row a limit still reads.
 */
export const RATE_LIMIT_HIT_RETENTION_HOURS = 24;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an item made at `createdAt` is due on a plan keeping `days`.
 * @example removalDate(new Date('2026-01-01'), 30) // 2026-01-31
 */
export function removalDate(createdAt: Date, days: number): Date {
  return new Date(createdAt.getTime() + days * DAY_MS);
}

export { DAY_MS };
