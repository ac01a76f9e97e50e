import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations, orders, users } from '../../src/server/db/schema.ts';
import { sandboxSign } from '../../src/server/payments/sandbox-gateway.ts';
import { reserveCredits } from '../../src/server/services/credits/reserve-credits.ts';
import { settleCharge } from '../../src/server/services/credits/settle-charge.ts';
import { call, signUp } from './support/accounts.ts';
import { orderPlan } from './support/payments.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { testDbKind } from './support/test-database.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: 'true' });
});
afterAll(() => api?.stop());

const db = () => api.deps.database.db;
const credits = async (token: string) => {
  const dashboard = await call(api, 'GET', '/dashboard/summary', { token });
  return (dashboard.body.credits as { balance: number }).balance;
};
const plan = async (token: string) => (await call(api, 'GET', '/billing', { token })).body.planId;

/** Spends credits the way a finished generation does: held, then kept. */
async function spend(email: string, amount: number) {
  const [user] = await db().select().from(users).where(eq(users.email, email.toLowerCase()));
  const [generation] = await db()
    .insert(generations)
    .values({ userId: user!.id, tool: 'virtual-tryon', status: 'processing' })
    .returning();
  const now = new Date();
  await db().transaction((tx) =>
    reserveCredits(tx, { userId: user!.id, generationId: generation!.id, amount, now }),
  );
  await db().transaction((tx) =>
    settleCharge(tx, { generationId: generation!.id, outcome: 'captured', now }),
  );
}

