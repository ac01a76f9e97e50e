import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { CLOSING_REFUND_DAYS, type ClosingNotice } from '../../../contracts/account-closing.ts';
import type { Db } from '../../db/database.ts';
import { creditCharges, creditGrants, orders } from '../../db/schema.ts';

/** The credit sources a payment bought (plans' months, packs); the others were given. */
const PAID_SOURCES = ['plan', 'pack'];

/**
 * What closing the account does to what was paid (terms §7, decision 102): the paid credits
 * still unused, which end with the account, and the payments of the last CLOSING_REFUND_DAYS
 * after which no generation used a credit, which support refunds in full before the deletion.
 */
export async function readClosingNotice(db: Db, userId: string, now: Date): Promise<ClosingNotice> {
  const [credits] = await db
    .select({ unused: sql<number>`coalesce(sum(${creditGrants.remaining}), 0)::int` })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.userId, userId),
        inArray(creditGrants.source, PAID_SOURCES),
        gt(creditGrants.expiresAt, now),
      ),
    );
  const since = new Date(now.getTime() - CLOSING_REFUND_DAYS * 86_400_000);
  const paid = await db
    .select({
      reference: orders.reference,
      amount: orders.amount,
      completedAt: orders.completedAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'completed'),
        gte(orders.completedAt, since),
      ),
    );
  const refundable: ClosingNotice['refundable_payments'] = [];
  for (const order of paid) {
    // A charge refunded by a failed generation used nothing; any other did.
    const [used] = await db
      .select({ id: creditCharges.id })
      .from(creditCharges)
      .where(
        and(
          eq(creditCharges.userId, userId),
          gte(creditCharges.createdAt, order.completedAt!),
          sql`${creditCharges.status} <> 'refunded'`,
        ),
      )
      .limit(1);
    if (used) continue;
    refundable.push({
      reference: order.reference,
      amount: order.amount,
      currency: 'VND',
      completed_at: order.completedAt!.toISOString(),
    });
  }
  return {
    unused_paid_credits: credits?.unused ?? 0,
    refund_days: CLOSING_REFUND_DAYS,
    refundable_payments: refundable,
  };
}
