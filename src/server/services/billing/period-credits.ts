import { and, eq, inArray } from 'drizzle-orm';
import type { Plan } from '../../../contracts/plans.ts';
import type { Db } from '../../db/database.ts';
import { creditGrants } from '../../db/schema.ts';
import { monthStarts } from './billing-periods.ts';
import type { Tx } from './billing-types.ts';
import type { EffectivePeriod } from './current-plan.ts';
import type { PeriodCredits } from './plan-change.ts';

/** The `credit_grants` reference of a plan's month (source 'plan'). */
const monthReference = (planId: string, start: Date) => `${planId}:${start.toISOString()}`;

/**
 * The month starts of a paid period, stepped as advance-subscription.ts grants them, each with
 * the reference of its `credit_grants` row (source 'plan').
 */
export function periodMonths(planId: string, period: { periodStart: Date; periodEnd: Date }) {
  return monthStarts(period.periodStart, period.periodEnd).map((start) => ({
    start,
    reference: monthReference(planId, start),
  }));
}

/**
 * What the current period's credits look like at `now` (decision 038): a month that has begun
 * counts as granted (its grant exists, or is made before any order is applied), and its unspent
 * credits are what is left of its grant; a month still to come is unused and ungranted.
 */
export async function readPeriodCredits(
  db: Db | Tx,
  userId: string,
  plan: Plan,
  period: EffectivePeriod,
  now: Date,
): Promise<PeriodCredits | null> {
  if (plan.unlimited || !plan.credits) return null;
  const months = periodMonths(period.planId, period);
  const begun = months.filter((month) => month.start <= now);
  const grants = begun.length
    ? await db
        .select({ reference: creditGrants.reference, remaining: creditGrants.remaining })
        .from(creditGrants)
        .where(
          and(
            eq(creditGrants.userId, userId),
            eq(creditGrants.source, 'plan'),
            inArray(
              creditGrants.reference,
              begun.map((month) => month.reference),
            ),
          ),
        )
    : [];
  const left = new Map(grants.map((grant) => [grant.reference, grant.remaining]));
  const ungranted = (months.length - begun.length) * plan.credits;
  const unspent = begun.reduce(
    (sum, month) => sum + (left.get(month.reference) ?? plan.credits!),
    0,
  );
  return { total: months.length * plan.credits, unused: unspent + ungranted, ungranted };
}
