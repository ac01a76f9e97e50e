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
import { vietqrStandIn } from '../../src/server/payments/vietqr/vietqr-stand-in.ts';
import { call, signUp } from './support/accounts.ts';
import { listenStandIn } from './support/stand-ins.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/** Test keys for payOS's stand-in, which plays payOS on its own socket. */
const keys = { clientId: 'test-client', apiKey: 'test-api-key', checksumKey: 'test-checksum-key' };

/**
 * payOS's webhook signature computed here, apart from the product's code, as payOS documents
 * it: `data`'s keys sorted a→z, `key=value` joined with '&', HMAC-SHA256 with the checksum key.
 */
function payosWebhook(data: Record<string, string | number>, checksumKey = keys.checksumKey) {
  const text = Object.keys(data)
    .sort()
    .map((key) => `${key}=${data[key]}`)
    .join('&');
  const signature = createHmac('sha256', checksumKey).update(text).digest('hex');
  return { code: '00', desc: 'success', success: true, data, signature };
}

let api: TestApi;
let standIn: Awaited<ReturnType<typeof listenStandIn>>;
let standInUrl: string;
beforeAll(async () => {
  standIn = await listenStandIn((publicUrl) =>
    vietqrStandIn({ keys, publicUrl, webhookUrl: () => `${api.url}/payments/vietqr/webhook` }),
  );
  standInUrl = standIn.url;
  api = await startTestApi({
    PUBLIC_SITE_URL: 'http://site.test',
    PAYOS_CLIENT_ID: keys.clientId,
    PAYOS_API_KEY: keys.apiKey,
    PAYOS_CHECKSUM_KEY: keys.checksumKey,
    PAYOS_URL: standInUrl,
  });
});
afterAll(async () => {
  await api?.stop();
  await standIn?.close();
});

const db = () => api.deps.database.db;
const rail = () => railSetups(api.deps.env).vietqr!.rail;

interface Started {
  order: { id: string; reference: string; amount: number; status: string };
  redirectUrl: string;
  qr: {
    gateway: string;
    payload: string;
    appUrl: string;
    expiresAt: string;
    standIn: string | null;
    transfer: Record<string, string | number>;
  };
}

async function orderPro(token: string, lang = 'vi'): Promise<Started> {
  const res = await call(api, 'POST', '/payments/orders', {
    token,
    lang,
    body: { planId: 'pro', billingCycle: 'monthly', gateway: 'vietqr' },
  });
  expect(res.status).toBe(201);
  return res.body as unknown as Started;
}

async function providerOrderId(orderId: string) {
  const [attempt] = await db()
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId));
  return attempt!.providerOrderId;
}

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

/** The payer's transfer on payOS's (stand-in) page, as the browser submits the form. */
const transfer = (redirectUrl: string, amount: number, action = 'pay') =>
  fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, amount: String(amount) }).toString(),
    redirect: 'manual',
  });

