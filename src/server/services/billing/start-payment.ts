import { and, eq } from 'drizzle-orm';
import { isQrGateway, type Gateway, type PaymentQr } from '../../../contracts/billing.ts';
import type { Db } from '../../db/database.ts';
import { orders } from '../../db/schema.ts';
import type { RailSetup } from '../../payments/rails/rail-registry.ts';
import { sandboxCheckoutPath } from '../../payments/sandbox-gateway.ts';
import { vnpayPaymentUrl, type VnpayConfig } from '../../payments/vnpay.ts';
import { billingErrors } from './billing-errors.ts';
import { findPayableOrder } from './find-payable-order.ts';
import type { OrderRow } from './order-records.ts';
import { startQrPayment } from './start-qr-payment.ts';

export interface PaymentContext {
  /** The API's public origin, where the sandbox page and the gateways' return URLs live. */
  apiUrl: string;
  appSecret: string;
  vnpay: VnpayConfig | null;
  /** Issue 43: the QR rails this deployment runs. */
  rails: Partial<Record<string, RailSetup>>;
  enabledGateways: Gateway[];
  ipAddr: string;
  locale: 'vi' | 'en';
  now: Date;
}

export interface StartedPayment {
  order: OrderRow;
  redirectUrl: string;
  qr: PaymentQr | null;
}

/**
 * Sends a pending order of the user's to `gateway`: records the choice and answers where the
 * browser goes, and on a QR rail the code the checkout shows (start-qr-payment.ts). Another
 * user's order is 404; a settled one 409, an expired one 409 `order_expired` (it is marked so).
 */
export async function startPayment(
  db: Db,
  input: { userId: string; orderId: string; gateway: Gateway },
  context: PaymentContext,
): Promise<StartedPayment> {
  if (!context.enabledGateways.includes(input.gateway)) throw billingErrors.gatewayOff();
  const payable = await findPayableOrder(db, { ...input, now: context.now });
  const setup = isQrGateway(input.gateway) ? context.rails[input.gateway] : undefined;
  if (isQrGateway(input.gateway)) {
    if (!setup) throw billingErrors.gatewayOff();
    return startQrPayment(db, { order: payable, gateway: input.gateway, setup }, context);
  }
  const [order] = await db
    .update(orders)
    .set({ gateway: input.gateway })
    .where(and(eq(orders.id, payable.id), eq(orders.status, 'pending')))
    .returning();
  if (!order) throw billingErrors.orderNotPayable();
  return { order, redirectUrl: redirectFor(order, input.gateway, context), qr: null };
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
