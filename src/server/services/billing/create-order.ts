import { randomBytes } from 'node:crypto';
import type { Gateway, PlanChoice, Quote } from '../../../contracts/billing.ts';
import type { Db } from '../../db/database.ts';
import { orders } from '../../db/schema.ts';
import { billingErrors } from './billing-errors.ts';
import { findOpenOrder } from './find-open-order.ts';
import { readCurrentPlan } from './current-plan.ts';
import { readPeriodCredits } from './period-credits.ts';
import { planChange } from './plan-change.ts';
import { findPlan } from './read-plans.ts';
import type { OrderRow } from './order-records.ts';

/**
 * A transaction reference for the gateway: 'KS' and 14 characters from A–Z and 2–9, letters and
 * digits only as VNPay's vnp_TxnRef wants, unique (a unique index backs it) and not guessable.
 */
export function newOrderReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(14);
  return 'KS' + Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** What buying `choice` would cost the user now; a plan that cannot be bought is refused. */
export async function quotePlan(
  db: Db,
  userId: string,
  choice: PlanChoice,
  now: Date,
  enabledGateways: Gateway[],
): Promise<Quote> {
  const current = await readCurrentPlan(db, userId, now);
  const credits = current.period
    ? await readPeriodCredits(db, userId, current.plan, current.period, now)
    : null;
  const target = await findPlan(db, choice.planId);
  const change = planChange({ ...current, credits }, target, choice.billingCycle, now);
  if (!change.ok) throw billingErrors.refused(change.code);
  return {
    planId: choice.planId,
    billingCycle: choice.billingCycle,
    kind: change.kind,
    amount: change.amount,
    listPrice: change.listPrice,
    unusedCredit: change.unusedCredit,
    creditsTradedIn: change.creditsTradedIn,
    creditsPerMonth: target!.credits,
    startsAt: change.startsAt.toISOString(),
    endsAt: change.endsAt.toISOString(),
    currency: 'VND',
    gateways: enabledGateways,
  };
}

/** Decision 038: a checkout left unpaid this long can no longer be paid. */
export const ORDER_LIFETIME_MS = 24 * 3_600_000;

/**
 * A pending order for `choice`, priced by the rules of plan-change.ts at this moment. A second
 * checkout of the same choice at the same price reuses the user's open order instead of opening
 * another one that could be paid as well.
 */
export async function createOrder(
  db: Db,
  input: {
    userId: string;
    choice: PlanChoice;
    gateway: Gateway;
    now: Date;
    enabledGateways: Gateway[];
  },
): Promise<OrderRow> {
  if (!input.enabledGateways.includes(input.gateway)) throw billingErrors.gatewayOff();
  const quote = await quotePlan(db, input.userId, input.choice, input.now, input.enabledGateways);
  if (quote.kind === 'downgrade') throw billingErrors.schedule('downgrade_not_charged');
  const open = await findOpenOrder(db, input.userId, input.now, {
    planId: quote.planId,
    billingCycle: quote.billingCycle,
    kind: quote.kind,
    amount: quote.amount,
    creditsTradedIn: quote.creditsTradedIn,
  });
  if (open) return open;
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      reference: newOrderReference(),
      kind: quote.kind,
      planId: quote.planId,
      billingCycle: quote.billingCycle,
      amount: quote.amount,
      credits: quote.creditsPerMonth,
      creditsTradedIn: quote.creditsTradedIn,
      gateway: input.gateway,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + ORDER_LIFETIME_MS),
    })
    .returning();
  return order!;
}
