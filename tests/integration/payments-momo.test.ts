import { createHmac } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditGrants,
  orders,
  paymentAttempts,
  paymentNotifications,
  users,
} from '../../src/server/db/schema.ts';
import { momoStandIn } from '../../src/server/payments/momo/momo-stand-in.ts';
import { railSetups } from '../../src/server/payments/rails/rail-registry.ts';
import { call, signUp } from './support/accounts.ts';
import { listenStandIn } from './support/stand-ins.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/** Test keys for MoMo's stand-in, which plays MoMo on its own socket. */
const keys = { partnerCode: 'KIEUTEST', accessKey: 'test-access-key', secretKey: 'test-secret' };

/**
 * MoMo's IPN for one try, signed here apart from the product's code, as MoMo documents it:
 * HMAC-SHA256 with the secret key over `accessKey=…&amount=…&…&transId=…` (names a→z).
 */
function momoIpn(
  fields: { orderId: string; amount: number; resultCode?: number; transId?: number },
  secret = keys.secretKey,
  partnerCode = keys.partnerCode,
) {
  const ipn = {
    partnerCode,
    orderId: fields.orderId,
    requestId: `req-${fields.orderId}`,
    amount: fields.amount,
    orderInfo: 'Thanh toan don hang',
    orderType: 'momo_wallet',
    transId: fields.transId ?? 4_088_878_653,
    resultCode: fields.resultCode ?? 0,
    message: fields.resultCode ? 'Transaction denied by user.' : 'Successful.',
    payType: 'qr',
    responseTime: 1_721_720_663_942,
    extraData: '',
  };
  const raw = Object.keys({ ...ipn, accessKey: keys.accessKey })
    .sort()
    .map(
      (name) => `${name}=${name === 'accessKey' ? keys.accessKey : ipn[name as keyof typeof ipn]}`,
    )
    .join('&');
  return { ...ipn, signature: createHmac('sha256', secret).update(raw, 'utf8').digest('hex') };
}

let api: TestApi;
let standIn: Awaited<ReturnType<typeof listenStandIn>>;
let standInUrl: string;
beforeAll(async () => {
  standIn = await listenStandIn((publicUrl) => momoStandIn({ keys, publicUrl }));
  standInUrl = standIn.url;
  api = await startTestApi({
    PUBLIC_SITE_URL: 'http://site.test',
    MOMO_PARTNER_CODE: keys.partnerCode,
    MOMO_ACCESS_KEY: keys.accessKey,
    MOMO_SECRET_KEY: keys.secretKey,
    MOMO_URL: standInUrl,
  });
});
afterAll(async () => {
  await api?.stop();
  await standIn?.close();
});

const db = () => api.deps.database.db;
const rail = () => railSetups(api.deps.env).momo!.rail;

interface Started {
  order: { id: string; reference: string; amount: number; status: string };
  redirectUrl: string;
  qr: {
    gateway: string;
    payload: string;
    appUrl: string;
    expiresAt: string;
    standIn: string | null;
    transfer: unknown;
  };
}

async function orderBasic(token: string, lang = 'vi'): Promise<Started> {
  const res = await call(api, 'POST', '/payments/orders', {
    token,
    lang,
    body: { planId: 'basic', billingCycle: 'monthly', gateway: 'momo' },
  });
  expect(res.status).toBe(201);
  return res.body as unknown as Started;
}

const attemptsOf = (orderId: string) =>
  db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
const orderRow = async (id: string) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const noticesOf = (reference: string) =>
  db().select().from(paymentNotifications).where(eq(paymentNotifications.reference, reference));
const plan = async (token: string) => (await call(api, 'GET', '/billing', { token })).body.planId;

async function grantsOf(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email.toLowerCase()));
  const [{ n }] = (await db()
    .select({ n: count() })
    .from(creditGrants)
    .where(and(eq(creditGrants.userId, user!.id), eq(creditGrants.source, 'plan')))) as [
    { n: number },
  ];
  return Number(n);
}

