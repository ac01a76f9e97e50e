import { and, desc, eq, isNotNull, lte, ne } from 'drizzle-orm';
import { PACK_ORDER_KIND } from '../../../contracts/credit-packs.ts';
import type { Db } from '../../db/database.ts';
import { orders } from '../../db/schema.ts';
import type { Tx } from './billing-types.ts';

/** A paid order as the grants and the margins read it. */
export interface PaidOrder {
  amount: number;
  /** The credits a month it bought, as the catalogue said when it was paid. */
  credits: number | null;
  billingCycle: string;
}

/**
 * The order that paid for a plan's month: the account's latest completed order for the plan,
 * paid at or before the month began. Its credits are what the payer bought (decision 065: a
 * catalogue change applies to orders paid after it), and its price values them (decision 066).
 */
export async function orderPayingFor(
  db: Db | Tx,
  userId: string,
  planId: string,
  monthStart: Date,
): Promise<PaidOrder | undefined> {
  const [order] = await db
    .select({ amount: orders.amount, credits: orders.credits, billingCycle: orders.billingCycle })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.planId, planId),
        // A credit pack records the plan its buyer held but pays for no month (decision 102).
        ne(orders.kind, PACK_ORDER_KIND),
        eq(orders.status, 'completed'),
        isNotNull(orders.completedAt),
        lte(orders.completedAt, monthStart),
      ),
    )
    .orderBy(desc(orders.completedAt))
    .limit(1);
  return order;
}
