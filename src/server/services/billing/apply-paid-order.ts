import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema.ts';
import { advanceSubscription } from './advance-subscription.ts';
import { periodEnd } from './billing-periods.ts';
import type { BillingCycle, Tx } from './billing-types.ts';
import type { OrderRow } from './order-records.ts';
import { periodMonths } from './period-credits.ts';
import { tradeInCredits } from './trade-in-credits.ts';
import { forgetUser } from '../auth/auth-cache.ts';
import { grantCredits } from '../credits/grant-credits.ts';
import { PACK_ORDER_KIND } from '../../../contracts/credit-packs.ts';

/**
 * Gives a paid order its plan and credits, inside the transaction that marks it completed.
 * New plans and upgrades start now and end the current period; renewals extend it; downgrades
 * wait for its end. When the picture changed between ordering and paying (the period ran out,
 * or another change was bought meanwhile), the paid plan starts now: the payer always gets a
 * full period of what they paid for. Any paid order replaces a downgrade that was only
 * scheduled. An upgrade's traded-in credits (decision 038) leave the
 * balance here, in the same transaction.
 */
export async function applyPaidOrder(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  // A payment settling after its account was deleted (decision 056) has nobody to give it to.
  const userId = order.userId;
  if (!userId) return;
  // A credit pack (decision 102) changes no plan: its credits, once per order.
  if (order.kind === PACK_ORDER_KIND) {
    await grantCredits(tx, {
      userId,
      source: 'pack',
      reference: order.reference,
      amount: order.credits ?? 0,
      now,
    });
    return;
  }
  const cycle = order.billingCycle as BillingCycle;
  const { row } = await advanceSubscription(tx, userId, now);
  const active = row && now < row.periodEnd;
  const tradedFrom = active ? periodMonths(row.planId, row).map((month) => month.reference) : [];
  const laterStart =
    active && !row.nextPlanId && (order.kind === 'renewal' || order.kind === 'downgrade');
  if (!laterStart) {
    const fresh = {
      planId: order.planId,
      billingCycle: cycle,
      periodStart: now,
      periodEnd: periodEnd(now, cycle),
      creditsGrantedThrough: now,
      nextPlanId: null,
      nextBillingCycle: null,
      scheduledPlanId: null,
      scheduledBillingCycle: null,
      updatedAt: now,
    };
    await tx
      .insert(subscriptions)
      .values({ userId: userId, ...fresh, createdAt: now })
      .onConflictDoUpdate({ target: subscriptions.userId, set: fresh });
  } else if (row.planId === order.planId && row.billingCycle === cycle) {
    await tx
      .update(subscriptions)
      .set({
        periodEnd: periodEnd(row.periodEnd, cycle),
        scheduledPlanId: null,
        scheduledBillingCycle: null,
        updatedAt: now,
      })
      .where(eq(subscriptions.userId, userId));
  } else {
    await tx
      .update(subscriptions)
      .set({
        nextPlanId: order.planId,
        nextBillingCycle: cycle,
        scheduledPlanId: null,
        scheduledBillingCycle: null,
        updatedAt: now,
      })
      .where(eq(subscriptions.userId, userId));
  }
  // Decision 069: the plan gates API tokens, whose lookups this process keeps a few seconds.
  forgetUser(userId);
  await advanceSubscription(tx, userId, now);
  await tradeInCredits(tx, {
    userId: userId,
    count: order.creditsTradedIn,
    references: tradedFrom,
    orderReference: order.reference,
    now,
  });
}