/** The sandbox gateway's signed server notification for an order. */
function notify(reference: string, amount: number, transaction = `SBX${reference}`) {
  const raw = JSON.stringify({
    reference,
    amount,
    outcome: 'success',
    transaction,
    sentAt: new Date().toISOString(),
  });
  return fetch(`${api.url}/payments/sandbox/notify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': sandboxSign(raw, api.deps.env.APP_SECRET),
    },
    body: raw,
  });
}

async function buyStarter() {
  const account = await signUp(api);
  const { order } = await orderPlan(api, account.token, {
    planId: 'starter',
    billingCycle: 'monthly',
    gateway: 'sandbox',
  });
  expect(order.amount).toBe(199_000);
  expect((await notify(order.reference, order.amount)).status).toBe(200);
  expect(await credits(account.token)).toBe(5 + 38);
  return account;
}

async function upgradeToPro(token: string) {
  const quote = await call(api, 'GET', '/payments/quote?planId=pro&billingCycle=monthly', {
    token,
  });
  const { order } = await orderPlan(api, token, {
    planId: 'pro',
    billingCycle: 'monthly',
    gateway: 'sandbox',
  });
  expect(order.amount).toBe(quote.body.amount);
  return { quote: quote.body, order };
}

describe('upgrade credits (decision 038): Starter to Pro on the day of purchase', () => {
  it('with no credit spent: Starter is credited in full and its credits leave, as if Pro were bought directly', async () => {
    const { token } = await buyStarter();
    const { quote, order } = await upgradeToPro(token);
    expect(quote).toMatchObject({
      kind: 'upgrade',
      listPrice: 399_000,
      unusedCredit: 199_000,
      amount: 200_000,
      creditsTradedIn: 38,
    });
    await notify(order.reference, order.amount);
    expect(await plan(token)).toBe('pro');
    // Paid 199,000 + 200,000 = 399,000 in all for Pro's 75 (and the free plan's 5), as direct.
    expect(await credits(token)).toBe(5 + 75);
  });

  it('with half of Starter spent: half the price is credited and the unspent half traded in', async () => {
    const { token, email } = await buyStarter();
    await spend(email, 5 + 19);
    expect(await credits(token)).toBe(19);
    const { quote, order } = await upgradeToPro(token);
    expect(quote).toMatchObject({ unusedCredit: 99_000, amount: 300_000, creditsTradedIn: 19 });
    await notify(order.reference, order.amount);
    expect(await plan(token)).toBe('pro');
    // 199,000 + 300,000 paid: 19 credits used on Starter and Pro's 75 now.
    expect(await credits(token)).toBe(75);
  });

  it('with all of Starter spent: nothing is credited, Pro costs its list price', async () => {
    const { token, email } = await buyStarter();
    await spend(email, 43);
    const { quote, order } = await upgradeToPro(token);
    expect(quote).toMatchObject({ unusedCredit: 0, amount: 399_000, creditsTradedIn: 0 });
    await notify(order.reference, order.amount);
    expect(await plan(token)).toBe('pro');
    expect(await credits(token)).toBe(75);
  });

  it('credits spent between ordering and paying are taken from the new plan, never refunded twice', async () => {
    const { token, email } = await buyStarter();
    await spend(email, 5 + 19);
    const { order } = await upgradeToPro(token);
    expect(order.amount).toBe(300_000);
    // The 19 the price credit stands for are spent before the payment arrives.
    await spend(email, 19);
    await notify(order.reference, order.amount);
    expect(await plan(token)).toBe('pro');
    expect(await credits(token)).toBe(75 - 19);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'completed', creditsTradedIn: 19 });
  });
});

describe('a downgrade chosen now', () => {
  it('creates no order: it is scheduled, shown, and can be dropped', async () => {
    const { token } = await buyStarter();
    const change = { planId: 'basic', billingCycle: 'monthly' };
    const refused = await call(api, 'POST', '/payments/orders', {
      token,
      body: { ...change, gateway: 'sandbox' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('downgrade_not_charged');
    const scheduled = await call(api, 'PUT', '/billing/scheduled-change', { token, body: change });
    expect(scheduled.body).toMatchObject({ planId: 'starter', next: { planId: 'basic' } });
    const history = await call(api, 'GET', '/payments/history', { token });
    expect((history.body.payments as { kind: string }[]).map((p) => p.kind)).toEqual(['new']);
    const dropped = await call(api, 'DELETE', '/billing/scheduled-change', { token });
    expect(dropped.body).toMatchObject({ planId: 'starter', next: null });
  });
});

describe(`orders are paid once (on ${testDbKind})`, () => {
  it('parallel notifications for one order grant plan and credits once', async () => {
    const { token } = await signUp(api);
    const { order } = await orderPlan(api, token, {
      planId: 'starter',
      billingCycle: 'monthly',
      gateway: 'sandbox',
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        notify(order.reference, order.amount, `SBXPAR${i}`).then(
          async (res) => ((await res.json()) as { outcome: string }).outcome,
        ),
      ),
    );
    expect(answers.filter((outcome) => outcome === 'completed')).toHaveLength(1);
    expect(answers.filter((outcome) => outcome === 'already-settled')).toHaveLength(7);
    expect(await plan(token)).toBe('starter');
    expect(await credits(token)).toBe(43);
  });

  it('a second checkout of the same choice reuses the open order', async () => {
    const { token } = await signUp(api);
    const body = { planId: 'basic', billingCycle: 'monthly', gateway: 'sandbox' } as const;
    const first = await orderPlan(api, token, body);
    const second = await orderPlan(api, token, body);
    expect(second.order.id).toBe(first.order.id);
    const history = await call(api, 'GET', '/payments/history', { token });
    expect(history.body.payments).toHaveLength(1);
  });

  it('an order left unpaid for a day expires: it cannot be paid, and a late notification grants nothing', async () => {
    const { token } = await signUp(api);
    const { order, redirectUrl } = await orderPlan(api, token, {
      planId: 'pro',
      billingCycle: 'monthly',
      gateway: 'sandbox',
    });
    await db()
      .update(orders)
      .set({
        createdAt: new Date(Date.now() - 25 * 3_600_000),
        expiresAt: new Date(Date.now() - 3_600_000),
      })
      .where(eq(orders.id, order.id));
    // The hosted page's button no longer pays it: the browser lands on the error page.
    const back = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toContain('/payment/error');
    const pay = await call(api, 'POST', `/payments/orders/${order.id}/pay`, {
      token,
      lang: 'vi',
      body: { gateway: 'sandbox' },
    });
    expect(pay.status).toBe(409);
    expect(pay.body.code).toBe('order_expired');
    expect(pay.body.detail).toContain('hết hạn');
    const late = await notify(order.reference, order.amount);
    expect(await late.json()).toMatchObject({ outcome: 'already-settled' });
    expect(await plan(token)).toBe('free');
    expect(await credits(token)).toBe(5);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('expired');
  });

  it('a notification for an expired order, even several at once, changes nothing', async () => {
    const { token } = await signUp(api);
    const { order } = await orderPlan(api, token, {
      planId: 'starter',
      billingCycle: 'monthly',
      gateway: 'sandbox',
    });
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        notify(order.reference, order.amount, `SBXEXP${i}`).then(
          async (res) => ((await res.json()) as { outcome: string }).outcome,
        ),
      ),
    );
    expect(answers.filter((outcome) => outcome === 'expired')).toHaveLength(1);
    expect(answers.filter((outcome) => outcome === 'already-settled')).toHaveLength(3);
    expect(await plan(token)).toBe('free');
    expect(await credits(token)).toBe(5);
    const history = await call(api, 'GET', '/payments/history', { token });
    expect((history.body.payments as { status: string }[])[0]!.status).toBe('expired');
  });
});