const postWebhook = (body: unknown) =>
  fetch(`${api.url}/payments/vietqr/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const noticeData = (orderCode: string, amount: number, reference: string) => ({
  orderCode: Number(orderCode),
  amount,
  description: 'KS',
  accountNumber: 'VQRQSTANDIN01',
  reference,
  transactionDateTime: '2026-12-04 19:05:00',
  currency: 'VND',
  paymentLinkId: 'x',
  code: '00',
  desc: 'success',
});

describe('VietQR through payOS', () => {
  it('shows a VietQR of the exact transfer, and the transfer pays the plan once', async () => {
    const { token, email } = await signUp(api);
    const { order, redirectUrl, qr } = await orderPro(token);
    expect(order).toMatchObject({ status: 'pending', amount: 399_000 });
    expect(redirectUrl.startsWith(`${standInUrl}/pay/`)).toBe(true);
    expect(qr).toMatchObject({ gateway: 'vietqr', appUrl: redirectUrl, standIn: null });
    expect(qr.transfer).toEqual({
      bankBin: '970422',
      bankName: 'MB Bank',
      accountNumber: 'VQRQSTANDIN01',
      accountName: 'KIEU STUDIO',
      amount: 399_000,
      content: order.reference,
    });
    // An independent decoder reads the bank, account, amount and content, and checks the CRC.
    const decoded = new QRPay(qr.payload);
    expect(decoded.isValid).toBe(true);
    expect(decoded.consumer).toMatchObject({ bankBin: '970422', bankNumber: 'VQRQSTANDIN01' });
    expect(decoded.amount).toBe('399000');
    expect(decoded.additionalData.purpose).toBe(order.reference);
    // payOS's page shows its own qrCode: the same string.
    const page = await (await fetch(`${redirectUrl}?lang=en`)).text();
    expect(page).toContain('lang="en"');
    expect(page).toContain(qr.payload);
    expect(page).toContain('Make the transfer');

    const code = await providerOrderId(order.id);
    const before = await rail().query({
      providerOrderId: code,
      order: await orderRow(order.id),
      now: new Date(),
    });
    expect(before.state).toBe('pending');

    const back = await transfer(redirectUrl, 399_000);
    expect(back.status).toBe(303);
    const returned = new URL(back.headers.get('location')!);
    expect(returned.pathname).toBe('/payments/vietqr/return');
    expect(returned.searchParams.get('status')).toBe('PAID');
    const result = await fetch(`${api.url}${returned.pathname}${returned.search}`, {
      redirect: 'manual',
    });
    expect(result.headers.get('location')).toBe(
      `http://site.test/payment/success?order=${order.id}`,
    );

    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', gateway: 'vietqr' });
    const billing = await call(api, 'GET', '/billing', { token });
    expect(billing.body.planId).toBe('pro');
    const after = await rail().query({
      providerOrderId: code,
      order: await orderRow(order.id),
      now: new Date(),
    });
    expect(after).toMatchObject({ state: 'paid', amount: 399_000 });

    // The same webhook again (payOS retries) is a replay: nothing more is granted.
    const grants = await grantsOf(email);
    const replay = payosWebhook(noticeData(code, 399_000, after.transaction!));
    expect((await postWebhook(replay)).status).toBe(200);
    expect(await postWebhook(replay).then((r) => r.json())).toEqual({ success: true });
    expect(await grantsOf(email)).toBe(grants);
    const outcomes = await db()
      .select({ outcome: paymentNotifications.outcome })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.reference, order.reference));
    expect(outcomes.map((row) => row.outcome).sort()).toEqual([
      'completed',
      'replayed',
      'replayed',
    ]);
  });

  it('settles nothing for a transfer of another amount and keeps it for review', async () => {
    const { token } = await signUp(api);
    const { order, redirectUrl } = await orderPro(token);
    const back = await transfer(redirectUrl, 390_000);
    expect(back.status).toBe(303);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
    const [notice] = await db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.reference, order.reference));
    expect(notice).toMatchObject({ outcome: 'amount-mismatch', needsReview: true, verified: true });
    const status = await rail().query({
      providerOrderId: await providerOrderId(order.id),
      order: await orderRow(order.id),
      now: new Date(),
    });
    expect(status).toMatchObject({ state: 'pending', amount: 390_000 });
  });

  it('refuses a forged webhook and records it, changing nothing', async () => {
    const { token } = await signUp(api);
    const { order } = await orderPro(token);
    const code = await providerOrderId(order.id);
    const forged = payosWebhook(noticeData(code, 399_000, 'FT000000000001'), 'not-the-key');
    const res = await postWebhook(forged);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'invalid_signature', success: false });
    expect((await postWebhook({ data: 'nonsense' })).status).toBe(401);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
    const rejected = await db()
      .select()
      .from(paymentNotifications)
      .where(
        and(eq(paymentNotifications.reference, code), eq(paymentNotifications.verified, false)),
      );
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.outcome).toBe('bad-signature');
  });

  it('grants once for 20 copies of one webhook at the same moment', async () => {
    const { token, email } = await signUp(api);
    const { order } = await orderPro(token);
    const before = await grantsOf(email);
    const notice = payosWebhook(noticeData(await providerOrderId(order.id), 399_000, 'FT777'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => postWebhook(notice)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed' });
    const solo = await signUp(api);
    const soloOrder = await orderPro(solo.token);
    const soloBefore = await grantsOf(solo.email);
    await postWebhook(
      payosWebhook(noticeData(await providerOrderId(soloOrder.order.id), 399_000, 'FT778')),
    );
    // Twenty copies give exactly what one gives.
    expect((await grantsOf(email)) - before).toBe((await grantsOf(solo.email)) - soloBefore);
    expect((await grantsOf(email)) - before).toBeGreaterThan(0);
  });

  it('sends a cancelled payer to the cancel page, the order still payable', async () => {
    const { token } = await signUp(api);
    const { order, redirectUrl } = await orderPro(token, 'en');
    const back = await transfer(`${redirectUrl}?lang=en`, 0, 'cancel');
    const returned = new URL(back.headers.get('location')!);
    expect(returned.searchParams.get('cancel')).toBe('true');
    const result = await fetch(`${api.url}${returned.pathname}${returned.search}`, {
      redirect: 'manual',
    });
    expect(result.headers.get('location')).toBe(
      `http://site.test/en/payment/cancel?order=${order.id}`,
    );
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending' });
    const unknown = await fetch(`${api.url}/payments/vietqr/return?order=nope`, {
      redirect: 'manual',
    });
    expect(unknown.headers.get('location')).toBe('http://site.test/payment/error');
  });

  it('runs against its stand-in inside the API when payOS has no credentials', async () => {
    // The same deployment without payOS keys, in development: the stand-in is mounted under
    // the API's own origin and the rail reaches it there, as in `npm start`.
    const dev: { app?: ReturnType<typeof createApp> } = {};
    const server = serve({
      fetch: (request) => dev.app!.fetch(request),
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise((resolve) => server.once('listening', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { PAYOS_CLIENT_ID, PAYOS_API_KEY, PAYOS_CHECKSUM_KEY, ...env } = api.deps.env;
    void [PAYOS_CLIENT_ID, PAYOS_API_KEY, PAYOS_CHECKSUM_KEY];
    dev.app = createApp({
      ...api.deps,
      env: { ...env, PAYMENT_STANDINS: true, PUBLIC_API_URL: origin },
    });
    try {
      const { token } = await signUp(api);
      const res = await fetch(`${origin}/payments/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ planId: 'pro', billingCycle: 'monthly', gateway: 'vietqr' }),
      });
      expect(res.status).toBe(201);
      const { order, redirectUrl, qr } = (await res.json()) as Started;
      expect(redirectUrl.startsWith(`${origin}/payments/standins/vietqr/pay/`)).toBe(true);
      expect(qr.standIn).toBe(redirectUrl);
      const page = await fetch(redirectUrl);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Chuyển khoản');
      expect((await transfer(redirectUrl, order.amount)).status).toBe(303);
      expect(await orderRow(order.id)).toMatchObject({ status: 'completed', gateway: 'vietqr' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
