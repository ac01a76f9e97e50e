import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, count, eq } from 'drizzle-orm';
import { QRPay } from 'vietnam-qr-pay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditGrants,
  orders,
  paymentAttempts,
  paymentNotifications,
  users,
} from '../../src/server/db/schema.ts';
import { createApp } from '../../src/server/app.ts';
import { railSetups } from '../../src/server/payments/rails/rail-registry.ts';
import { zalopayStandIn } from '../../src/server/payments/zalopay/zalopay-stand-in.ts';
import { call, signUp } from './support/accounts.ts';
import { listenStandIn } from './support/stand-ins.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/** Test keys for ZaloPay's stand-in, which plays ZaloPay on its own socket. */
const keys = { appId: '2553', key1: 'test-zalopay-key1', key2: 'test-zalopay-key2' };

/**
 * ZaloPay's callback computed here, apart from the product's code, as ZaloPay documents it: the
 * `data` JSON string, `mac` = HMAC-SHA256 with key2 over that string, `type` 1.
 */
function callback(
  fields: { appTransId: string; amount: number; zpTransId: number },
  key2 = keys.key2,
) {
  const data = JSON.stringify({
    app_id: Number(keys.appId),
    app_trans_id: fields.appTransId,
    app_time: Date.now(),
    app_user: 'test',
    amount: fields.amount,
    embed_data: '{}',
    item: '[]',
    zp_trans_id: fields.zpTransId,
    server_time: Date.now(),
    channel: 38,
    merchant_user_id: 'u',
    user_fee_amount: 0,
    discount_amount: 0,
  });
  return { data, mac: createHmac('sha256', key2).update(data).digest('hex'), type: 1 };
}

let api: TestApi;
let standIn: Awaited<ReturnType<typeof listenStandIn>>;
let standInUrl: string;
beforeAll(async () => {
  standIn = await listenStandIn((publicUrl) => zalopayStandIn({ keys, publicUrl }));
  standInUrl = standIn.url;
  api = await startTestApi({
    PUBLIC_SITE_URL: 'http://site.test',
    ZALOPAY_APP_ID: keys.appId,
    ZALOPAY_KEY1: keys.key1,
    ZALOPAY_KEY2: keys.key2,
    ZALOPAY_URL: standInUrl,
  });
});
afterAll(async () => {
  await api?.stop();
  await standIn?.close();
});

const db = () => api.deps.database.db;
const rail = () => railSetups(api.deps.env).zalopay!.rail;

interface Started {
  order: { id: string; reference: string; amount: number; status: string };
  redirectUrl: string;
  qr: { gateway: string; payload: string; appUrl: string; transfer: unknown; standIn: unknown };
}

async function orderPro(token: string, lang = 'vi'): Promise<Started> {
  const res = await call(api, 'POST', '/payments/orders', {
    token,
    lang,
    body: { planId: 'pro', billingCycle: 'monthly', gateway: 'zalopay' },
  });
  expect(res.status).toBe(201);
  return res.body as unknown as Started;
}

const attemptOf = async (orderId: string) =>
  (await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)))[0]!;
