import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { paymentAttempts } from '../../db/schema.ts';
import { publicSiteUrl } from '../../env.ts';
import type { ZalopayKeys } from '../../payments/zalopay/zalopay-client.ts';
import { exactNumberField } from '../../payments/zalopay/zalopay-ids.ts';
import { verifyCallback, verifyRedirect } from '../../payments/zalopay/zalopay-signature.ts';
import { settleRailNotice } from '../../payments/rails/settle-rail-notice.ts';
import { recordRejectedNotice } from '../../services/billing/settle-payment.ts';

/** ZaloPay's callback replies: 1 received, -1 MAC mismatch, 2 refused, 0 "call back again". */
const replies = {
  received: (message = 'success') => ({ return_code: 1, return_message: message }),
  badMac: { return_code: -1, return_message: 'mac not equal' },
  refused: (message: string) => ({ return_code: 2, return_message: message }),
  retry: { return_code: 0, return_message: 'retry' },
};

interface CallbackData {
  app_id?: unknown;
  app_trans_id?: unknown;
  amount?: unknown;
}

/**
 * ZaloPay's two calls back (decision 133):
 * - POST /payments/zalopay/notify: the callback, `{data, mac, type}`, sent only for a paid order.
 *   The MAC (key2 over `data` exactly as received) is checked before anything else; a mismatch is
 *   recorded as rejected and answered -1. A verified payment is settled once through
 *   settleRailNotice and answered 1, whatever the settlement found (a replay, a wrong amount for
 *   review): calling again would change nothing. Only a failure on our side answers 0, so ZaloPay
 *   calls again (up to three times) and nothing is lost.
 * - GET /payments/zalopay/return: the payer's browser, with ZaloPay's status signed with key2. The
 *   checksum is checked, then the browser goes to the site's result page; nothing is settled here.
 */
export function zalopayRoutes(deps: AppDeps, keys: ZalopayKeys) {
  const db = deps.database.db;
  return new Hono<AppBindings>()
    .post('/payments/zalopay/notify', async (c) => {
      const now = deps.clock.now();
      const body = parseBody(await c.req.text());
      const data = typeof body.data === 'string' ? parseData(body.data) : null;
      if (!verifyCallback(body, keys.key2) || !data || String(data.app_id) !== keys.appId) {
        const reference = typeof data?.app_trans_id === 'string' ? data.app_trans_id : null;
        const payload = evidence(body);
        await recordRejectedNotice(db, { gateway: 'zalopay', reference, payload, now });
        deps.metrics.paymentNotification('zalopay', 'bad-signature');
        return c.json(replies.badMac);
      }
      // Type 2 is a tokenised-payment agreement, which this product does not make.
      if (Number(body.type ?? 1) !== 1) return c.json(replies.refused('unsupported type'));
      const amount = data.amount;
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1) {
        deps.metrics.paymentNotification('zalopay', 'invalid-amount');
        return c.json(replies.refused('invalid amount'));
      }
      try {
        const { outcome } = await settleRailNotice(
          { db, queue: deps.queue, now },
          {
            gateway: 'zalopay',
            providerOrderId: String(data.app_trans_id ?? ''),
            paid: true,
            amount,
            transaction: exactNumberField(body.data as string, 'zp_trans_id'),
            payload: { ...data, mac: body.mac, type: body.type },
          },
        );
        deps.metrics.paymentNotification('zalopay', outcome);
        return c.json(replies.received(outcome === 'completed' ? 'success' : outcome));
      } catch (error) {
        c.get('logger').error(
          { err: error, appTransId: data.app_trans_id },
          'zalopay callback failed',
        );
        deps.metrics.paymentNotification('zalopay', 'error');
        return c.json(replies.retry);
      }
    })
    .get('/payments/zalopay/return', async (c) => {
      const params = c.req.query();
      const lang = params.lang === 'en' ? 'en' : 'vi';
      const site = `${publicSiteUrl(deps.env)}${lang === 'en' ? '/en' : ''}`;
      const valid = verifyRedirect(params, keys.key2) && params.appid === keys.appId;
      // The order is the one whose try ZaloPay names, never only the one the URL says.
      const [attempt] = valid
        ? await db
            .select({ orderId: paymentAttempts.orderId })
            .from(paymentAttempts)
            .where(
              and(
                eq(paymentAttempts.gateway, 'zalopay'),
                eq(paymentAttempts.providerOrderId, params.apptransid ?? ''),
              ),
            )
        : [];
      if (!attempt) return c.redirect(`${site}/payment/error`, 303);
      const page = params.status === '1' ? 'success' : 'cancel';
      return c.redirect(`${site}/payment/${page}?order=${attempt.orderId}`, 303);
    });
}

function parseBody(text: string): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
}

/** A refused callback kept as evidence: ZaloPay's three fields, never what else a caller nested. */
function evidence(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    ['data', 'mac', 'type'].flatMap((name) =>
      typeof body[name] === 'string' || typeof body[name] === 'number' ? [[name, body[name]]] : [],
    ),
  );
}

function parseData(data: string): CallbackData | null {
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' ? (parsed as CallbackData) : null;
  } catch {
    return null;
  }
}
