import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Gateway } from '../../../contracts/billing.ts';
import type { Db } from '../../db/database.ts';
import { orders } from '../../db/schema.ts';
import { sandboxCheckoutPath } from '../../payments/sandbox-gateway.ts';
import { vnpayPaymentUrl, type VnpayConfig } from '../../payments/vnpay.ts';
import { billingErrors } from './billing-errors.ts';
import type { OrderRow } from './order-records.ts';

export interface PaymentContext {
  /** The API's public origin, where the sandbox page and VNPay's return URL live. */
  apiUrl: string;
  appSecret: string;
  vnpay: VnpayConfig | null;
  enabledGateways: Gateway[];
  ipAddr: string;
  locale: 'vi' | 'en';
  now: Date;
}

/**
 * Sends a pending order of the user's to `gateway`: records the choice and answers the URL the
 * browser goes to. Another user's order is 404; a settled one 409, an expired one 409
 * `order_expired` (it is marked so).
 */
export async function startPayment(
  db: Db,
  input: { userId: string; orderId: string; gateway: Gateway },
  context: PaymentContext,
): Promise<{ order: OrderRow; redirectUrl: string }> {
  if (!context.enabledGateways.includes(input.gateway)) throw billingErrors.gatewayOff();
  const [order] = await db
    .update(orders)
    .set({ gateway: input.gateway })
    .where(
      and(
        eq(orders.id, input.orderId),
        eq(orders.userId, input.userId),
        eq(orders.status, 'pending'),
        or(isNull(orders.expiresAt), gt(orders.expiresAt, context.now)),
      ),
    )
    .returning();
  if (!order) {
    const [exists] = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.userId, input.userId)));
    if (exists?.status === 'pending') {
      await db
        .update(orders)
        .set({ status: 'expired' })
        .where(and(eq(orders.id, exists.id), eq(orders.status, 'pending')));
      throw billingErrors.orderExpired();
    }
    if (exists?.status === 'expired') throw billingErrors.orderExpired();
    if (exists) throw billingErrors.orderNotPayable();
    return Promise.reject(billingErrors.notFound());
  }
  return { order, redirectUrl: redirectFor(order, input.gateway, context) };
}

function redirectFor(order: OrderRow, gateway: Gateway, context: PaymentContext): string {
  if (gateway === 'sandbox') {
    return `${context.apiUrl}${sandboxCheckoutPath(order.reference, context.appSecret)}&lang=${context.locale}`;
  }
  return vnpayPaymentUrl(
    context.vnpay!,
    {
      reference: order.reference,
      amount: order.amount,
      description: `Thanh toan don hang ${order.reference}`,
    },
    {
      ipAddr: context.ipAddr,
      locale: context.locale,
      returnUrl: `${context.apiUrl}/payments/vnpay/return?lang=${context.locale}`,
      now: context.now,
    },
  );
}
