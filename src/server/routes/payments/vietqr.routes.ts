import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { orders } from '../../db/schema.ts';
import { publicSiteUrl } from '../../env.ts';
import { AppError, errors } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { settleRailNotice } from '../../payments/rails/settle-rail-notice.ts';
import type { PayosKeys } from '../../payments/vietqr/payos-client.ts';
import { verifyPayosData } from '../../payments/vietqr/vietqr-signature.ts';
import { recordRejectedNotice } from '../../services/billing/settle-payment.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * payOS's two calls back for VietQR transfers (decision 134):
 * - POST /payments/vietqr/webhook: payOS's webhook (registered in its dashboard) for a transfer
 *   received. The signature over `data` is checked first; a forged one is recorded and answered
 *   400. A signed one goes to settleRailNotice (a wrong amount, an unknown, expired or settled
 *   order settles nothing and waits for review) and is answered 200 `{"success": true}`, so payOS
 *   stops retrying; only an error of ours answers 500, which payOS retries.
 * - GET /payments/vietqr/return: the payer's browser, with payOS's unsigned `status` and
 *   `cancel`. It settles nothing and only picks the result page; that page follows the order.
 */
export function vietqrRoutes(deps: AppDeps, keys: PayosKeys) {
  const db = deps.database.db;
  return new Hono<AppBindings>()
    .post('/payments/vietqr/webhook', async (c) => {
      const now = deps.clock.now();
      const raw = await c.req.text();
      const body = parsed(raw);
      const data = isRecord(body) && isRecord(body.data) ? body.data : null;
      if (!isRecord(body) || !data || !verifyPayosData(data, body.signature, keys.checksumKey)) {
        await recordRejectedNotice(db, {
          gateway: 'vietqr',
          reference: ['number', 'string'].includes(typeof data?.orderCode)
            ? String(data!.orderCode).slice(0, 40)
            : null,
          // Kept as evidence, as text: a forged body may be anything, nested beyond jsonb's depth.
          payload: { raw: raw.slice(0, 2000) },
          now,
        });
        deps.metrics.paymentNotification('vietqr', 'bad-signature');
        throw new AppError(401, 'invalid_signature', localize('billing.errors.badSignature'), {
          success: false,
        });
      }
      const amount = data.amount;
      const orderCode = data.orderCode;
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0) {
        deps.metrics.paymentNotification('vietqr', 'invalid-amount');
        throw errors.validation([{ path: 'data.amount', message: 'validation.valueRefused' }]);
      }
      try {
        const { outcome } = await settleRailNotice(
          { db, queue: deps.queue, now },
          {
            gateway: 'vietqr',
            providerOrderId: String(orderCode),
            // payOS sends its webhook for money received: code "00" on the call and on the data.
            paid: body.code === '00' && data.code === '00',
            amount,
            transaction: typeof data.reference === 'string' ? data.reference : undefined,
            failureCode: data.code === '00' ? undefined : `payos-${String(data.code)}`,
            payload: body,
          },
        );
        deps.metrics.paymentNotification('vietqr', outcome);
        return c.json({ success: true });
      } catch (error) {
        c.get('logger').error({ err: error, orderCode }, 'payOS webhook failed');
        deps.metrics.paymentNotification('vietqr', 'error');
        return c.json({ success: false }, 500);
      }
    })
    .get('/payments/vietqr/return', async (c) => {
      const lang = c.req.query('lang') === 'en' ? 'en' : 'vi';
      const site = `${publicSiteUrl(deps.env)}${lang === 'en' ? '/en' : ''}`;
      const orderId = c.req.query('order') ?? '';
      const [order] = UUID.test(orderId)
        ? await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))
        : [];
      if (!order) return c.redirect(`${site}/payment/error`, 303);
      const status = c.req.query('status');
      const page =
        c.req.query('cancel') === 'true' || status === 'CANCELLED'
          ? 'cancel'
          : status === 'PAID' || status === 'PENDING' || status === 'PROCESSING'
            ? 'success'
            : 'error';
      return c.redirect(`${site}/payment/${page}?order=${order.id}`, 303);
    });
}
