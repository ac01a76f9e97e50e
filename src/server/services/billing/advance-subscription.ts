import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema.ts';
import { grantCredits } from '../credits/grant-credits.ts';
import { periodEnd } from './billing-periods.ts';
import { periodMonths } from './period-credits.ts';
import type { BillingCycle, Tx } from './billing-types.ts';
import type { SubscriptionRow } from './current-plan.ts';
import { findPlan } from './read-plans.ts';
import { orderPayingFor } from './order-paying-for.ts';
import { forgetUser } from '../auth/auth-cache.ts';

/**
 * Credits are granted per month of a paid period, whatever the billing cycle: an annual plan
 * gets its monthly credits each month, not twelve months' worth at once. Each month's grant is
 * keyed by plan and month start, so however often this runs (the renewal job, a notification,
 * a retry) a month is granted once. A month gets the credits its order bought, so a catalogue
 * change (decision 065) reaches a subscriber at their next payment, never mid-period.
 */
async function grantDueMonths(
  tx: Tx,
  row: SubscriptionRow,
  now: Date,
): Promise<{ grantedThrough: Date; granted: number }> {
  const plan = await findPlan(tx, row.planId);
  let grantedThrough = row.creditsGrantedThrough;
  let granted = 0;
  const months = periodMonths(row.planId, row);
  for (const [index, { start, reference }] of months.entries()) {
    if (start < row.creditsGrantedThrough) continue;
    if (start > now) break;
    // The month's credits are those its order bought; a plan set without an order (by hand)
    // gets the catalogue's.
    const paid =
      plan && !plan.unlimited ? await orderPayingFor(tx, row.userId, row.planId, start) : undefined;
    const credits = paid?.credits ?? plan?.credits ?? 0;
    if (plan && !plan.unlimited && credits > 0) {
      const made = await grantCredits(tx, {
        userId: row.userId,
        source: 'plan',
        reference,
        amount: credits,
        now: start,
      });
      if (made) granted += credits;
    }
    grantedThrough = months[index + 1]?.start ?? row.periodEnd;
  }
  return { grantedThrough, granted };
}

/**
 * Brings a subscription row up to `now` inside the caller's transaction (the row is locked):
 * grants the months that have come due, and when the period has ended and a paid change waits,
 * switches to it and grants its due months too. Returns the row as written.
 */
export async function advanceSubscription(
  tx: Tx,
  userId: string,
  now: Date,
): Promise<{ row: SubscriptionRow | undefined; granted: number }> {
  const [locked] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  if (!locked) return { row: undefined, granted: 0 };
  let row = locked;
  let granted = 0;
  for (;;) {
    const due = await grantDueMonths(tx, row, now);
    granted += due.granted;
    row = { ...row, creditsGrantedThrough: due.grantedThrough };
    if (now < row.periodEnd || !row.nextPlanId || !row.nextBillingCycle) break;
    const start = row.periodEnd;
    row = {
      ...row,
      planId: row.nextPlanId,
      billingCycle: row.nextBillingCycle,
      periodStart: start,
      periodEnd: periodEnd(start, row.nextBillingCycle as BillingCycle),
      creditsGrantedThrough: start,
      nextPlanId: null,
      nextBillingCycle: null,
    };
  }
  if (
    row.planId !== locked.planId ||
    row.creditsGrantedThrough.getTime() !== locked.creditsGrantedThrough.getTime()
  ) {
    await tx
      .update(subscriptions)
      .set({
        planId: row.planId,
        billingCycle: row.billingCycle,
        periodStart: row.periodStart,
        periodEnd: row.periodEnd,
        creditsGrantedThrough: row.creditsGrantedThrough,
        nextPlanId: row.nextPlanId,
        nextBillingCycle: row.nextBillingCycle,
        updatedAt: now,
      })
      .where(eq(subscriptions.userId, userId));
    forgetUser(userId);
  }
  return { row, granted };
}