const orderRow = async (id: string) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
async function grantsOf(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email.toLowerCase()));
  const [{ n }] = (await db()
    .select({ n: count() })
    .from(creditGrants)
    .where(eq(creditGrants.userId, user!.id))) as [{ n: number }];
  return Number(n);
}
const notify = async (body: unknown) => {
  const res = await fetch(`${api.url}/payments/zalopay/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { return_code: number; return_message: string };
};
const onPage = (redirectUrl: string, action: 'pay' | 'cancel') =>
  fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });
const notices = (reference: string) =>
  db().select().from(paymentNotifications).where(eq(paymentNotifications.reference, reference));

describe('ZaloPay gateway v2', () => {
  it("shows ZaloPay's VietQR and pays the plan on ZaloPay's page, then refunds it once", async () => {
    const { token } = await signUp(api);
    const { order, redirectUrl, qr } = await orderPro(token);
    expect(redirectUrl.startsWith(`${standInUrl}/pay/`)).toBe(true);
    expect(qr).toMatchObject({ gateway: 'zalopay', appUrl: redirectUrl, transfer: null });
    expect(qr.standIn).toBeNull();
    // An independent decoder reads the code ZaloPay answered: NAPAS account, amount, valid CRC.
    const decoded = new QRPay(qr.payload);
    expect(decoded.isValid).toBe(true);
    expect(decoded.amount).toBe('399000');
    const attempt = await attemptOf(order.id);
    expect(attempt.providerOrderId).toMatch(new RegExp(`^\\d{6}_${order.reference}1$`));
    const page = await (await fetch(`${redirectUrl}?lang=en`)).text();
    expect(page).toContain('lang="en"');
    expect(page).toContain('>Pay<');

    const query = async () =>
      rail().query({
        providerOrderId: attempt.providerOrderId,
        order: await orderRow(order.id),
        now: new Date(),
      });
    expect((await query()).state).toBe('pending');

    const back = await onPage(redirectUrl, 'pay');
    expect(back.status).toBe(303);
    const returned = new URL(back.headers.get('location')!);
    expect(returned.pathname).toBe('/payments/zalopay/return');
    const result = await fetch(`${api.url}${returned.pathname}${returned.search}`, {
      redirect: 'manual',
    });
    expect(result.headers.get('location')).toBe(
      `http://site.test/payment/success?order=${order.id}`,
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', gateway: 'zalopay' });
    expect((await attemptOf(order.id)).status).toBe('paid');
    expect((await call(api, 'GET', '/billing', { token })).body.planId).toBe('pro');
    const paid = await query();
    expect(paid).toMatchObject({ state: 'paid', amount: 399_000 });
    expect(paid.transaction).toBe((await orderRow(order.id)).gatewayTransaction);

    // A refund is asynchronous: accepted, the same id again is the same refund, then completed;
    // another refund of the same payment would go beyond what was paid and is refused.
    const refund = {
      order: await orderRow(order.id),
      providerOrderId: attempt.providerOrderId,
      transaction: paid.transaction!,
      refundId: '7f1c2e4a-0b3d-4c5e-8f6a-1b2c3d4e5f60',
      amount: 399_000,
      description: `Hoàn tiền ${order.reference}`,
      now: new Date(),
    };
    expect((await rail().refund!(refund)).state).toBe('pending');
    expect((await rail().refund!(refund)).state).toBe('pending');
    expect((await rail().refundStatus!(refund)).state).toBe('completed');
    const second = await rail().refund!({ ...refund, refundId: 'a-second-refund' });
    expect(second).toMatchObject({ state: 'failed', failureCode: 'zalopay--13' });
  });

  it('settles nothing for a forged, replayed or wrong-amount callback', async () => {
    const { token, email } = await signUp(api);
    const { order } = await orderPro(token);
    const appTransId = (await attemptOf(order.id)).providerOrderId;

    const forged = callback({ appTransId, amount: 399_000, zpTransId: 261204000100001 }, 'forged');
    expect(await notify(forged)).toEqual({ return_code: -1, return_message: 'mac not equal' });
    expect((await notify({ data: 'nonsense', mac: 'x' })).return_code).toBe(-1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
    const rejected = await db()
      .select()
      .from(paymentNotifications)
      .where(
        and(
          eq(paymentNotifications.reference, appTransId),
          eq(paymentNotifications.verified, false),
        ),
      );
    expect(rejected.map((row) => row.outcome)).toEqual(['bad-signature']);

    const wrong = callback({ appTransId, amount: 390_000, zpTransId: 261204000100002 });
    expect(await notify(wrong)).toEqual({ return_code: 1, return_message: 'amount-mismatch' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
    expect(await notices(order.reference)).toMatchObject([
      { outcome: 'amount-mismatch', needsReview: true, verified: true },
    ]);

    const valid = callback({ appTransId, amount: 399_000, zpTransId: 261204000100003 });
    expect((await notify(valid)).return_code).toBe(1);
    const grants = await grantsOf(email);
    expect(await notify(valid)).toEqual({ return_code: 1, return_message: 'replayed' });
    expect(await grantsOf(email)).toBe(grants);
    expect(await orderRow(order.id)).toMatchObject({
      status: 'completed',
      gatewayTransaction: '261204000100003',
    });

    // A validly signed callback for a try we never opened is kept for a person, not settled.
    const stray = callback({ appTransId: '261204_KSNOSUCHORDER01', amount: 1, zpTransId: 1 });
    expect(await notify(stray)).toEqual({ return_code: 1, return_message: 'not-found' });
    expect(await notices('261204_KSNOSUCHORDER01')).toMatchObject([
      { outcome: 'not-found', needsReview: true },
    ]);
  });

  it('grants once for 20 copies of one callback at the same moment', async () => {
    const { token, email } = await signUp(api);
    const { order } = await orderPro(token);
    const appTransId = (await attemptOf(order.id)).providerOrderId;
    const before = await grantsOf(email);
    const copy = callback({ appTransId, amount: 399_000, zpTransId: 261204000200001 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(copy)));
    expect(answers.every((answer) => answer.return_code === 1)).toBe(true);
    expect(answers.filter((answer) => answer.return_message === 'success')).toHaveLength(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed' });
    const solo = await signUp(api);
    const soloOrder = await orderPro(solo.token);
    const soloBefore = await grantsOf(solo.email);
    const soloAttempt = (await attemptOf(soloOrder.order.id)).providerOrderId;
    await notify(
      callback({ appTransId: soloAttempt, amount: 399_000, zpTransId: 261204000200002 }),
    );
    // Twenty copies give exactly what one gives.
    expect((await grantsOf(email)) - before).toBe((await grantsOf(solo.email)) - soloBefore);
    expect((await grantsOf(email)) - before).toBeGreaterThan(0);
  });

  it('sends a cancelling payer to the cancel page, the order still payable, and a forged return to the error page', async () => {
    const { token } = await signUp(api);
    const { order, redirectUrl } = await orderPro(token, 'en');
    const back = await onPage(redirectUrl, 'cancel');
    const returned = new URL(back.headers.get('location')!);
    expect(returned.searchParams.get('status')).not.toBe('1');
    const result = await fetch(`${api.url}${returned.pathname}${returned.search}`, {
      redirect: 'manual',
    });
    expect(result.headers.get('location')).toBe(
      `http://site.test/en/payment/cancel?order=${order.id}`,
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
    returned.searchParams.set('status', '1');
    const forged = await fetch(`${api.url}${returned.pathname}${returned.search}`, {
      redirect: 'manual',
    });
    expect(forged.headers.get('location')).toBe('http://site.test/en/payment/error');
  });

  it('runs against its stand-in inside the API when ZaloPay has no credentials', async () => {
    // The same deployment without ZaloPay keys, in development: the stand-in is mounted under
    // the API's own origin, signed with keys derived from APP_SECRET, as in `npm start`.
    const dev: { app?: ReturnType<typeof createApp> } = {};
    const server = serve({
      fetch: (request) => dev.app!.fetch(request),
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { ZALOPAY_APP_ID, ZALOPAY_KEY1, ZALOPAY_KEY2, ...env } = api.deps.env;
    void [ZALOPAY_APP_ID, ZALOPAY_KEY1, ZALOPAY_KEY2];
    dev.app = createApp({
      ...api.deps,
      env: { ...env, PAYMENT_STANDINS: true, PUBLIC_API_URL: origin },
    });
    try {
      const { token } = await signUp(api);
      const res = await fetch(`${origin}/payments/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ planId: 'pro', billingCycle: 'monthly', gateway: 'zalopay' }),
      });
      expect(res.status).toBe(201);
      const { order, redirectUrl, qr } = (await res.json()) as Started;
      expect(redirectUrl.startsWith(`${origin}/payments/standins/zalopay/pay/`)).toBe(true);
      expect(qr.standIn).toBe(redirectUrl);
      expect(await (await fetch(redirectUrl)).text()).toContain('Thanh toán');
      expect((await onPage(redirectUrl, 'pay')).status).toBe(303);
      expect(await orderRow(order.id)).toMatchObject({ status: 'completed', gateway: 'zalopay' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
