import { eq } from 'drizzle-orm';
import type { Gateway } from '../../../contracts/billing.ts';
import type { Db } from '../../db/database.ts';
import { withoutNul } from '../../http/client-input.ts';
import { orders, paymentNotifications } from '../../db/schema.ts';
import type { Queue } from '../../jobs/queue.ts';
import { queueExecutor } from '../generation/queue-in-transaction.ts';
import { applyPaidOrder } from './apply-paid-order.ts';
import type { OrderRow } from './order-records.ts';

/** A gateway's verified server-to-server word on one order. */
export interface PaymentNotice {
  gateway: Gateway;
  reference: string;
  paid: boolean;
  /** Whole dong, as the gateway reports it (VNPay's vnp_Amount divided by 100). */
  amount: number;
  gatewayTransaction?: string;
  paymentMethod?: string;
  failureCode?: string;
  payload: Record<string, unknown>;
}

export type SettleOutcome =
  | 'completed'
  | 'failed'
  | 'replayed'
  | 'already-settled'
  | 'expired'
  | 'not-found'
  | 'amount-mismatch';

/**
 * Issue 43: outcomes of a paid notice where money moved and nothing was settled: the wrong
 * amount, an order unknown, expired, or already paid by another transaction. An administrator
 * resolves each one (a refund by hand, or the order settled another way). A replay of the
 * transaction that settled the order is not one of them.
 */
const moneyToReview: ReadonlySet<string> = new Set([
  'amount-mismatch',
  'not-found',
  'already-settled',
  'expired',
]);

export function needsReview(paid: boolean, outcome: string): boolean {
  return paid && moneyToReview.has(outcome);
}

export const RECEIPT_JOB = 'payment-receipt';

/**
 * Applies a verified notification exactly once. In one transaction, with the order row locked:
 * an unknown reference is 'not-found' (the reference is unique across gateways, and an order
 * paid through another gateway than first chosen is still the payer's money); an amount that is not the
 * order's is refused and changes nothing; an order already completed or failed is left as it
 * is ('replayed' when it is the transaction that settled it, else 'already-settled'); a pending order past its `expiresAt` is marked expired and given nothing
 * (decision 038: the notification is kept for a refund by hand); otherwise the order is completed (plan and credits given, the receipt queued)
 * or failed. Every notification is also written to payment_notifications with its outcome.
 * The browser's return page never calls this: only notifications do.
 */
export async function settlePayment(
  deps: { db: Db; queue: Queue; now: Date },
  notice: PaymentNotice,
): Promise<{ outcome: SettleOutcome; order?: OrderRow }> {
  const result = await deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.reference, notice.reference))
      .for('update');
    if (!order) return { outcome: 'not-found' as const };
    if (notice.amount !== order.amount) return { outcome: 'amount-mismatch' as const, order };
    if (order.status !== 'pending') {
      const replay =
        notice.gatewayTransaction !== undefined &&
        order.gatewayTransaction === notice.gatewayTransaction;
      return { outcome: replay ? ('replayed' as const) : ('already-settled' as const), order };
    }
    if (order.expiresAt && deps.now >= order.expiresAt) {
      const [expired] = await tx
        .update(orders)
        .set({ status: 'expired' })
        .where(eq(orders.id, order.id))
        .returning();
      return { outcome: 'expired' as const, order: expired! };
    }
    const [updated] = await tx
      .update(orders)
      .set({
        status: notice.paid ? 'completed' : 'failed',
        gateway: notice.gateway,
        completedAt: notice.paid ? deps.now : null,
        failureCode: notice.paid ? null : (notice.failureCode ?? 'failed'),
        gatewayTransaction: notice.gatewayTransaction ?? null,
        paymentMethod: notice.paymentMethod ?? null,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!notice.paid) return { outcome: 'failed' as const, order: updated! };
    await applyPaidOrder(tx, updated!, deps.now);
    await deps.queue.send(RECEIPT_JOB, { orderId: order.id }, { db: queueExecutor(tx) });
    return { outcome: 'completed' as const, order: updated! };
  });
  await deps.db.insert(paymentNotifications).values({
    gateway: notice.gateway,
    reference: notice.reference,
    verified: true,
    outcome: result.outcome,
    payload: notice.payload,
    receivedAt: deps.now,
    needsReview: needsReview(notice.paid, result.outcome),
  });
  return result;
}

/** Writes down a notification whose signature did not verify (nothing else is done with it). */
export async function recordRejectedNotice(
  db: Db,
  input: {
    gateway: Gateway;
    reference: string | null;
    payload: Record<string, unknown>;
    now: Date;
  },
): Promise<void> {
  // Kept as evidence, so stored as it came except for NUL characters, which PostgreSQL refuses,
  // and except a body nested or sized past what a notification ever is (PostgreSQL's jsonb
  // refuses deep nesting), which is kept as the start of its text.
  await db.insert(paymentNotifications).values({
    gateway: input.gateway,
    reference: withoutNul(input.reference)?.slice(0, 200) ?? null,
    verified: false,
    outcome: 'bad-signature',
    payload: withoutNul(boundedEvidence(input.payload)),
    receivedAt: input.now,
  });
}

const MAX_EVIDENCE_DEPTH = 8;
const MAX_EVIDENCE_CHARS = 16_000;

/** A rejected body as stored: itself when it is shaped like a notification, else its text's start. */
function boundedEvidence(payload: Record<string, unknown>): Record<string, unknown> {
  let text: string;
  try {
    text = JSON.stringify(payload);
  } catch {
    return { truncated: 'unreadable' };
  }
  if (!deeperThan(payload, MAX_EVIDENCE_DEPTH) && text.length <= MAX_EVIDENCE_CHARS) return payload;
  return { truncated: text.slice(0, MAX_EVIDENCE_CHARS) };
}

/** Level by level, not by recursion: a hostile body may nest thousands deep. */
function deeperThan(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    if (depth > limit) return true;
    level = level.flatMap((inner) =>
      typeof inner === 'object' && inner !== null ? Object.values(inner) : [],
    );
  }
  return false;
}
