import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { orders } from '../../db/schema.ts';
import { publicSiteUrl } from '../../env.ts';
import { ipnAnswers, vnpayCancelled, vnpayPaid, verifyVnpayQuery } from '../../payments/vnpay.ts';
import { recordRejectedNotice, settlePayment } from '../../services/billing/settle-payment.ts';
import { vnpayConfig } from './payment-config.ts';

/**
 * VNPay's two calls back (decision 021), present when VNPAY_TMN_CODE and VNPAY_HASH_SECRET are set:
 * - GET /payments/vnpay/ipn: the server-to-server notification. Answered with VNPay's RspCode
 *   JSON: 97 bad signature, 01 unknown order, 04 amount not the order's, 02 already settled,
 *   00 recorded (paid or not), 99 anything unexpected. Only this settles an order.
 * - GET /payments/vnpay/return: the payer's browser. Its signature is checked, then the browser
 *   is sent to the site's result page; nothing is granted here.
 */
export function vnpayRoutes(deps: AppDeps) {
  const config = vnpayConfig(deps.env);
  const app = new Hono<AppBindings>();
  if (!config) return app;
  const db = deps.database.db;

  return app
    .get('/payments/vnpay/ipn', async (c) => {
      const now = deps.clock.now();
      const { valid, params } = verifyVnpayQuery(c.req.query(), config.hashSecret);
      if (!valid || params.vnp_TmnCode !== config.tmnCode) {
        await recordRejectedNotice(db, {
          gateway: 'vnpay',
          reference: params.vnp_TxnRef ?? null,
          payload: params,
          now,
        });
        deps.metrics.paymentNotification('vnpay', 'bad-signature');
        return c.json(ipnAnswers.invalidSignature);
      }
      const vnpAmount = Number(params.vnp_Amount);
      if (!Number.isSafeInteger(vnpAmount) || vnpAmount % 100 !== 0) {
        deps.metrics.paymentNotification('vnpay', 'invalid-amount');
        return c.json(ipnAnswers.invalidAmount);
      }
      try {
        const result = await settlePayment(
          { db, queue: deps.queue, now },
          {
            gateway: 'vnpay',
            reference: params.vnp_TxnRef ?? '',
            paid: vnpayPaid(params),
            amount: vnpAmount / 100,
            gatewayTransaction: params.vnp_TransactionNo,
            paymentMethod: ['VNPay', params.vnp_BankCode, params.vnp_CardType]
              .filter(Boolean)
              .join(' '),
            failureCode: vnpayCancelled(params)
              ? 'cancelled'
              : `vnpay-${params.vnp_ResponseCode ?? 'unknown'}`,
            payload: params,
          },
        );
        deps.metrics.paymentNotification('vnpay', result.outcome);
        switch (result.outcome) {
          case 'not-found':
            return c.json(ipnAnswers.orderNotFound);
          case 'amount-mismatch':
            return c.json(ipnAnswers.invalidAmount);
          case 'already-settled':
          case 'replayed':
          case 'expired':
            return c.json(ipnAnswers.alreadyConfirmed);
          default:
            return c.json(ipnAnswers.confirmed);
        }
      } catch (error) {
        c.get('logger').error({ err: error, reference: params.vnp_TxnRef }, 'vnpay ipn failed');
        deps.metrics.paymentNotification('vnpay', 'error');
        return c.json(ipnAnswers.unknownError);
      }
    })
    .get('/payments/vnpay/return', async (c) => {
      const { valid, params } = verifyVnpayQuery(c.req.query(), config.hashSecret);
      const [order] = valid
        ? await db
            .select()
            .from(orders)
            .where(eq(orders.reference, params.vnp_TxnRef ?? ''))
        : [];
      const lang = c.req.query('lang') === 'en' ? 'en' : 'vi';
      const site = `${publicSiteUrl(deps.env)}${lang === 'en' ? '/en' : ''}`;
      if (!valid || !order) return c.redirect(`${site}/payment/error`, 303);
      const page = vnpayPaid(params) ? 'success' : vnpayCancelled(params) ? 'cancel' : 'error';
      return c.redirect(`${site}/payment/${page}?order=${order.id}`, 303);
    });
}
