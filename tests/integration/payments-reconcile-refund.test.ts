import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrGateway } from '../../src/contracts/billing.ts';
import {
  adminAuditLog,
  creditAdjustments,
  creditGrants,
  orders,
  paymentAttempts,
  paymentNotifications,
  paymentRefunds,
} from '../../src/server/db/schema.ts';
import type {
  PaymentRail,
  RailRefund,
  RailStatus,
} from '../../src/server/payments/rails/payment-rail.ts';
import { RailError } from '../../src/server/payments/rails/payment-rail.ts';
import { settleRailNotice } from '../../src/server/payments/rails/settle-rail-notice.ts';
import { sandboxSign } from '../../src/server/payments/sandbox-gateway.ts';
import { reconcilePayments } from '../../src/server/services/billing/reconcile-payments.ts';
import { refundOrder } from '../../src/server/services/billing/refund-order.ts';
import { call } from './support/accounts.ts';
import { ADMIN_EMAIL, signUpAdmin, signUpUser } from './support/admin.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const HOUR = 3_600_000;
let api: TestApi;
let admin: { token: string; id: string };
beforeAll(async () => {
  api = await startTestApi({ ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await signUpAdmin(api);
});
afterAll(() => api?.stop());

const db = () => api.deps.database.db;
const now = () => api.deps.clock.now();
const quiet = { warn: () => {} };

/**
 * A provider's word as the rails' adapters give it (payment-rail.ts). It stands for MoMo or
 * ZaloPay until their rails are on main: the test says what the provider knows (paid, failed,
 * down) and the services under test ask it through the PaymentRail interface only.
 */
function standInRail(gateway: QrGateway, refunds: 'at-once' | 'later' | 'refused' | 'none') {
  const paid = new Map<string, { amount: number; transaction: string }>();
  const failed = new Set<string>();
  const down = new Set<string>();
  const refundCalls: string[] = [];
  const refundDone = new Set<string>();
  const rail: PaymentRail & { paid: typeof paid; failed: Set<string>; down: Set<string> } = {
    gateway,
    paid,
    failed,
    down,
    start: () => Promise.reject(new Error('tries are written by the test')),
    query: async ({ providerOrderId }): Promise<RailStatus> => {
      if (down.has(providerOrderId)) throw new RailError(gateway, 'timeout', 'no answer');
      const payment = paid.get(providerOrderId);
      if (payment) return { state: 'paid', ...payment, payload: { providerOrderId, paid: true } };
      if (failed.has(providerOrderId)) return { state: 'failed', payload: { providerOrderId } };
      return { state: 'pending', payload: { providerOrderId } };
    },
  };
  if (refunds === 'none') return { rail, refundCalls };
  rail.refund = async ({ refundId }): Promise<RailRefund> => {
    refundCalls.push(refundId);
    if (refunds === 'refused' && refundCalls.length === 1) {
      return { state: 'failed', failureCode: '1001', payload: { refundId } };
    }
    if (refunds === 'later') return { state: 'pending', payload: { refundId } };
    return { state: 'completed', payload: { refundId } };
  };
  rail.refundStatus = async ({ refundId }) =>
    refundDone.has(refundId)
      ? { state: 'completed', payload: { refundId } }
      : { state: 'pending', payload: { refundId } };
  return { rail, refundCalls, refundDone };
}

/** A pending order of the user's, made through the API as the checkout makes it. */
async function newOrder(token: string, body: Record<string, string>) {
  const path = body.packId ? '/payments/credit-packs/orders' : '/payments/orders';
  const res = await call(api, 'POST', path, { token, body: { ...body, gateway: 'sandbox' } });
  expect(res.status).toBe(201);
  return res.body.order as { id: string; reference: string; amount: number };
}

/** A try at the provider, as start-qr-payment.ts saves it once the provider accepted. */
async function openTry(orderId: string, gateway: QrGateway, providerOrderId: string, ends: Date) {
  await db()
    .insert(paymentAttempts)
    .values({
      orderId,
      gateway,
      providerOrderId,
      redirectUrl: `https://provider.test/pay/${providerOrderId}`,
      expiresAt: ends,
      createdAt: now(),
    });
}

const orderRow = async (id: string) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const tryRow = async (providerOrderId: string) =>
  (
    await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, providerOrderId))
  )[0]!;
const balance = async (token: string) =>
  ((await call(api, 'GET', '/dashboard/summary', { token })).body.credits as { balance: number })
    .balance;
const planOf = async (token: string) =>
  (await call(api, 'GET', '/billing', { token })).body.planId as string;
const reconcile = (rails: Partial<Record<QrGateway, PaymentRail>>, at = now()) =>
  reconcilePayments({ db: db(), queue: api.deps.queue, logger: quiet, rails, now: at });

