import { eq } from 'drizzle-orm';
import type { Plan } from '../../../contracts/plans.ts';
import type { Db } from '../../db/database.ts';
import { subscriptions } from '../../db/schema.ts';
import { periodEnd } from './billing-periods.ts';
import type { BillingCycle, Tx } from './billing-types.ts';
import { findPlan } from './read-plans.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The paid period a user is in at `now`, after any change that waited for the period's end. */
export interface EffectivePeriod {
  planId: string;
  billingCycle: BillingCycle;
  periodStart: Date;
  periodEnd: Date;
  /** A paid change that starts when this period ends (a downgrade). */
  next: { planId: string; billingCycle: BillingCycle; periodEnd: Date } | null;
  /** A downgrade chosen for when this period ends, not paid yet (decision 038). */
  scheduled: { planId: string; billingCycle: BillingCycle } | null;
}

/**
 * Where a subscription stands at `now`, without writing: its own period, or the scheduled next
 * one once the first has ended (the renewal job writes that switch; readers need not wait for it).
 * Null when no paid period covers `now`: the user is on the free plan.
 */
export function effectivePeriod(
  row: SubscriptionRow | undefined,
  now: Date,
): EffectivePeriod | null {
  if (!row) return null;
  const cycle = row.billingCycle as BillingCycle;
  const next =
    row.nextPlanId && row.nextBillingCycle
      ? {
          planId: row.nextPlanId,
          billingCycle: row.nextBillingCycle as BillingCycle,
          periodEnd: periodEnd(row.periodEnd, row.nextBillingCycle as BillingCycle),
        }
      : null;
  if (now < row.periodEnd) {
    return {
      planId: row.planId,
      billingCycle: cycle,
      periodStart: row.periodStart,
      periodEnd: row.periodEnd,
      next,
      scheduled:
        row.scheduledPlanId && row.scheduledBillingCycle
          ? {
              planId: row.scheduledPlanId,
              billingCycle: row.scheduledBillingCycle as BillingCycle,
            }
          : null,
    };
  }
  if (next && now < next.periodEnd) {
    return {
      planId: next.planId,
      billingCycle: next.billingCycle,
      periodStart: row.periodEnd,
      periodEnd: next.periodEnd,
      next: null,
      scheduled: null,
    };
  }
  return null;
}

export interface CurrentPlan {
  plan: Plan;
  period: EffectivePeriod | null;
}

/**
 * The plan whose gates apply to a user now (spec §6): the paid plan of the period covering
 * `now`, else the free plan.
 * @example const { plan } = await readCurrentPlan(db, userId, clock.now()); plan.watermark
 */
export async function readCurrentPlan(
  db: Db | Tx,
  userId: string,
  now: Date,
): Promise<CurrentPlan> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const period = effectivePeriod(row, now);
  const plan = await findPlan(db, period?.planId ?? 'free');
  if (!plan) throw new Error(`plan ${period?.planId ?? 'free'} is missing from the plans table`);
  return { plan, period };
}
