import { Hono, type Context } from 'hono';
import {
  createOrderSchema,
  payOrderSchema,
  planChoiceSchema,
  type PaymentRecord,
} from '../../../contracts/billing.ts';
import { createPackOrderSchema, packChoiceSchema } from '../../../contracts/credit-packs.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, type AuthedBindings } from '../../http/auth.ts';
import { parseJson } from '../../http/parse-json.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { clientAddress } from '../../http/rate-limit.ts';
import { createOrder, quotePlan } from '../../services/billing/create-order.ts';
import { createPackOrder, quotePack } from '../../services/billing/create-pack-order.ts';
import { toPaymentRecord } from '../../services/billing/order-records.ts';
import { readBillingStatus } from '../../services/billing/read-billing-status.ts';
import { listOrders, readOrder } from '../../services/billing/read-orders.ts';
import {
  cancelScheduledDowngrade,
  scheduleDowngrade,
} from '../../services/billing/schedule-downgrade.ts';
import { startPayment } from '../../services/billing/start-payment.ts';
import { railSetups } from '../../payments/rails/rail-registry.ts';
import { apiOrigin, enabledGateways, vnpayConfig } from './payment-config.ts';

/**
 * The signed-in side of plans and payments: the viewer's plan (GET /billing), a downgrade
 * scheduled for the period's end (PUT/DELETE /billing/scheduled-change), a price quote,
 * orders (create, pay, read), one-off credit packs (quote, order; decision 102) and the
 * payment history. Settling an order is never done here:
 * only a gateway's verified notification does that (sandbox.routes.ts, vnpay.routes.ts).
 */
export function billingRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const gateways = enabledGateways(deps.env);
  const rails = railSetups(deps.env);
  const record = (c: Context<AuthedBindings>, order: Parameters<typeof toPaymentRecord>[0]) =>
    toPaymentRecord(order, c.get('lang'));
  const paymentContext = (c: Context<AuthedBindings>) => ({
    apiUrl: apiOrigin(deps.env),
    appSecret: deps.env.APP_SECRET,
    vnpay: vnpayConfig(deps.env),
    rails,
    enabledGateways: gateways,
    ipAddr: clientAddress(c, { proxyHops: deps.env.TRUST_PROXY }),
    locale: c.get('lang'),
    now: deps.clock.now(),
  });

  return new Hono<AuthedBindings>()
    .use('/billing', requireUser(deps))
    .use('/billing/*', requireUser(deps))
    .use('/payments/quote', requireUser(deps))
    .use('/payments/orders', requireUser(deps))
    .use('/payments/orders/*', requireUser(deps))
    .use('/payments/history', requireUser(deps))
    .use('/payments/credit-packs/*', requireUser(deps))
    .get('/billing', async (c) =>
      c.json(await readBillingStatus(db, c.get('user').id, deps.clock.now(), gateways)),
    )
    .put('/billing/scheduled-change', async (c) =>
      c.json(
        await scheduleDowngrade(
          db,
          c.get('user').id,
          await parseJson(c, planChoiceSchema),
          deps.clock.now(),
          gateways,
        ),
      ),
    )
    .delete('/billing/scheduled-change', async (c) =>
      c.json(await cancelScheduledDowngrade(db, c.get('user').id, deps.clock.now(), gateways)),
    )
    .get('/payments/quote', async (c) =>
      c.json(
        await quotePlan(
          db,
          c.get('user').id,
          parseQuery(c, planChoiceSchema),
          deps.clock.now(),
          gateways,
        ),
      ),
    )
    .post('/payments/orders', async (c) => {
      const body = await parseJson(c, createOrderSchema);
      const userId = c.get('user').id;
      const order = await createOrder(db, {
        userId,
        choice: body,
        gateway: body.gateway,
        now: deps.clock.now(),
        enabledGateways: gateways,
      });
      const started = await startPayment(
        db,
        { userId, orderId: order.id, gateway: body.gateway },
        paymentContext(c),
      );
      return c.json({ ...started, order: record(c, started.order) }, 201);
    })
    .get('/payments/credit-packs/quote', (c) =>
      c.json(quotePack(parseQuery(c, packChoiceSchema), gateways)),
    )
    .post('/payments/credit-packs/orders', async (c) => {
      const body = await parseJson(c, createPackOrderSchema);
      const userId = c.get('user').id;
      const order = await createPackOrder(db, {
        userId,
        choice: body,
        gateway: body.gateway,
        now: deps.clock.now(),
        enabledGateways: gateways,
      });
      const started = await startPayment(
        db,
        { userId, orderId: order.id, gateway: body.gateway },
        paymentContext(c),
      );
      return c.json({ ...started, order: record(c, started.order) }, 201);
    })
    .post('/payments/orders/:id/pay', async (c) => {
      const body = await parseJson(c, payOrderSchema);
      const started = await startPayment(
        db,
        { userId: c.get('user').id, orderId: c.req.param('id'), gateway: body.gateway },
        paymentContext(c),
      );
      return c.json({ ...started, order: record(c, started.order) });
    })
    .get('/payments/orders/:id', async (c) =>
      c.json(record(c, await readOrder(db, c.get('user').id, c.req.param('id')))),
    )
    .get('/payments/history', async (c) => {
      const payments: PaymentRecord[] = (await listOrders(db, c.get('user').id)).map((order) =>
        record(c, order),
      );
      return c.json({ payments });
    });
}
