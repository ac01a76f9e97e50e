import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { PaymentQr, QrGateway } from '../../../contracts/billing.ts';
import type { Db } from '../../db/database.ts';
import { orders, paymentAttempts } from '../../db/schema.ts';
import { RailError } from '../../payments/rails/payment-rail.ts';
import type { RailSetup } from '../../payments/rails/rail-registry.ts';
import { isUniqueViolation } from '../generation/submit-generation.ts';
import { billingErrors } from './billing-errors.ts';
import type { OrderRow } from './order-records.ts';
import type { PaymentContext, StartedPayment } from './start-payment.ts';

/** Decision 131: how long one QR code takes payments (within the order's own lifetime). */
export const QR_WINDOW_MS = 15 * 60_000;
/** An open try this close to its end is not shown again: a new code is made instead. */
const REUSE_MARGIN_MS = 2 * 60_000;

type AttemptRow = typeof paymentAttempts.$inferSelect;

/**
 * Opens (or shows again) a try at paying `order` on a QR rail (issue 43, decision 131). An open
 * try of the same rail with time left is shown again, so reloading the checkout never makes a
 * second code that could be paid as well. Otherwise the provider's order is made first; only
 * when it accepted is anything written (the order's chosen gateway and the try), so a refusal
 * or a timeout at the provider loses and leaves nothing. Two starts at once may both reach the
 * provider; the unique provider id keeps one try each, and both are payable until they expire.
 */
export async function startQrPayment(
  db: Db,
  input: { order: OrderRow; gateway: QrGateway; setup: RailSetup },
  context: PaymentContext,
): Promise<StartedPayment> {
  const { order, gateway, setup } = input;
  const range = setup.rail.amountRange;
  if (range && (order.amount < range.min || order.amount > range.max)) {
    throw billingErrors.amountOutOfRange(range);
  }
  const open = await openAttempt(db, order.id, gateway, context.now);
  if (open) return answer(await chooseGateway(db, order, gateway), open, setup);
  const [{ tries }] = (await db
    .select({ tries: count() })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.id))) as [{ tries: number }];
  const orderEnd = order.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
  const expiresAt = new Date(Math.min(orderEnd, context.now.getTime() + QR_WINDOW_MS));
  const lang = `lang=${context.locale}`;
  let started;
  try {
    started = await setup.rail.start({
      order,
      attempt: Number(tries) + 1,
      locale: context.locale,
      now: context.now,
      expiresAt,
      notifyUrl: `${context.apiUrl}/payments/${gateway}/notify`,
      returnUrl: `${context.apiUrl}/payments/${gateway}/return?${lang}&order=${order.id}`,
    });
  } catch (error) {
    if (error instanceof RailError) throw billingErrors.gatewayFailed();
    throw error;
  }
  try {
    const attempt = await db.transaction(async (tx) => {
      const [chosen] = await tx
        .update(orders)
        .set({ gateway })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      if (!chosen) throw billingErrors.orderNotPayable();
      const [row] = await tx
        .insert(paymentAttempts)
        .values({
          orderId: order.id,
          gateway,
          providerOrderId: started.providerOrderId,
          redirectUrl: started.redirectUrl,
          qr: started.qr,
          expiresAt,
          createdAt: context.now,
        })
        .returning();
      return row!;
    });
    return answer({ ...order, gateway }, attempt, setup);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const again = await openAttempt(db, order.id, gateway, context.now);
    if (!again) throw error;
    return answer({ ...order, gateway }, again, setup);
  }
}

async function openAttempt(db: Db, orderId: string, gateway: QrGateway, now: Date) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.gateway, gateway),
        eq(paymentAttempts.status, 'open'),
        gt(paymentAttempts.expiresAt, new Date(now.getTime() + REUSE_MARGIN_MS)),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return row;
}

async function chooseGateway(db: Db, order: OrderRow, gateway: QrGateway): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ gateway })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning();
  if (!row) throw billingErrors.orderNotPayable();
  return row;
}

function answer(order: OrderRow, attempt: AttemptRow, setup: RailSetup): StartedPayment {
  const qr: PaymentQr = {
    ...(attempt.qr as Omit<PaymentQr, 'gateway' | 'expiresAt' | 'standIn'>),
    gateway: attempt.gateway as QrGateway,
    expiresAt: attempt.expiresAt.toISOString(),
    // In development the provider's page is the stand-in's, which pays the code.
    standIn: setup.standIn ? attempt.redirectUrl : null,
  };
  return { order, redirectUrl: attempt.redirectUrl, qr };
}
