import { randomBytes } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import { isQrGateway, PACK_ORDER_KIND } from '../../../contracts/billing.ts';
import type { Db } from '../../db/database.ts';
import { orders, paymentAttempts, paymentRefunds } from '../../db/schema.ts';
import { RailError, type RailRefund } from '../../payments/rails/payment-rail.ts';
import { recordAdminAction, type AdminAction } from '../admin/record-admin-action.ts';
import type { OrderRow } from './order-records.ts';
import { paymentAdminErrors } from './payment-errors.ts';
import { refundWayOf, type Rails } from './payment-rails.ts';
import { completeRefund, failRefund, type RefundRow } from './settle-refund.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Our id for one call to the provider (MoMo's new orderId, ZaloPay's m_refund_id): letters and
 * digits only, which every provider takes. Made once per refund row and kept, so a retried
 * call names the same refund; a new one only after the provider refused the last.
 */
const newProviderRefundId = (now: Date) =>
  `RF${now.getTime().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * An administrator refunds a completed order in full (issue 43, decision 135). Everything is
 * checked before anything is written: the order exists and is completed, not refunded, its
 * gateway refunds here (the sandbox with no provider, a rail with a refund API), and a plan
 * order is the account's latest plan payment (refunding it ends the plan now). The refund row
 * is written, with the audit entry, BEFORE the provider is called, so a retry after a lost
 * answer reuses its provider id and the provider never pays twice. The provider's `completed`
 * completes it in one transaction (settle-refund.ts); `failed` keeps the failure, and the admin
 * may try again with a new id; `pending` waits for reconciliation's refund query.
 */
export async function refundOrder(
  deps: { db: Db; rails: Rails; now: Date },
  input: { orderId: string; reason: string; admin: AdminAction['admin'] },
): Promise<RefundRow> {
  const { db, rails, now } = deps;
  const order = await refundableOrder(db, input.orderId, rails);
  const [existing] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, order.id));
  if (existing?.status === 'completed') throw paymentAdminErrors.alreadyRefunded();
  const paidTry = await paidAttempt(db, order);
  const rail = isQrGateway(order.gateway ?? '') ? rails[order.gateway as keyof Rails] : undefined;
  // ZaloPay's m_refund_id carries its day: the id is made in the provider's shape once, here.
  const refundId = () =>
    rail?.refundIdFor?.(newProviderRefundId(now), now) ?? newProviderRefundId(now);
  if (order.gateway !== 'sandbox' && !paidTry) throw paymentAdminErrors.refundOutside();

  const refund = await db.transaction(async (tx) => {
    let row: RefundRow | undefined;
    if (!existing) {
      [row] = await tx
        .insert(paymentRefunds)
        .values({
          orderId: order.id,
          gateway: order.gateway!,
          amount: order.amount,
          providerRefundId: refundId(),
          reason: input.reason,
          adminId: input.admin.id,
          createdAt: now,
        })
        .onConflictDoNothing({ target: paymentRefunds.orderId })
        .returning();
    } else if (existing.status === 'failed') {
      [row] = await tx
        .update(paymentRefunds)
        .set({
          status: 'pending',
          providerRefundId: refundId(),
          reason: input.reason,
          adminId: input.admin.id,
          failureCode: null,
        })
        .where(and(eq(paymentRefunds.id, existing.id), eq(paymentRefunds.status, 'failed')))
        .returning();
    } else {
      row = existing;
    }
    // Another admin's refund of the same order got in between: theirs goes on.
    if (!row) throw paymentAdminErrors.alreadyRefunded();
    await recordAdminAction(tx, {
      admin: input.admin,
      action: 'payment.refund',
      targetType: 'order',
      targetId: order.id,
      details: {
        reference: order.reference,
        gateway: order.gateway,
        amount: order.amount,
        reason: input.reason,
        provider_refund_id: row.providerRefundId,
      },
    });
    return row;
  });

  let answer: RailRefund;
  if (order.gateway === 'sandbox') {
    // Decision 021: the sandbox moves no money, so its refund is done as soon as it is asked.
    answer = { state: 'completed', payload: { sandbox: true, refundId: refund.providerRefundId } };
  } else {
    try {
      answer = await rails[order.gateway as keyof Rails]!.refund!({
        order,
        providerOrderId: paidTry!.providerOrderId,
        transaction: order.gatewayTransaction ?? '',
        refundId: refund.providerRefundId,
        amount: refund.amount,
        description: `Hoan tien don hang ${order.reference}`,
        now,
      });
    } catch (error) {
      // No answer, or a refusal we cannot read: the row stays pending with its id for a retry.
      if (error instanceof RailError) throw paymentAdminErrors.gatewayFailed();
      throw error;
    }
  }
  if (answer.state === 'completed') {
    const done = await completeRefund(db, { refundId: refund.id, payload: answer.payload, now });
    return done ?? (await reread(db, refund.id));
  }
  if (answer.state === 'failed') {
    const code = answer.failureCode ?? 'failed';
    await failRefund(db, { refundId: refund.id, failureCode: code, payload: answer.payload });
    throw paymentAdminErrors.refundFailed(code);
  }
  await db
    .update(paymentRefunds)
    .set({ payload: answer.payload })
    .where(eq(paymentRefunds.id, refund.id));
  return reread(db, refund.id);
}

/** The order, refused with a clear 4xx unless it can be refunded here now. */
async function refundableOrder(db: Db, orderId: string, rails: Rails): Promise<OrderRow> {
  if (!UUID.test(orderId)) throw paymentAdminErrors.orderNotFound();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw paymentAdminErrors.orderNotFound();
  if (order.status === 'refunded') throw paymentAdminErrors.alreadyRefunded();
  if (order.status !== 'completed') throw paymentAdminErrors.notRefundable();
  if (refundWayOf(order.gateway, rails) !== 'here') throw paymentAdminErrors.refundOutside();
  if (order.kind !== PACK_ORDER_KIND && order.userId && order.completedAt) {
    // Refunding a plan ends the plan in force: only the payment that bought it may do that.
    const [later] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, order.userId),
          ne(orders.kind, PACK_ORDER_KIND),
          eq(orders.status, 'completed'),
          gt(orders.completedAt, order.completedAt),
        ),
      )
      .limit(1);
    if (later) throw paymentAdminErrors.notLatestPlan();
  }
  return order;
}

async function paidAttempt(db: Db, order: OrderRow) {
  if (!order.gateway || !isQrGateway(order.gateway)) return undefined;
  const [row] = await db
    .select({ providerOrderId: paymentAttempts.providerOrderId })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'paid')))
    .limit(1);
  return row;
}

async function reread(db: Db, refundId: string): Promise<RefundRow> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  return row!;
}
