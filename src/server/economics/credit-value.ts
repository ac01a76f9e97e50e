import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { creditGrants, orders } from '../db/schema.ts';
import { orderPayingFor, type PaidOrder } from '../services/billing/order-paying-for.ts';
import type { Allocation } from '../services/credits/reserve-credits.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type { PaidOrder };

/**
 * The price of one credit an order bought, in dong (decision 066): what was paid over every
 * credit of the period, `credits` being a month's (orders.credits), so an annual order spreads
 * its price over twelve months of credits. An order without credits (unlimited) is worth 0.
 * @example pricePerCredit({ amount: 3_564_000, credits: 150, billingCycle: 'annual' }) // 1980
 */
export function pricePerCredit(order: PaidOrder): number {
  const months = order.billingCycle === 'annual' ? 12 : 1;
  const credits = (order.credits ?? 0) * months;
  return credits > 0 ? order.amount / credits : 0;
}

/** A grant's source and the order that paid for it, when one did. */
export interface GrantValue {
  source: string;
  order?: PaidOrder;
}

/**
 * What kept credits earned, in whole dong: each allocation at its grant's price per credit. Plan
 * and credit-pack credits are worth their order's price; free-plan and admin-granted credits, and plan credits
 * no payment bought (a subscription set by hand), are worth 0.
 * @example revenueVnd([{ grantId: 'a', amount: 2 }], new Map([['a', { source: 'admin' }]])) // 0
 */
export function revenueVnd(allocations: Allocation[], grants: Map<string, GrantValue>): number {
  let total = 0;
  for (const allocation of allocations) {
    const grant = grants.get(allocation.grantId);
    if ((grant?.source !== 'plan' && grant?.source !== 'pack') || !grant.order) continue;
    total += allocation.amount * pricePerCredit(grant.order);
  }
  return Math.round(total);
}

/**
 * Reads the grants of `allocations` and the orders behind them. A plan grant's reference is
 * `<plan>:<month start>` (advance-subscription.ts); the order that paid for that month is the
 * account's latest completed order for the plan paid at or before the month began.
 */
export async function readGrantValues(
  db: Db | Tx,
  allocations: Allocation[],
): Promise<Map<string, GrantValue>> {
  const values = new Map<string, GrantValue>();
  const ids = allocations.map((allocation) => allocation.grantId);
  if (ids.length === 0) return values;
  const grants = await db
    .select({
      id: creditGrants.id,
      userId: creditGrants.userId,
      source: creditGrants.source,
      reference: creditGrants.reference,
    })
    .from(creditGrants)
    .where(inArray(creditGrants.id, ids));
  for (const grant of grants) {
    const value: GrantValue = { source: grant.source };
    const month = grant.source === 'plan' ? planMonthOf(grant.reference) : undefined;
    if (month) {
      const order = await orderPayingFor(db, grant.userId, month.planId, month.start);
      value.order = order;
    }
    // A pack's grant names its order (decision 102); its credits are all of one payment.
    if (grant.source === 'pack') {
      const [order] = await db
        .select({ amount: orders.amount, credits: orders.credits })
        .from(orders)
        .where(eq(orders.reference, grant.reference));
      if (order) value.order = { ...order, billingCycle: 'monthly' };
    }
    values.set(grant.id, value);
  }
  return values;
}

/** `pro:2026-11-25T03:00:00.000Z` → the plan and the month start; undefined if malformed. */
export function planMonthOf(reference: string): { planId: string; start: Date } | undefined {
  const at = reference.indexOf(':');
  if (at <= 0) return undefined;
  const start = new Date(reference.slice(at + 1));
  return Number.isNaN(start.getTime()) ? undefined : { planId: reference.slice(0, at), start };
}