/** Pays a sandbox order with the sandbox's signed notification. */
async function paySandbox(reference: string, amount: number) {
  const raw = JSON.stringify({
    reference,
    amount,
    outcome: 'success',
    transaction: `SBX${reference}`,
    sentAt: now().toISOString(),
  });
  const res = await fetch(`${api.url}/payments/sandbox/notify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': sandboxSign(raw, api.deps.env.APP_SECRET),
    },
    body: raw,
  });
  expect(res.status).toBe(200);
}

describe('reconciliation (decision 135)', () => {
  it('settles a paid try exactly once even when the notification arrives at the same time', async () => {
    const user = await signUpUser(api);
    const order = await newOrder(user.token, { planId: 'pro', billingCycle: 'monthly' });
    const { rail } = standInRail('momo', 'none');
    await openTry(order.id, 'momo', 'MOMO-PAID-1', new Date(now().getTime() + HOUR));
    rail.paid.set('MOMO-PAID-1', { amount: order.amount, transaction: 'T-PAID-1' });

    const notice = settleRailNotice(
      { db: db(), queue: api.deps.queue, now: now() },
      {
        gateway: 'momo',
        providerOrderId: 'MOMO-PAID-1',
        paid: true,
        amount: order.amount,
        transaction: 'T-PAID-1',
        payload: { from: 'notification' },
      },
    );
    const [pass, notified] = await Promise.all([reconcile({ momo: rail }), notice]);
    expect([pass.settled, notified.outcome === 'completed' ? 1 : 0].sort()).toEqual([0, 1]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'completed', gateway: 'momo' });
    expect((await tryRow('MOMO-PAID-1')).status).toBe('paid');
    const grants = await db()
      .select()
      .from(creditGrants)
      .where(and(eq(creditGrants.userId, user.id), eq(creditGrants.source, 'plan')));
    expect(grants).toHaveLength(1);
    expect(await balance(user.token)).toBe(80);
    // The answer of the query is on the trail, marked as reconciliation's.
    const trail = await db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.reference, order.reference));
    expect(
      trail.some((row) => (row.payload as { source?: string }).source === 'reconciliation'),
    ).toBe(true);
    expect((await reconcile({ momo: rail })).settled).toBe(0);
  });

  it('closes failed and expired tries, skips a provider that is down, expires unpaid orders', async () => {
    const user = await signUpUser(api);
    const { rail } = standInRail('zalopay', 'none');
    const failedOrder = await newOrder(user.token, { planId: 'basic', billingCycle: 'monthly' });
    const lateOrder = await newOrder(user.token, { planId: 'basic', billingCycle: 'monthly' });
    const downOrder = await newOrder(user.token, { planId: 'basic', billingCycle: 'monthly' });
    const soon = new Date(now().getTime() + 15 * 60_000);
    await openTry(failedOrder.id, 'zalopay', 'ZP-FAILED', soon);
    await openTry(lateOrder.id, 'zalopay', 'ZP-LATE', soon);
    await openTry(downOrder.id, 'zalopay', 'ZP-DOWN', soon);
    rail.failed.add('ZP-FAILED');
    rail.down.add('ZP-DOWN');

    const first = await reconcile({ zalopay: rail });
    expect(first.errors).toBe(1);
    // A failed payment closes its try only: the order stays payable.
    expect((await tryRow('ZP-FAILED')).status).toBe('closed');
    expect((await orderRow(failedOrder.id)).status).toBe('pending');
    expect((await tryRow('ZP-LATE')).status).toBe('open');

    // A day later: the tries' and the orders' ends have passed.
    const dayLater = new Date(now().getTime() + 25 * HOUR);
    rail.down.clear();
    await reconcile({ zalopay: rail }, dayLater);
    expect((await tryRow('ZP-LATE')).status).toBe('closed');
    expect((await tryRow('ZP-DOWN')).status).toBe('closed');
    for (const order of [failedOrder, lateOrder, downOrder]) {
      expect((await orderRow(order.id)).status).toBe('expired');
    }
    const pay = await call(api, 'POST', `/payments/orders/${lateOrder.id}/pay`, {
      token: user.token,
      body: { gateway: 'sandbox' },
    });
    expect(pay.status).toBe(409);
    expect(pay.body.code).toBe('order_expired');
  });
});

describe('refunds from the admin area (decision 135)', () => {
  it('refunds a credit pack through its rail: credits taken back, in the ledger and the audit log', async () => {
    const user = await signUpUser(api);
    const order = await newOrder(user.token, { packId: 'pack-30' });
    const { rail, refundCalls } = standInRail('momo', 'at-once');
    await openTry(order.id, 'momo', 'MOMO-PACK', new Date(now().getTime() + HOUR));
    rail.paid.set('MOMO-PACK', { amount: order.amount, transaction: 'T-PACK' });
    await reconcile({ momo: rail });
    expect(await balance(user.token)).toBe(35);

    const refund = await refundOrder(
      { db: db(), rails: { momo: rail }, now: now() },
      { orderId: order.id, reason: 'Khách đổi ý', admin: { id: admin.id, email: ADMIN_EMAIL } },
    );
    expect(refund).toMatchObject({ status: 'completed', creditsTakenBack: 30, gateway: 'momo' });
    expect(refundCalls).toEqual([refund.providerRefundId]);
    expect((await orderRow(order.id)).status).toBe('refunded');
    expect(await balance(user.token)).toBe(5);
    const [ledger] = await db()
      .select()
      .from(creditAdjustments)
      .where(eq(creditAdjustments.userId, user.id));
    expect(ledger).toMatchObject({ amount: -30, adminId: admin.id });
    expect(ledger!.reason).toContain(order.reference);
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, order.id));
    expect(audit).toMatchObject({ action: 'payment.refund', adminEmail: ADMIN_EMAIL });

    const again = await call(api, 'POST', `/api/admin/payments/${order.id}/refund`, {
      token: admin.token,
      lang: 'vi',
      body: { reason: 'Lần hai' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_refunded');
    expect(again.body.detail).toBe('Đơn hàng này đã được hoàn tiền.');
  });

  it('refunds a sandbox plan over HTTP: the plan ends now, its credits go, a second refund is 409', async () => {
    const user = await signUpUser(api);
    const order = await newOrder(user.token, { planId: 'pro', billingCycle: 'monthly' });
    await paySandbox(order.reference, order.amount);
    expect(await planOf(user.token)).toBe('pro');
    expect(await balance(user.token)).toBe(80);

    const member = await call(api, 'POST', `/api/admin/payments/${order.id}/refund`, {
      token: user.token,
      body: { reason: 'x' },
    });
    expect(member.status).toBe(403);
    const empty = await call(api, 'POST', `/api/admin/payments/${order.id}/refund`, {
      token: admin.token,
      lang: 'vi',
      body: { reason: '  ' },
    });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.body)).toContain('Nhập lý do dài từ 1 đến 500 ký tự');

    const res = await call(api, 'POST', `/api/admin/payments/${order.id}/refund`, {
      token: admin.token,
      body: { reason: 'Charged twice by the bank' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: order.id,
      status: 'refunded',
      user_email: user.email,
      refund_way: 'none',
      refund: { status: 'completed', credits_taken_back: 75, reason: 'Charged twice by the bank' },
    });
    expect(await planOf(user.token)).toBe('free');
    expect(await balance(user.token)).toBe(5);
    const [ledger] = await db()
      .select()
      .from(creditAdjustments)
      .where(eq(creditAdjustments.userId, user.id));
    expect(ledger).toMatchObject({ amount: -75 });

    const again = await call(api, 'POST', `/api/admin/payments/${order.id}/refund`, {
      token: admin.token,
      body: { reason: 'Again' },
    });
    expect(again.status).toBe(409);

    const list = await call(api, 'GET', '/api/admin/payments?status=refunded&gateway=sandbox', {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    const rows = list.body.payments as { id: string; status: string }[];
    expect(rows.map((row) => row.id)).toContain(order.id);
    expect(rows.every((row) => row.status === 'refunded')).toBe(true);
    const bad = await call(api, 'GET', '/api/admin/payments?status=lost', { token: admin.token });
    expect(bad.status).toBe(422);
  });

  it('sends a payment with no refund here outside Kiểu Studio, with a clear 400', async () => {
    const user = await signUpUser(api);
    const order = await newOrder(user.token, { packId: 'pack-10' });
    // Paid by bank transfer through payOS, which has no refund API.
    await db()
      .update(orders)
      .set({ status: 'completed', gateway: 'vietqr', completedAt: now() })
      .where(eq(orders.id, order.id));
    const list = await call(api, 'GET', '/api/admin/payments?gateway=vietqr', {
      token: admin.token,
    });
    expect(list.body.payments).toEqual([
      expect.objectContaining({ id: order.id, refund_way: 'outside' }),
    ]);
    const res = await call(api, 'POST', `/api/admin/payments/${order.id}/refund`, {
      token: admin.token,
      lang: 'vi',
      body: { reason: 'Khách yêu cầu' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('refund_unsupported');
    expect(res.body.detail).toContain('ngoài Kiểu Studio');
    expect(
      await db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id)),
    ).toEqual([]);
    const pending = await newOrder(user.token, { packId: 'pack-10' });
    const notPaid = await call(api, 'POST', `/api/admin/payments/${pending.id}/refund`, {
      token: admin.token,
      body: { reason: 'x' },
    });
    expect(notPaid.body.code).toBe('order_not_refundable');
  });

  it('a refused refund can be tried again with a new id; a later one is completed by reconciliation', async () => {
    const user = await signUpUser(api);
    const refused = standInRail('zalopay', 'refused');
    const order = await newOrder(user.token, { packId: 'pack-10' });
    await openTry(order.id, 'zalopay', 'ZP-PACK', new Date(now().getTime() + HOUR));
    refused.rail.paid.set('ZP-PACK', { amount: order.amount, transaction: 'ZPT-1' });
    await reconcile({ zalopay: refused.rail });
    const input = {
      orderId: order.id,
      reason: 'Sai gói',
      admin: { id: admin.id, email: ADMIN_EMAIL },
    };
    const deps = { db: db(), rails: { zalopay: refused.rail }, now: now() };
    await expect(refundOrder(deps, input)).rejects.toMatchObject({ code: 'refund_failed' });
    const [failed] = await db()
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id));
    expect(failed).toMatchObject({ status: 'failed', failureCode: '1001' });
    expect(await balance(user.token)).toBe(15);

    // The provider now answers "processing": the refund waits, then reconciliation completes it.
    const later = standInRail('zalopay', 'later');
    later.rail.paid.set('ZP-PACK', { amount: order.amount, transaction: 'ZPT-1' });
    const pending = await refundOrder({ ...deps, rails: { zalopay: later.rail } }, input);
    expect(pending.status).toBe('pending');
    expect(pending.providerRefundId).not.toBe(failed!.providerRefundId);
    expect(await balance(user.token)).toBe(15);
    expect((await reconcile({ zalopay: later.rail })).refundsCompleted).toBe(0);
    later.refundDone!.add(pending.providerRefundId);
    expect((await reconcile({ zalopay: later.rail })).refundsCompleted).toBe(1);
    expect((await reconcile({ zalopay: later.rail })).refundsCompleted).toBe(0);
    expect(await balance(user.token)).toBe(5);
    expect((await orderRow(order.id)).status).toBe('refunded');
  });
});

describe('payments to review (decision 131)', () => {
  it('lists money that settled nothing and resolves it once, with an audit entry', async () => {
    const user = await signUpUser(api);
    const order = await newOrder(user.token, { packId: 'pack-10' });
    await openTry(order.id, 'momo', 'MOMO-SHORT', new Date(now().getTime() + HOUR));
    const settled = await settleRailNotice(
      { db: db(), queue: api.deps.queue, now: now() },
      {
        gateway: 'momo',
        providerOrderId: 'MOMO-SHORT',
        paid: true,
        amount: 1_000,
        transaction: 'T-SHORT',
        payload: { orderId: 'MOMO-SHORT', amount: 1_000 },
      },
    );
    expect(settled.outcome).toBe('amount-mismatch');

    const member = await call(api, 'GET', '/api/admin/payments/review', { token: user.token });
    expect(member.status).toBe(403);
    const list = await call(api, 'GET', '/api/admin/payments/review', { token: admin.token });
    const notices = list.body.notices as { id: string; reference: string; amount: number }[];
    const notice = notices.find((row) => row.reference === order.reference)!;
    expect(notice).toMatchObject({ outcome: 'amount-mismatch', amount: 1_000, gateway: 'momo' });

    const empty = await call(api, 'POST', `/api/admin/payments/review/${notice.id}/resolve`, {
      token: admin.token,
      body: { resolution: '' },
    });
    expect(empty.status).toBe(422);
    const resolved = await call(api, 'POST', `/api/admin/payments/review/${notice.id}/resolve`, {
      token: admin.token,
      body: { resolution: 'Refunded 1,000 đ by hand in the MoMo portal' },
    });
    expect(resolved.status).toBe(200);
    expect((resolved.body.notices as { id: string }[]).some((row) => row.id === notice.id)).toBe(
      false,
    );
    const [row] = await db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.id, notice.id));
    expect(row).toMatchObject({ resolvedBy: admin.id });
    expect(row!.resolution).toContain('by hand');
    const twice = await call(api, 'POST', `/api/admin/payments/review/${notice.id}/resolve`, {
      token: admin.token,
      lang: 'vi',
      body: { resolution: 'Again' },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('Thông báo này đã được xử lý.');
    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, notice.id))
      .orderBy(desc(adminAuditLog.createdAt));
    expect(audit).toMatchObject({ action: 'payment.review.resolve' });
    const unknown = await call(api, 'POST', '/api/admin/payments/review/not-an-id/resolve', {
      token: admin.token,
      body: { resolution: 'x' },
    });
    expect(unknown.status).toBe(404);
  });
});
