import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { orders } from '../../db/schema.ts';
import { publicSiteUrl } from '../../env.ts';
import { AppError, errors, pickLang } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { parseFormFields } from '../../http/parse-form.ts';
import {
  sandboxOutcomes,
  sandboxPageSignatureValid,
  sandboxSign,
  sandboxVerify,
  type SandboxNotification,
} from '../../payments/sandbox-gateway.ts';
import { recordRejectedNotice, settlePayment } from '../../services/billing/settle-payment.ts';
import { apiOrigin } from './payment-config.ts';
import { sandboxPage } from './sandbox-page.ts';

const notificationSchema = z.object({
  reference: z.string().min(1).max(64),
  amount: z.number().int().min(0),
  outcome: z.enum(sandboxOutcomes),
  transaction: z.string().min(1).max(64),
  sentAt: z.iso.datetime(),
});

const resultPath = { success: 'success', cancel: 'cancel', failure: 'error' } as const;

/**
 * The sandbox gateway (decision 021), off when PAYMENT_SANDBOX=false:
 * - GET /payments/sandbox/checkout/:reference: the hosted page (its URL is signed per order);
 * - POST the same: the payer's choice. The page first sends the signed server-to-server
 *   notification, as a gateway would, then sends the browser back to the site's
 *   /payment/success, /payment/cancel or /payment/error;
 * - POST /payments/sandbox/notify: the notification, verified (X-Sandbox-Signature over the raw
 *   body), then settled exactly once by settlePayment.
 */
export function sandboxRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const secret = deps.env.APP_SECRET;
  const app = new Hono<AppBindings>();
  if (!deps.env.PAYMENT_SANDBOX) return app;

  const findOrder = async (reference: string) => {
    const [order] = await db.select().from(orders).where(eq(orders.reference, reference));
    return order;
  };
  const langOf = (query: string | undefined, header: string | undefined) =>
    query === 'en' || query === 'vi' ? query : pickLang(header);

  return app
    .get('/payments/sandbox/checkout/:reference', async (c) => {
      const reference = c.req.param('reference');
      if (!sandboxPageSignatureValid(reference, c.req.query('signature') ?? '', secret)) {
        throw errors.notFound();
      }
      const order = await findOrder(reference);
      if (!order) throw errors.notFound();
      const lang = langOf(c.req.query('lang'), c.req.header('accept-language'));
      const action = `${c.req.path}?signature=${c.req.query('signature')}&lang=${lang}`;
      c.header('cache-control', 'no-store');
      // form-action covers the redirect that follows the form, so the site is allowed too.
      c.header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${new URL(publicSiteUrl(deps.env)).origin}`,
      );
      return c.html(sandboxPage(order, lang, action));
    })
    .post('/payments/sandbox/checkout/:reference', async (c) => {
      const reference = c.req.param('reference');
      if (!sandboxPageSignatureValid(reference, c.req.query('signature') ?? '', secret)) {
        throw errors.notFound();
      }
      const order = await findOrder(reference);
      if (!order) throw errors.notFound();
      const form = await parseFormFields(c);
      const outcome = z.enum(sandboxOutcomes).safeParse(form.outcome);
      if (!outcome.success) throw errors.notFound();
      const lang = langOf(c.req.query('lang'), c.req.header('accept-language'));
      if (order.status === 'pending') {
        const notification: SandboxNotification = {
          reference,
          amount: order.amount,
          outcome: outcome.data,
          transaction: `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
          sentAt: deps.clock.now().toISOString(),
        };
        await deliver(`${apiOrigin(deps.env)}/payments/sandbox/notify`, notification).catch(
          (error: unknown) =>
            c.get('logger').error({ err: error, reference }, 'sandbox notification not delivered'),
        );
      }
      const site = `${publicSiteUrl(deps.env)}${lang === 'en' ? '/en' : ''}`;
      // An expired order (decision 038) is not paid, whatever the button said.
      const settled = await findOrder(reference);
      const page =
        outcome.data === 'success' && settled?.status !== 'completed'
          ? 'error'
          : resultPath[outcome.data];
      return c.redirect(`${site}/payment/${page}?order=${order.id}`, 303);
    })
    .post('/payments/sandbox/notify', async (c) => {
      const raw = await c.req.text();
      const signature = c.req.header('x-sandbox-signature') ?? '';
      let payload: unknown;
      try {
        payload = JSON.parse(raw);
      } catch {
        payload = null;
      }
      const parsed = notificationSchema.safeParse(payload);
      const now = deps.clock.now();
      if (!sandboxVerify(raw, signature, secret) || !parsed.success) {
        await recordRejectedNotice(db, {
          gateway: 'sandbox',
          reference: parsed.success ? parsed.data.reference : null,
          payload: { raw: raw.slice(0, 2000) },
          now,
        });
        deps.metrics.paymentNotification('sandbox', 'bad-signature');
        throw new AppError(401, 'invalid_signature', localize('billing.errors.badSignature'), {
          ok: false,
        });
      }
      const notice = parsed.data;
      const result = await settlePayment(
        { db, queue: deps.queue, now },
        {
          gateway: 'sandbox',
          reference: notice.reference,
          paid: notice.outcome === 'success',
          amount: notice.amount,
          gatewayTransaction: notice.transaction,
          paymentMethod: 'sandbox',
          failureCode: notice.outcome === 'cancel' ? 'cancelled' : 'declined',
          payload: notice,
        },
      );
      deps.metrics.paymentNotification('sandbox', result.outcome);
      const status =
        result.outcome === 'not-found' ? 404 : result.outcome === 'amount-mismatch' ? 409 : 200;
      return c.json({ ok: status === 200, outcome: result.outcome }, status);
    });

  /** Posts the notification, retrying twice (a gateway retries until it is acknowledged). */
  async function deliver(url: string, notification: SandboxNotification) {
    const body = JSON.stringify(notification);
    let lastError: unknown;
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-sandbox-signature': sandboxSign(body, secret),
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        if (response.status < 500) return;
        lastError = new Error(`notify answered ${response.status}`);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }
}
