import type { Gateway } from '../../../contracts/billing.ts';
import {
  PACK_ORDER_KIND,
  creditPacks,
  type PackChoice,
  type PackQuote,
} from '../../../contracts/credit-packs.ts';
import type { Db } from '../../db/database.ts';
import { orders } from '../../db/schema.ts';
import { billingErrors } from './billing-errors.ts';
import { findOpenOrder } from './find-open-order.ts';
import { ORDER_LIFETIME_MS, newOrderReference } from './create-order.ts';
import { readCurrentPlan } from './current-plan.ts';
import type { OrderRow } from './order-records.ts';

/** What a pack costs: the contract's price, the same for every account and plan. */
export function quotePack(choice: PackChoice, enabledGateways: Gateway[]): PackQuote {
  // The contract's enum admits only the packs on sale.
  const pack = creditPacks.find((candidate) => candidate.id === choice.packId)!;
  return {
    packId: pack.id,
    credits: pack.credits,
    amount: pack.price,
    currency: 'VND',
    gateways: enabledGateways,
  };
}

/**
 * A pending order for a pack. Its plan and cycle columns record the plan the buyer held (the
 * pack changes no plan); its credits are granted once when a gateway's verified notification
 * settles it (apply-paid-order.ts). A second checkout of the same pack reuses the open order.
 */
export async function createPackOrder(
  db: Db,
  input: {
    userId: string;
    choice: PackChoice;
    gateway: Gateway;
    now: Date;
    enabledGateways: Gateway[];
  },
): Promise<OrderRow> {
  if (!input.enabledGateways.includes(input.gateway)) throw billingErrors.gatewayOff();
  const quote = quotePack(input.choice, input.enabledGateways);
  const open = await findOpenOrder(db, input.userId, input.now, {
    kind: PACK_ORDER_KIND,
    credits: quote.credits,
    amount: quote.amount,
  });
  if (open) return open;
  const { plan, period } = await readCurrentPlan(db, input.userId, input.now);
  const [order] = await db
    .insert(orders)
    .values({
      userId: input.userId,
      reference: newOrderReference(),
      kind: PACK_ORDER_KIND,
      planId: plan.id,
      billingCycle: period?.billingCycle ?? 'monthly',
      amount: quote.amount,
      credits: quote.credits,
      gateway: input.gateway,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + ORDER_LIFETIME_MS),
    })
    .returning();
  return order!;
}
