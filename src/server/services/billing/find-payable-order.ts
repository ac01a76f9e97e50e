import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders } from '../../db/schema.ts';
import { billingErrors } from './billing-errors.ts';
import type { OrderRow } from './order-records.ts';

/**
 * The user's order if it can still be paid. Another user's order is 404; a settled one 409; a
 * pending one past its `expiresAt` is marked expired and refused 409 `order_expired`
 * (decision 038). Nothing is written for a payable order.
 */
export async function findPayableOrder(
  db: Db,
  input: { userId: string; orderId: string; now: Date },
): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)));
  if (!order) throw billingErrors.notFound();
  if (order.status === 'pending' && order.expiresAt && input.now >= order.expiresAt) {
    await db
      .update(orders)
      .set({ status: 'expired' })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')));
    throw billingErrors.orderExpired();
  }
  if (order.status === 'expired') throw billingErrors.orderExpired();
  if (order.status !== 'pending') throw billingErrors.orderNotPayable();
  return order;
}
