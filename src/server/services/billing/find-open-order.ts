import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders } from '../../db/schema.ts';
import type { OrderRow } from './order-records.ts';

/** The columns that tell one checkout from another (never null, so each is an equality). */
type OrderMatch = Partial<
  Pick<OrderRow, 'kind' | 'planId' | 'billingCycle' | 'amount' | 'creditsTradedIn'>
> & { credits?: number };

/**
 * The user's unpaid, unexpired order with exactly these values, if any: a second checkout of
 * the same thing at the same price reuses it instead of opening another that could be paid too.
 * @example await findOpenOrder(db, userId, now, { kind: 'pack', credits: 100, amount: 99_000 })
 */
export async function findOpenOrder(
  db: Db,
  userId: string,
  now: Date,
  match: OrderMatch,
): Promise<OrderRow | undefined> {
  const same = Object.entries(match).map(([column, value]) =>
    eq(orders[column as keyof OrderMatch], value),
  );
  const [open] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
        gt(orders.expiresAt, now),
        ...same,
      ),
    )
    .limit(1);
  return open;
}
