import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentNotifications } from '../../src/server/db/schema.ts';
import { vnpaySignData } from '../../src/server/payments/vnpay.ts';
import { call, signUp } from './support/accounts.ts';
import {
  orderPlan,
  phpUrlencode,
  toQuery,
  vnpayIpnQuery,
  vnpaySignature,
} from './support/payments.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const TMN = 'KIEUTEST';
const SECRET = 'VNPAYTESTSECRETKIEUSTUDIO2026ABCD';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({
    VNPAY_TMN_CODE: TMN,
    VNPAY_HASH_SECRET: SECRET,
    VNPAY_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
    TRUST_PROXY: 'true',
  });
});
afterAll(() => api?.stop());

const ipn = async (params: Record<string, string>) => {
  const res = await fetch(`${api.url}/payments/vnpay/ipn?${toQuery(params)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { RspCode: string; Message: string };
};
const credits = async (token: string) =>
  ((await call(api, 'GET', '/dashboard/summary', { token })).body.credits as { balance: number })
    .balance;
const plan = async (token: string) => (await call(api, 'GET', '/billing', { token })).body.planId;

describe('VNPay payment URL', () => {
  it('carries the documented fields, amount times 100, signed with HMAC-SHA512', async () => {
    const { token } = await signUp(api);
    const { order, redirectUrl } = await orderPlan(api, token, {
      planId: 'pro',
      billingCycle: 'monthly',
      gateway: 'vnpay',
    });
    const url = new URL(redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
    );
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'pay',
      vnp_TmnCode: TMN,
      vnp_Amount: '39900000',
      vnp_CurrCode: 'VND',
      vnp_TxnRef: order.reference,
      vnp_OrderType: 'other',
      vnp_Locale: 'en',
    });
    expect(params.vnp_CreateDate).toMatch(/^\d{14}$/);
    expect(params.vnp_ReturnUrl).toMatch(/\/payments\/vnpay\/return\?lang=en$/);
    // The signature VNPay recomputes, here by the documented algorithm, not the product's code.
    expect(params.vnp_SecureHash).toBe(vnpaySignature(params, SECRET));
    // The keys are sent sorted, as the demo code builds the URL.
    const keys = [...url.searchParams.keys()].filter((key) => key !== 'vnp_SecureHash');
    expect(keys).toEqual([...keys].sort());
  });

  it('encodes like PHP urlencode for the characters VNPay sends', () => {
    const params = {
      vnp_OrderInfo: 'Thanh toan don hang KS123',
      vnp_ReturnUrl: 'http://a.vn/r?x=1&y=2',
    };
    expect(vnpaySignData(params)).toBe(
      `vnp_OrderInfo=${phpUrlencode(params.vnp_OrderInfo)}&vnp_ReturnUrl=${phpUrlencode(params.vnp_ReturnUrl)}`,
    );
  });
});

describe('VNPay IPN (GET /payments/vnpay/ipn)', () => {
  it('completes the order once; a replay changes nothing', async () => {
    const { token, email } = await signUp(api, {});
    const before = await credits(token);
    const { order } = await orderPlan(api, token, {
      planId: 'basic',
      billingCycle: 'monthly',
      gateway: 'vnpay',
    });
    const query = vnpayIpnQuery(
      { tmnCode: TMN, reference: order.reference, amount: 99_000 },
      SECRET,
    );
    expect(await ipn(query)).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await plan(token)).toBe('basic');
    expect(await credits(token)).toBe(before + 18);
    expect(await ipn(query)).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await credits(token)).toBe(before + 18);
    const [row] = await api.deps.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: 'completed',
      gateway: 'vnpay',
      gatewayTransaction: '14226112',
    });
    expect(row!.paymentMethod).toBe('VNPay NCB ATM');
    const history = await call(api, 'GET', '/payments/history', { token });
    expect((history.body.payments as { status: string }[])[0]).toMatchObject({
      status: 'completed',
      amount: 99_000,
      credits: 18,
    });
    expect(email).toContain('@');
  });

  it('refuses a changed amount and a bad hash, and answers an unknown order as VNPay expects', async () => {
    const { token } = await signUp(api);
    const before = await credits(token);
    const { order } = await orderPlan(api, token, {
      planId: 'starter',
      billingCycle: 'monthly',
      gateway: 'vnpay',
    });
    // A correctly signed notice for another amount: VNPay's code 04, nothing granted.
    const cheaper = vnpayIpnQuery(
      { tmnCode: TMN, reference: order.reference, amount: 1_000 },
      SECRET,
    );
    expect(await ipn(cheaper)).toEqual({ RspCode: '04', Message: 'invalid amount' });
    // The right amount with one field changed after signing: code 97.
    const good = vnpayIpnQuery(
      { tmnCode: TMN, reference: order.reference, amount: 199_000 },
      SECRET,
    );
    expect(await ipn({ ...good, vnp_Amount: '100' })).toEqual({
      RspCode: '97',
      Message: 'Invalid signature',
    });
    // Signed with another secret: code 97.
    const forged = vnpayIpnQuery(
      { tmnCode: TMN, reference: order.reference, amount: 199_000 },
      'another-secret-entirely-0000000000',
    );
    expect(await ipn(forged)).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    // Unknown order, correctly signed: code 01.
    const unknown = vnpayIpnQuery(
      { tmnCode: TMN, reference: 'KSNOSUCHORDER00', amount: 199_000 },
      SECRET,
    );
    expect(await ipn(unknown)).toEqual({ RspCode: '01', Message: 'Order not found' });
    expect(await plan(token)).toBe('free');
    expect(await credits(token)).toBe(before);
    const [row] = await api.deps.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('pending');
    const rejected = await api.deps.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.reference, order.reference));
    expect(rejected.map((notice) => notice.outcome).sort()).toEqual([
      'amount-mismatch',
      'bad-signature',
      'bad-signature',
    ]);
    // The real payment still completes it afterwards.
    expect(await ipn(good)).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect(await plan(token)).toBe('starter');
  });

  it('answers a payment for an expired order as already confirmed and grants nothing', async () => {
    const { token } = await signUp(api);
    const { order } = await orderPlan(api, token, {
      planId: 'starter',
      billingCycle: 'monthly',
      gateway: 'vnpay',
    });
    await api.deps.database.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const query = vnpayIpnQuery(
      { tmnCode: TMN, reference: order.reference, amount: 199_000 },
      SECRET,
    );
    expect(await ipn(query)).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await ipn(query)).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    expect(await plan(token)).toBe('free');
    expect(await credits(token)).toBe(5);
    const [row] = await api.deps.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('expired');
  });

  it('records a declined payment as failed and grants nothing', async () => {
    const { token } = await signUp(api);
    const before = await credits(token);
    const { order } = await orderPlan(api, token, {
      planId: 'basic',
      billingCycle: 'annual',
      gateway: 'vnpay',
    });
    const declined = vnpayIpnQuery(
      {
        tmnCode: TMN,
        reference: order.reference,
        amount: 950_000,
        responseCode: '24',
        transactionStatus: '02',
      },
      SECRET,
    );
    expect(await ipn(declined)).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const view = await call(api, 'GET', `/payments/orders/${order.id}`, { token });
    expect(view.body.status).toBe('failed');
    expect(await plan(token)).toBe('free');
    expect(await credits(token)).toBe(before);
  });

  it('the return URL checks the signature and never grants anything', async () => {
    const { token } = await signUp(api);
    const { order } = await orderPlan(api, token, {
      planId: 'basic',
      billingCycle: 'monthly',
      gateway: 'vnpay',
    });
    const query = vnpayIpnQuery(
      { tmnCode: TMN, reference: order.reference, amount: 99_000 },
      SECRET,
    );
    const back = await fetch(`${api.url}/payments/vnpay/return?lang=en&${toQuery(query)}`, {
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(
      new RegExp(`/en/payment/success\\?order=${order.id}$`),
    );
    expect(await plan(token)).toBe('free');
    const forged = await fetch(
      `${api.url}/payments/vnpay/return?${toQuery({ ...query, vnp_Amount: '100' })}`,
      { redirect: 'manual' },
    );
    expect(forged.headers.get('location')).toMatch(/\/payment\/error$/);
  });
});
