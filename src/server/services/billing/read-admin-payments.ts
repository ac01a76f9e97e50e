import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type {
  AdminPayment,
  AdminPaymentPage,
  AdminPaymentsQuery,
} from '../../../contracts/admin-payments.ts';
import type { Db } from '../../db/database.ts';
import { orders, paymentRefunds, users } from '../../db/schema.ts';
import type { OrderRow } from './order-records.ts';
import { refundWayOf, type Rails } from './payment-rails.ts';
import type { RefundRow } from './settle-refund.ts';

/** GET /api/admin/payments: orders newest first with payer, method, state and refund. */
export async function listAdminPayments(
  db: Db,
  query: AdminPaymentsQuery,
  rails: Rails,
): Promise<AdminPaymentPage> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(orders.status, query.status));
  if (query.gateway) filters.push(eq(orders.gateway, query.gateway));
  const where = filters.length ? and(...filters) : undefined;
  const [counted, rows] = await Promise.all([
    db.select({ total: count() }).from(orders).where(where),
    db
      .select({ order: orders, email: users.email, refund: paymentRefunds })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .leftJoin(paymentRefunds, eq(paymentRefunds.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset(query.offset),
  ]);
  return {
    total: Number(counted[0]?.total ?? 0),
    payments: rows.map((row) => toAdminPayment(row.order, row.email, row.refund, rails)),
  };
}

/** One order as the admin's table shows it, after a refund changed it. */
export async function readAdminPayment(
  db: Db,
  orderId: string,
  rails: Rails,
): Promise<AdminPayment> {
  const [row] = await db
    .select({ order: orders, email: users.email, refund: paymentRefunds })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(paymentRefunds, eq(paymentRefunds.orderId, orders.id))
    .where(eq(orders.id, orderId));
  return toAdminPayment(row!.order, row!.email, row!.refund, rails);
}

function toAdminPayment(
  order: OrderRow,
  email: string | null,
  refund: RefundRow | null,
  rails: Rails,
): AdminPayment {
  return {
    id: order.id,
    reference: order.reference,
    user_email: email,
    kind: order.kind as AdminPayment['kind'],
    plan_id: order.planId,
    credits: order.credits,
    gateway: order.gateway as AdminPayment['gateway'],
    payment_method: order.paymentMethod,
    status: order.status as AdminPayment['status'],
    amount: order.amount,
    created_at: order.createdAt.toISOString(),
    completed_at: order.completedAt?.toISOString() ?? null,
    expires_at: order.expiresAt?.toISOString() ?? null,
    refund: refund && {
      status: refund.status as 'pending' | 'completed' | 'failed',
      amount: refund.amount,
      reason: refund.reason,
      credits_taken_back: refund.creditsTakenBack,
      failure_code: refund.failureCode,
      created_at: refund.createdAt.toISOString(),
      completed_at: refund.completedAt?.toISOString() ?? null,
    },
    refund_way: order.status === 'completed' ? refundWayOf(order.gateway, rails) : 'none',
  };
}
