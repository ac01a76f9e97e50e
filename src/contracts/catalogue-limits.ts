import type { PlanId } from './plans.ts';

/**
 * Issue 20: the catalogue's limits, without zod, so the pricing cards can name them and ship
 * nothing else (`plan-features.ts`).
 */

/**
 * The most cells (garments × models) one batch may hold, per plan. Sized so a plan's monthly
 * credits can fill about one batch, and so no single batch outgrows what one worker clears in an
 * hour on hosted engines. Unlimited plans stop at the largest grid too (fair use, decision 067).
 */
export const BATCH_MAX_CELLS: Record<PlanId, number> = {
  free: 4,
  basic: 20,
  starter: 40,
  pro: 100,
  professional: 150,
  premium: 200,
  enterprise: 200,
};

/** At most this many batches of one account may be unfinished at once. */
export const MAX_OPEN_BATCHES = 3;

/** One batch takes at most this many garments and this many models (before the cell cap). */
export const BATCH_MAX_GARMENTS = 100;
export const BATCH_MAX_MODELS = 10;