/** The payer's choice on MoMo's (stand-in) page, as the browser submits the form. */
const choose = (redirectUrl: string, action: 'pay' | 'cancel') =>
  fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });

const notify = (body: unknown) =>
  fetch(`${api.url}/payments/momo/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('MoMo (issue 43, decision 132)', () => {
  it('refuses an amount MoMo does not take before calling it, in the caller’s language', async () => {
    const { token } = await signUp(api);
    const { order } = await orderBasic(token);
    // A prorated upgrade can cost less than MoMo's 1.000 ₫ minimum.
    await db().update(orders).set({ amount: 500 }).where(eq(orders.id, order.id));
    await db().delete(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    const refused = await call(api, 'POST', `/payments/orders/${order.id}/pay`, {
      token,
      lang: 'vi',
      body: { gateway: 'momo' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('amount_out_of_range');
    expect(refused.body.detail).toMatch(/từ 1\.000\s₫ đến 50\.000\.000\s₫/);
    expect(await attemptsOf(order.id)).toHaveLength(0);
    expect((await orderRow(order.id)).status).toBe('pending');
  });

  it('answers the QR and the try, and paying on MoMo’s page completes the order', async () => {
    const { token, email } = await signUp(api);
    const started = await orderBasic(token, 'en');
    expect(started.order.status).toBe('pending');
    expect(started.redirectUrl).toMatch(new RegExp(`^${standInUrl}/pay/[0-9a-f]{32}$`));
    expect(started.qr).toMatchObject({ gateway: 'momo', transfer: null, standIn: null });
    expect(started.qr.payload).toMatch(/^momo:\/\/app\?action=payWithApp&isScanQR=true/);
    expect(started.qr.appUrl).toBe(started.redirectUrl);
    const [attempt] = await attemptsOf(started.order.id);
    expect(attempt).toMatchObject({
      gateway: 'momo',
      providerOrderId: `${started.order.reference}-1`,
      status: 'open',
    });
    expect(
      (
        await rail().query({
          ...attempt!,
          order: await orderRow(started.order.id),
          now: new Date(),
        })
      ).state,
    ).toBe('pending');

    const page = await fetch(`${started.redirectUrl}?lang=en`);
    expect(await page.text()).toContain('<html lang="en">');
    const paid = await choose(started.redirectUrl, 'pay');
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${api.url}/payments/momo/return`);
    // The IPN reached the API before MoMo sent the browser back.
    const row = await orderRow(started.order.id);
    expect(row).toMatchObject({ status: 'completed', gateway: 'momo', paymentMethod: 'momo' });
    expect(row.gatewayTransaction).toBe(back.searchParams.get('transId'));
    expect(await plan(token)).toBe('basic');
    expect(await grantsOf(email)).toBe(1);
    expect((await attemptsOf(started.order.id))[0]!.status).toBe('paid');
    const result = await fetch(back, { redirect: 'manual' });
    expect(result.status).toBe(303);
    expect(result.headers.get('location')).toBe(
      `http://site.test/en/payment/success?order=${started.order.id}`,
    );

    const status = await rail().query({ ...attempt!, order: row, now: new Date() });
    expect(status).toMatchObject({
      state: 'paid',
      amount: 99_000,
      transaction: row.gatewayTransaction,
    });

    // A replay of MoMo's own notice settles nothing more.
    const replay = momoIpn({
      orderId: attempt!.providerOrderId,
      amount: 99_000,
      transId: Number(row.gatewayTransaction),
    });
    expect((await notify(replay)).status).toBe(204);
    expect(await grantsOf(email)).toBe(1);
    expect((await noticesOf(started.order.reference)).map((n) => n.outcome).sort()).toEqual([
      'completed',
      'replayed',
    ]);

    // The refund goes to MoMo with a new orderId; the same refund again is not paid twice.
    const refund = {
      order: row,
      providerOrderId: attempt!.providerOrderId,
      transaction: row.gatewayTransaction!,
      refundId: '0f5e2b7a-3c1d-4e8f-9a6b-7c5d4e3f2a1b',
      amount: row.amount,
      description: `Hoan tien don hang ${row.reference}`,
      now: new Date(),
    };
    expect(await rail().refund!(refund)).toMatchObject({ state: 'completed' });
    expect(await rail().refund!(refund)).toMatchObject({ state: 'completed' });
    const after = await rail().query({ ...attempt!, order: row, now: new Date() });
    expect(after.payload.refundTrans).toEqual([
      expect.objectContaining({ orderId: refund.refundId, amount: 99_000, resultCode: 0 }),
    ]);
  });

  it('settles nothing for a forged notice or a wrong amount, and the mismatch waits for review', async () => {
    const { token, email } = await signUp(api);
    const started = await orderBasic(token);
    const orderId = `${started.order.reference}-1`;
    for (const forged of [
      momoIpn({ orderId, amount: 99_000 }, 'another-secret'),
      momoIpn({ orderId, amount: 99_000 }, keys.secretKey, 'MOMOOTHER'),
      { ...momoIpn({ orderId, amount: 1_000 }), amount: 99_000 },
      'not json',
    ]) {
      expect((await notify(forged)).status).toBe(204);
    }
    const cheaper = await notify(momoIpn({ orderId, amount: 1_000 }));
    expect(cheaper.status).toBe(204);
    expect((await orderRow(started.order.id)).status).toBe('pending');
    expect(await plan(token)).toBe('free');
    expect(await grantsOf(email)).toBe(0);
    const notices = await db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.gateway, 'momo'));
    const mine = notices.filter(
      (n) => n.reference === orderId || n.reference === started.order.reference,
    );
    expect(mine.map((n) => [n.outcome, n.verified, n.needsReview]).sort()).toEqual([
      ['amount-mismatch', true, true],
      ['bad-signature', false, false],
      ['bad-signature', false, false],
      ['bad-signature', false, false],
    ]);
    // A signed return for the forged notice's fields is not believed either.
    const forgedBack = new URLSearchParams({
      lang: 'vi',
      order: started.order.id,
      ...Object.fromEntries(
        Object.entries(momoIpn({ orderId, amount: 99_000 }, 'another-secret')).map(([k, v]) => [
          k,
          String(v),
        ]),
      ),
    });
    const back = await fetch(`${api.url}/payments/momo/return?${forgedBack}`, {
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe('http://site.test/payment/error');
  });

  it('a cancelled try closes only itself, and the order is paid once by 20 parallel copies of one notice', async () => {
    const { token, email } = await signUp(api);
    const first = await orderBasic(token);
    const cancelled = await choose(first.redirectUrl, 'cancel');
    const back = await fetch(cancelled.headers.get('location')!, { redirect: 'manual' });
    expect(back.headers.get('location')).toBe(
      `http://site.test/payment/cancel?order=${first.order.id}`,
    );
    expect((await attemptsOf(first.order.id))[0]!.status).toBe('closed');
    expect((await orderRow(first.order.id)).status).toBe('pending');
    const [closed] = await attemptsOf(first.order.id);
    expect(
      (await rail().query({ ...closed!, order: await orderRow(first.order.id), now: new Date() }))
        .state,
    ).toBe('failed');

    // A second try gets its own MoMo orderId; 20 copies of its notice at once grant once.
    const second = await orderBasic(token);
    expect(second.order.id).toBe(first.order.id);
    const tries = await attemptsOf(first.order.id);
    expect(tries.map((t) => t.providerOrderId).sort()).toEqual([
      `${first.order.reference}-1`,
      `${first.order.reference}-2`,
    ]);
    const ipn = momoIpn({
      orderId: `${first.order.reference}-2`,
      amount: 99_000,
      transId: 5_000_000_001,
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(ipn)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204));
    expect(await grantsOf(email)).toBe(1);
    expect(await plan(token)).toBe('basic');
    const outcomes = (await noticesOf(first.order.reference)).map((n) => n.outcome);
    expect(outcomes.filter((o) => o === 'completed')).toHaveLength(1);
  });
});
