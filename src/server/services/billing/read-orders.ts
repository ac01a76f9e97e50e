import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders } from '../../db/schema.ts';
import { billingErrors } from './billing-errors.ts';
import type { OrderRow } from './order-records.ts';

/** Spec §2.10 payment history: the user's orders, newest first (at most 100). */
export function listOrders(db: Db, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
}

/** One of the user's orders; another user's is 404 like an unknown one. */
export async function readOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw billingErrors.notFound();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw billingErrors.notFound();
  return order;
}
