import { and, asc, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { QrGateway } from '../../../contracts/billing.ts';
import type { Db } from '../../db/database.ts';
import { orders, paymentAttempts, paymentRefunds } from '../../db/schema.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import { settleRailNotice } from '../../payments/rails/settle-rail-notice.ts';
import type { Rails } from './payment-rails.ts';
import { completeRefund, failRefund } from './settle-refund.ts';

/** How many tries, orders and refunds one pass handles at most; the next pass takes the rest. */
export const RECONCILE_BATCH = 50;

export interface ReconcileDeps {
  db: Db;
  queue: Queue;
  logger: Pick<Logger, 'warn'>;
  rails: Rails;
  now: Date;
}

export interface ReconcileResult {
  settled: number;
  closed: number;
  expired: number;
  refundsCompleted: number;
  refundsFailed: number;
  /** Calls that went wrong (a provider down); their rows wait for the next pass. */
  errors: number;
}

/**
 * One reconciliation pass (issue 43, decision 135). Notifications can be lost, so the provider
 * is asked about each open try of the rails set up here: paid settles it through the same
 * settleRailNotice as a notification (exactly once, whichever comes first), failed closes it,
 * and one past its end or whose order is no longer pending is closed. Then a pending order past
 * its end with no open try expires (start-payment refuses it from then on). Last, refunds the
 * provider finishes later (ZaloPay) are asked about and completed or failed. A provider that
 * fails is logged and skipped: one rail down never stops the others.
 */
export async function reconcilePayments(
  deps: ReconcileDeps,
  batch = RECONCILE_BATCH,
): Promise<ReconcileResult> {
  const result: ReconcileResult = {
    settled: 0,
    closed: 0,
    expired: 0,
    refundsCompleted: 0,
    refundsFailed: 0,
    errors: 0,
  };
  await reconcileTries(deps, batch, result);
  result.expired = await expireOrders(deps, batch);
  await reconcileRefunds(deps, batch, result);
  return result;
}

async function reconcileTries(deps: ReconcileDeps, batch: number, result: ReconcileResult) {
  const gateways = Object.keys(deps.rails) as QrGateway[];
  if (gateways.length === 0) return;
  const open = await deps.db
    .select({ attempt: paymentAttempts, order: orders })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(and(eq(paymentAttempts.status, 'open'), inArray(paymentAttempts.gateway, gateways)))
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(batch);
  for (const { attempt, order } of open) {
    const gateway = attempt.gateway as QrGateway;
    if (order.status !== 'pending') {
      result.closed += await closeTry(deps, attempt.id);
      continue;
    }
    let status;
    try {
      status = await deps.rails[gateway]!.query({
        providerOrderId: attempt.providerOrderId,
        order,
        now: deps.now,
      });
    } catch (error) {
      result.errors += 1;
      deps.logger.warn({ err: error, gateway, attempt: attempt.id }, 'reconcile query failed');
      continue;
    }
    const notice = {
      gateway,
      providerOrderId: attempt.providerOrderId,
      amount: status.amount ?? order.amount,
      transaction: status.transaction,
      // Marked, so the notifications' trail tells a query's answer from the provider's own call.
      payload: { ...status.payload, source: 'reconciliation' },
    };
    try {
      if (status.state === 'paid') {
        const settled = await settleRailNotice(deps, { ...notice, paid: true });
        if (settled.outcome === 'completed') result.settled += 1;
      } else if (status.state === 'failed') {
        await settleRailNotice(deps, { ...notice, paid: false, failureCode: 'failed' });
        result.closed += 1;
      } else if (deps.now >= attempt.expiresAt) {
        result.closed += await closeTry(deps, attempt.id);
      }
    } catch (error) {
      result.errors += 1;
      deps.logger.warn({ err: error, gateway, attempt: attempt.id }, 'reconcile settle failed');
    }
  }
}

async function closeTry(deps: ReconcileDeps, attemptId: string): Promise<number> {
  const closed = await deps.db
    .update(paymentAttempts)
    .set({ status: 'closed', closedAt: deps.now })
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'open')))
    .returning({ id: paymentAttempts.id });
  return closed.length;
}

/** Pending orders past their end with no try still open (a try's late payment is asked first). */
async function expireOrders(deps: ReconcileDeps, batch: number): Promise<number> {
  const due = deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        isNotNull(orders.expiresAt),
        lte(orders.expiresAt, deps.now),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(paymentAttempts)
            .where(and(eq(paymentAttempts.orderId, orders.id), eq(paymentAttempts.status, 'open'))),
        ),
      ),
    )
    .limit(batch);
  const expired = await deps.db
    .update(orders)
    .set({ status: 'expired' })
    .where(and(inArray(orders.id, due), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return expired.length;
}

async function reconcileRefunds(deps: ReconcileDeps, batch: number, result: ReconcileResult) {
  const asking = (Object.keys(deps.rails) as QrGateway[]).filter(
    (gateway) => deps.rails[gateway]?.refundStatus,
  );
  if (asking.length === 0) return;
  const pending = await deps.db
    .select({ refund: paymentRefunds, order: orders, attempt: paymentAttempts })
    .from(paymentRefunds)
    .innerJoin(orders, eq(orders.id, paymentRefunds.orderId))
    .innerJoin(
      paymentAttempts,
      and(eq(paymentAttempts.orderId, orders.id), eq(paymentAttempts.status, 'paid')),
    )
    .where(and(eq(paymentRefunds.status, 'pending'), inArray(paymentRefunds.gateway, asking)))
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(batch);
  for (const { refund, order, attempt } of pending) {
    const gateway = refund.gateway as QrGateway;
    try {
      const answer = await deps.rails[gateway]!.refundStatus!({
        order,
        providerOrderId: attempt.providerOrderId,
        transaction: order.gatewayTransaction ?? '',
        refundId: refund.providerRefundId,
        amount: refund.amount,
        description: `Hoan tien don hang ${order.reference}`,
        now: deps.now,
      });
      if (answer.state === 'completed') {
        const done = await completeRefund(deps.db, {
          refundId: refund.id,
          payload: answer.payload,
          now: deps.now,
        });
        if (done) result.refundsCompleted += 1;
      } else if (answer.state === 'failed') {
        const failed = await failRefund(deps.db, {
          refundId: refund.id,
          failureCode: answer.failureCode ?? 'failed',
          payload: answer.payload,
        });
        if (failed) result.refundsFailed += 1;
      }
    } catch (error) {
      result.errors += 1;
      deps.logger.warn({ err: error, gateway, refund: refund.id }, 'reconcile refund failed');
    }
  }
}
