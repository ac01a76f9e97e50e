import { and, eq, gt } from 'drizzle-orm';
import type { Gateway, PlanChoice } from '../../../contracts/billing.ts';
import type { Db } from '../../db/database.ts';
import { subscriptions } from '../../db/schema.ts';
import { billingErrors } from './billing-errors.ts';
import { quotePlan } from './create-order.ts';
import { readBillingStatus } from './read-billing-status.ts';

/**
 * Chooses a cheaper plan (or monthly billing) for when the current period ends, paying nothing
 * now (decision 038): the renewal job opens its order when the period ends, and paying that
 * order starts the plan. A later choice replaces it; any paid order clears it.
 */
export async function scheduleDowngrade(
  db: Db,
  userId: string,
  choice: PlanChoice,
  now: Date,
  gateways: Gateway[],
) {
  const quote = await quotePlan(db, userId, choice, now, gateways);
  if (quote.kind !== 'downgrade') throw billingErrors.schedule('not_a_downgrade');
  const changed = await db
    .update(subscriptions)
    .set({
      scheduledPlanId: choice.planId,
      scheduledBillingCycle: choice.billingCycle,
      updatedAt: now,
    })
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.periodEnd, now)))
    .returning({ userId: subscriptions.userId });
  if (!changed.length) throw billingErrors.schedule('not_a_downgrade');
  return readBillingStatus(db, userId, now, gateways);
}

/** Drops a scheduled downgrade: the current plan is then renewed as usual. */
export async function cancelScheduledDowngrade(
  db: Db,
  userId: string,
  now: Date,
  gateways: Gateway[],
) {
  await db
    .update(subscriptions)
    .set({ scheduledPlanId: null, scheduledBillingCycle: null, updatedAt: now })
    .where(eq(subscriptions.userId, userId));
  return readBillingStatus(db, userId, now, gateways);
}
