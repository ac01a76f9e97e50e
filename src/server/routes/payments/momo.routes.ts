import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { orders } from '../../db/schema.ts';
import { publicSiteUrl } from '../../env.ts';
import { momoResult } from '../../payments/momo/momo-client.ts';
import { verifyMomo, type MomoKeys } from '../../payments/momo/momo-signature.ts';
import { settleRailNotice } from '../../payments/rails/settle-rail-notice.ts';
import { recordRejectedNotice } from '../../services/billing/settle-payment.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** MoMo's codes for a payment the payer turned down (denied; cancelled by the payer). */
const CANCELLED = new Set([1006, 1017]);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** A whole number MoMo wrote as a JSON number, or as text on the browser's return. */
const wholeNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/**
 * MoMo's two calls back (decision 132):
 * - POST /payments/momo/notify: MoMo's IPN. Its signature and partnerCode are checked first; a
 *   forged one is recorded and settles nothing. A signed one goes to settleRailNotice
 *   (resultCode 0 or 9000 is paid; any other closes only the try). Every notice we could read
 *   is answered 204, which tells MoMo it was received, so MoMo stops sending it; only an error
 *   of ours answers 500, which MoMo sends again.
 * - GET /payments/momo/return: the payer's browser, with the same signed fields. It settles
 *   nothing and only picks the result page; that page follows the order.
 */
export function momoRoutes(deps: AppDeps, keys: MomoKeys) {
  const db = deps.database.db;
  const signed = (fields: Record<string, unknown>) =>
    fields.partnerCode === keys.partnerCode && verifyMomo('notice', fields, keys);

  return new Hono<AppBindings>()
    .post('/payments/momo/notify', async (c) => {
      const now = deps.clock.now();
      const raw = await c.req.text();
      const body = parseJson(raw);
      const amount = isRecord(body) ? wholeNumber(body.amount) : null;
      const resultCode = isRecord(body) ? wholeNumber(body.resultCode) : null;
      if (!isRecord(body) || !signed(body) || typeof body.orderId !== 'string') {
        await recordRejectedNotice(db, {
          gateway: 'momo',
          reference: isRecord(body) && typeof body.orderId === 'string' ? body.orderId : null,
          // Not an object: kept as the start of its text (it may nest deeper than a stack).
          payload: isRecord(body) ? body : { raw: raw.slice(0, 4_000) },
          now,
        });
        deps.metrics.paymentNotification('momo', 'bad-signature');
        return c.body(null, 204);
      }
      if (amount === null || resultCode === null) {
        c.get('logger').warn({ orderId: body.orderId }, 'MoMo IPN without a whole amount');
        deps.metrics.paymentNotification('momo', 'invalid-amount');
        return c.body(null, 204);
      }
      const paid = momoResult.paid.has(resultCode);
      try {
        const { outcome } = await settleRailNotice(
          { db, queue: deps.queue, now },
          {
            gateway: 'momo',
            providerOrderId: body.orderId,
            paid,
            amount,
            transaction: body.transId != null ? String(body.transId) : undefined,
            failureCode: paid
              ? undefined
              : CANCELLED.has(resultCode)
                ? 'cancelled'
                : `momo-${resultCode}`,
            payload: body,
          },
        );
        deps.metrics.paymentNotification('momo', outcome);
        return c.body(null, 204);
      } catch (error) {
        c.get('logger').error({ err: error, orderId: body.orderId }, 'MoMo IPN failed');
        deps.metrics.paymentNotification('momo', 'error');
        return c.body(null, 500);
      }
    })
    .get('/payments/momo/return', async (c) => {
      const query = c.req.query();
      const lang = query.lang === 'en' ? 'en' : 'vi';
      const site = `${publicSiteUrl(deps.env)}${lang === 'en' ? '/en' : ''}`;
      const orderId = query.order ?? '';
      const [order] =
        UUID.test(orderId) && signed(query)
          ? await db
              .select({ id: orders.id, reference: orders.reference })
              .from(orders)
              .where(eq(orders.id, orderId))
          : [];
      // The signed MoMo orderId must be a try of this very order (`<reference>-<try>`).
      if (!order || !query.orderId?.startsWith(`${order.reference}-`)) {
        return c.redirect(`${site}/payment/error`, 303);
      }
      const resultCode = wholeNumber(query.resultCode) ?? -1;
      const page =
        momoResult.paid.has(resultCode) || momoResult.pending.has(resultCode)
          ? 'success'
          : CANCELLED.has(resultCode)
            ? 'cancel'
            : 'error';
      return c.redirect(`${site}/payment/${page}?order=${order.id}`, 303);
    });
}
