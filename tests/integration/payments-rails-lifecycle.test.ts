import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrGateway } from '../../src/contracts/billing.ts';
import { creditGrants, orders, paymentAttempts } from '../../src/server/db/schema.ts';
import { momoStandIn } from '../../src/server/payments/momo/momo-stand-in.ts';
import { vietqrStandIn } from '../../src/server/payments/vietqr/vietqr-stand-in.ts';
import { zalopayStandIn } from '../../src/server/payments/zalopay/zalopay-stand-in.ts';
import { railsOf } from '../../src/server/services/billing/payment-rails.ts';
import { reconcilePayments } from '../../src/server/services/billing/reconcile-payments.ts';
import { call } from './support/accounts.ts';
import { ADMIN_EMAIL, signUpAdmin, signUpUser } from './support/admin.ts';
import { listenStandIn } from './support/stand-ins.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Issue 43: expiry, reconciliation and refunds on each real rail, through its stand-in on its own
 * socket (the providers' protocols, test keys). The API's public address leads nowhere, so no
 * notification reaches it: what settles a paid code here is reconciliation asking the provider.
 */
const keys = {
  payos: { clientId: 'lifecycle-client', apiKey: 'lifecycle-api', checksumKey: 'lifecycle-sum' },
  momo: { partnerCode: 'MOMOLIFE', accessKey: 'lifecycle-access', secretKey: 'lifecycle-secret' },
  zalopay: { appId: '2553', key1: 'lifecycle-key1', key2: 'lifecycle-key2' },
};
const NOWHERE = 'http://127.0.0.1:9';

const standIns: Awaited<ReturnType<typeof listenStandIn>>[] = [];
async function listen(make: Parameters<typeof listenStandIn>[0]): Promise<string> {
  const standIn = await listenStandIn(make);
  standIns.push(standIn);
  return standIn.url;
}

let api: TestApi;
let admin: { token: string };
beforeAll(async () => {
  const payos = await listen((publicUrl) =>
    vietqrStandIn({ keys: keys.payos, publicUrl, webhookUrl: () => `${NOWHERE}/webhook` }),
  );
  const momo = await listen((publicUrl) => momoStandIn({ keys: keys.momo, publicUrl }));
  const zalopay = await listen((publicUrl) => zalopayStandIn({ keys: keys.zalopay, publicUrl }));
  api = await startTestApi({
    ADMIN_EMAILS: ADMIN_EMAIL,
    PUBLIC_API_URL: NOWHERE,
    PUBLIC_SITE_URL: 'http://site.test',
    PAYOS_CLIENT_ID: keys.payos.clientId,
    PAYOS_API_KEY: keys.payos.apiKey,
    PAYOS_CHECKSUM_KEY: keys.payos.checksumKey,
    PAYOS_URL: payos,
    MOMO_PARTNER_CODE: keys.momo.partnerCode,
    MOMO_ACCESS_KEY: keys.momo.accessKey,
    MOMO_SECRET_KEY: keys.momo.secretKey,
    MOMO_URL: momo,
    ZALOPAY_APP_ID: keys.zalopay.appId,
    ZALOPAY_KEY1: keys.zalopay.key1,
    ZALOPAY_KEY2: keys.zalopay.key2,
    ZALOPAY_URL: zalopay,
  });
  admin = await signUpAdmin(api);
});
afterAll(async () => {
  await api?.stop();
  await Promise.all(standIns.map((standIn) => standIn.close()));
});

const db = () => api.deps.database.db;
const reconcile = () =>
  reconcilePayments({
    db: db(),
    queue: api.deps.queue,
    logger: { warn: () => {} },
    rails: railsOf(api.deps.env),
    now: api.deps.clock.now(),
  });

async function orderStarter(gateway: QrGateway) {
  const user = await signUpUser(api);
  const res = await call(api, 'POST', '/payments/orders', {
    token: user.token,
    body: { planId: 'starter', billingCycle: 'monthly', gateway },
  });
  expect(res.status).toBe(201);
  const { order, redirectUrl } = res.body as {
    order: { id: string; amount: number };
    redirectUrl: string;
  };
  return { user, order, redirectUrl };
}

/** The payer presses Pay on the provider's page (the stand-in's form, whatever its fields). */
async function payOnProviderPage(redirectUrl: string, amount: number) {
  const page = await (await fetch(redirectUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
  expect(action, 'the provider page has its form').toBeTruthy();
  const res = await fetch(new URL(action!, redirectUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', amount: String(amount) }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBeLessThan(400);
}

const planOf = async (token: string) =>
  (await call(api, 'GET', '/billing', { token })).body.planId as string;
const grantsOf = async (userId: string) =>
  (await db().select().from(creditGrants).where(eq(creditGrants.userId, userId))).filter(
    (grant) => grant.source === 'plan',
  );

describe.each(['vietqr', 'momo', 'zalopay'] as const)('the %s rail', (gateway) => {
  it('a code paid while its notification was lost is settled once by reconciliation', async () => {
    const { user, order, redirectUrl } = await orderStarter(gateway);
    await payOnProviderPage(redirectUrl, order.amount);
    expect(await planOf(user.token)).toBe('free');
    const first = await reconcile();
    expect(first.settled).toBeGreaterThanOrEqual(1);
    await reconcile();
    expect(await planOf(user.token)).toBe('starter');
    expect(await grantsOf(user.id)).toHaveLength(1);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'completed', gateway, paymentMethod: gateway });
    const tries = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id));
    expect(tries.map((attempt) => attempt.status)).toEqual(['paid']);
  });

  it('an unpaid code closes when it ends, the order expires, and it can no longer be paid', async () => {
    const { user, order } = await orderStarter(gateway);
    const past = new Date(Date.now() - 60_000);
    await db().update(orders).set({ expiresAt: past }).where(eq(orders.id, order.id));
    await db()
      .update(paymentAttempts)
      .set({ expiresAt: past })
      .where(eq(paymentAttempts.orderId, order.id));
    await reconcile();
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('expired');
    const open = await db()
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'open')));
    expect(open).toHaveLength(0);
    const again = await call(api, 'POST', `/payments/orders/${order.id}/pay`, {
      token: user.token,
      lang: 'en',
      body: { gateway },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('order_expired');
  });

  it(
    gateway === 'vietqr'
      ? 'a bank transfer is not refunded here: the admin is told to refund it outside'
      : 'an admin refund goes through the provider and takes the plan and its credits back',
    async () => {
      const { user, order, redirectUrl } = await orderStarter(gateway);
      await payOnProviderPage(redirectUrl, order.amount);
      await reconcile();
      expect(await planOf(user.token)).toBe('starter');
      const refund = await call(api, 'POST', `/api/admin/payments/${order.id}/refund`, {
        token: admin.token,
        lang: 'en',
        body: { reason: 'The customer asked within the terms' },
      });
      if (gateway === 'vietqr') {
        expect(refund.status).toBe(400);
        expect(refund.body.code).toBe('refund_unsupported');
        return;
      }
      expect([200, 202]).toContain(refund.status);
      // ZaloPay refunds asynchronously: reconciliation asks until it is done.
      await reconcile();
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row!.status).toBe('refunded');
      expect(await planOf(user.token)).toBe('free');
      const left = (await grantsOf(user.id)).reduce((sum, grant) => sum + grant.remaining, 0);
      expect(left).toBe(0);
    },
  );
});
