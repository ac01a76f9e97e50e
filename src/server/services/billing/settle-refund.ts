import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { creditAdjustments, orders, paymentRefunds } from '../../db/schema.ts';
import { takeBackCredits } from './take-back-credits.ts';

export type RefundRow = typeof paymentRefunds.$inferSelect;

/**
 * Completes a pending refund in ONE transaction (decision 135): the refund completed, the order
 * `refunded`, what it gave taken back, and the number in the ledger as a negative adjustment
 * naming the order. Only a pending row is completed, so the admin's call and reconciliation's
 * query can both see the provider's "done" and the credits are taken once. Answers the row as
 * completed, or undefined when it was no longer pending.
 */
export async function completeRefund(
  db: Db,
  input: { refundId: string; payload: Record<string, unknown>; now: Date },
): Promise<RefundRow | undefined> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.id, input.refundId), eq(paymentRefunds.status, 'pending')))
      .for('update');
    if (!refund) return undefined;
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, refund.orderId))
      .for('update');
    const taken = await takeBackCredits(tx, order!, input.now);
    await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refund.orderId));
    if (taken > 0 && order!.userId) {
      await tx.insert(creditAdjustments).values({
        userId: order!.userId,
        adminId: refund.adminId,
        amount: -taken,
        reason: `refund ${order!.reference}: ${refund.reason}`,
        createdAt: input.now,
      });
    }
    const [completed] = await tx
      .update(paymentRefunds)
      .set({
        status: 'completed',
        creditsTakenBack: taken,
        payload: input.payload,
        failureCode: null,
        completedAt: input.now,
      })
      .where(eq(paymentRefunds.id, refund.id))
      .returning();
    return completed;
  });
}

/** The provider refused a pending refund: nothing was taken back; the admin may try again. */
export async function failRefund(
  db: Db,
  input: { refundId: string; failureCode: string; payload: Record<string, unknown> },
): Promise<RefundRow | undefined> {
  const [failed] = await db
    .update(paymentRefunds)
    .set({ status: 'failed', failureCode: input.failureCode, payload: input.payload })
    .where(and(eq(paymentRefunds.id, input.refundId), eq(paymentRefunds.status, 'pending')))
    .returning();
  return failed;
}
