import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { subscriptions, users } from '../../../src/server/db/schema.ts';
import { grantCredits } from '../../../src/server/services/credits/grant-credits.ts';
import type { TestApi } from './test-api.ts';
import { call } from './accounts.ts';

/**
 * VNPay's signature computed here independently of the product code, exactly as VNPay's
 * merchant documentation shows it (PHP demo: ksort, urlencode each key and value, join with '&',
 * hash_hmac('sha512', data, secret)). PHP's urlencode encodes everything but letters, digits and
 * -_. and writes spaces as '+'.
 */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

export function vnpaySignature(params: Record<string, string>, secret: string): string {
  const data = Object.keys(params)
    .filter(
      (key) => key.startsWith('vnp_') && key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType',
    )
    .sort()
    .map((key) => `${phpUrlencode(key)}=${phpUrlencode(params[key]!)}`)
    .join('&');
  return createHmac('sha512', secret).update(data, 'utf8').digest('hex');
}

/** The IPN VNPay would send for an order, signed with `secret` unless told otherwise. */
export function vnpayIpnQuery(
  fields: {
    tmnCode: string;
    reference: string;
    amount: number;
    responseCode?: string;
    transactionStatus?: string;
    transactionNo?: string;
  },
  secret: string,
): Record<string, string> {
  const params: Record<string, string> = {
    vnp_Amount: String(fields.amount * 100),
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14226112',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: `Thanh toan don hang ${fields.reference}`,
    vnp_PayDate: '20261121170112',
    vnp_ResponseCode: fields.responseCode ?? '00',
    vnp_TmnCode: fields.tmnCode,
    vnp_TransactionNo: fields.transactionNo ?? '14226112',
    vnp_TransactionStatus: fields.transactionStatus ?? '00',
    vnp_TxnRef: fields.reference,
  };
  return { ...params, vnp_SecureHash: vnpaySignature(params, secret) };
}

export function toQuery(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

/** Creates an order through the API and answers it with the redirect URL. */
export async function orderPlan(
  api: TestApi,
  token: string,
  body: { planId: string; billingCycle: 'monthly' | 'annual'; gateway: 'sandbox' | 'vnpay' },
) {
  const res = await call(api, 'POST', '/payments/orders', { token, body });
  if (res.status !== 201) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as unknown as {
    order: { id: string; reference: string; amount: number; status: string };
    redirectUrl: string;
  };
}

/** Puts the account with `email` on a paid plan for a month, as a completed order would. */
export async function subscribe(api: TestApi, email: string, planId: string) {
  const db = api.deps.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  const now = api.deps.clock.now();
  await db.insert(subscriptions).values({
    userId: user!.id,
    planId,
    billingCycle: 'monthly',
    periodStart: now,
    periodEnd: new Date(now.getTime() + 30 * 86_400_000),
    creditsGrantedThrough: now,
  });
}

/** Admin-granted credits, for a test that buys an option dearer than the free trial's 5. */
export async function grantTestCredits(api: TestApi, email: string, amount: number) {
  const db = api.deps.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  await grantCredits(db, {
    userId: user!.id,
    source: 'admin',
    reference: `test-${randomUUID()}`,
    amount,
    now: api.deps.clock.now(),
  });
}
