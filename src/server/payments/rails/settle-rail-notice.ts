import { and, eq, ne } from 'drizzle-orm';
import type { QrGateway } from '../../../contracts/billing.ts';
import type { Db } from '../../db/database.ts';
import { orders, paymentAttempts, paymentNotifications } from '../../db/schema.ts';
import type { Queue } from '../../jobs/queue.ts';
import { settlePayment, type SettleOutcome } from '../../services/billing/settle-payment.ts';

/** A QR rail's verified word on one try (a notification, or a reconciliation query's answer). */
export interface RailNotice {
  gateway: QrGateway;
  providerOrderId: string;
  paid: boolean;
  /** Whole dong, as the provider reports it. */
  amount: number;
  transaction?: string;
  failureCode?: string;
  payload: Record<string, unknown>;
}

export type RailNoticeOutcome = SettleOutcome | 'attempt-failed';

/**
 * Settles a QR rail's verified notice (issue 43, decision 131). The try is found by the provider's
 * id for it; its order is then settled exactly once by settlePayment (row locked, amount checked,
 * expiry and replays answered, the notice recorded with `needs_review` when paid money settled
 * nothing). A payment that failed only closes its try: the order stays payable by another try
 * or method, unlike VNPay's, whose one order is its one try. Once an order is paid, its other
 * open tries are closed.
 */
export async function settleRailNotice(
  deps: { db: Db; queue: Queue; now: Date },
  notice: RailNotice,
): Promise<{ outcome: RailNoticeOutcome; orderId?: string }> {
  const [attempt] = await deps.db
    .select({
      id: paymentAttempts.id,
      orderId: paymentAttempts.orderId,
      reference: orders.reference,
    })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(
      and(
        eq(paymentAttempts.gateway, notice.gateway),
        eq(paymentAttempts.providerOrderId, notice.providerOrderId),
      ),
    );
  if (!attempt) {
    await deps.db.insert(paymentNotifications).values({
      gateway: notice.gateway,
      reference: notice.providerOrderId,
      verified: true,
      outcome: 'not-found',
      payload: notice.payload,
      receivedAt: deps.now,
      needsReview: notice.paid,
    });
    return { outcome: 'not-found' };
  }
  if (!notice.paid) {
    await deps.db
      .update(paymentAttempts)
      .set({ status: 'closed', closedAt: deps.now })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'open')));
    await deps.db.insert(paymentNotifications).values({
      gateway: notice.gateway,
      reference: attempt.reference,
      verified: true,
      outcome: 'attempt-failed',
      payload: notice.payload,
      receivedAt: deps.now,
    });
    return { outcome: 'attempt-failed', orderId: attempt.orderId };
  }
  const result = await settlePayment(deps, {
    gateway: notice.gateway,
    reference: attempt.reference,
    paid: true,
    amount: notice.amount,
    gatewayTransaction: notice.transaction,
    // The gateway's id, named in the dictionaries (payment history, receipts).
    paymentMethod: notice.gateway,
    payload: notice.payload,
  });
  if (result.outcome === 'completed') {
    await deps.db
      .update(paymentAttempts)
      .set({ status: 'paid', closedAt: deps.now })
      .where(eq(paymentAttempts.id, attempt.id));
    await deps.db
      .update(paymentAttempts)
      .set({ status: 'closed', closedAt: deps.now })
      .where(
        and(
          eq(paymentAttempts.orderId, attempt.orderId),
          eq(paymentAttempts.status, 'open'),
          ne(paymentAttempts.id, attempt.id),
        ),
      );
  }
  return { outcome: result.outcome, orderId: attempt.orderId };
}
