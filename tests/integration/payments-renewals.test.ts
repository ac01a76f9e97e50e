import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema.ts';
import { sandboxSign } from '../../src/server/payments/sandbox-gateway.ts';
import { runRenewals } from '../../src/server/services/billing/run-renewals.ts';
import { call, mailTo, signUp } from './support/accounts.ts';
import { orderPlan } from './support/payments.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { createTestClock } from './support/test-clock.ts';

const DAY = 86_400_000;
const clock = createTestClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: 'true', RENEWAL_NOTICE_DAYS: '3' }, { clock });
});
afterAll(() => api?.stop());

const renew = () =>
  runRenewals(
    {
      db: api.deps.database.db,
      mailer: api.deps.mailer,
      logger: api.deps.logger,
      siteUrl: 'http://site.test',
      noticeDays: 3,
    },
    clock.now(),
  );
interface Account {
  email: string;
  password: string;
  token: string;
}
/** Access tokens live 7 days on the API's clock: after moving it, sign in again. */
async function fresh(account: Account): Promise<string> {
  const login = await call(api, 'POST', '/auth/login', {
    body: { username: account.email, password: account.password },
  });
  expect(login.status).toBe(200);
  account.token = login.body.access_token as string;
  return account.token;
}
const state = async (account: Account) => {
  const token = await fresh(account);
  const billing = await call(api, 'GET', '/billing', { token });
  const dashboard = await call(api, 'GET', '/dashboard/summary', { token });
  return {
    plan: billing.body.planId as string,
    next: billing.body.next as { planId: string } | null,
    credits: (dashboard.body.credits as { balance: number }).balance,
  };
};
/** Pays an order the way the sandbox gateway's notification does. */
async function pay(reference: string, amount: number) {
  const raw = JSON.stringify({
    reference,
    amount,
    outcome: 'success',
    transaction: `SBX${reference}`,
    sentAt: clock.now().toISOString(),
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
async function buy(account: Account, planId: string, billingCycle: 'monthly' | 'annual') {
  const token = await fresh(account);
  const { order } = await orderPlan(api, token, { planId, billingCycle, gateway: 'sandbox' });
  await pay(order.reference, order.amount);
  return order;
}

describe('credits over time, with a controllable clock', () => {
  it('the hourly pass marks a checkout left unpaid for a day expired; a new checkout opens a new order', async () => {
    clock.reset();
    const account = await signUp(api);
    const body = { planId: 'basic', billingCycle: 'monthly', gateway: 'sandbox' } as const;
    const { order } = await orderPlan(api, account.token, body);
    clock.advance(23 * 3_600_000);
    await renew();
    expect((await orderPlan(api, await fresh(account), body)).order.id).toBe(order.id);
    clock.advance(2 * 3_600_000);
    expect((await renew()).expired).toBeGreaterThanOrEqual(1);
    const [row] = await api.deps.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('expired');
    const again = await orderPlan(api, await fresh(account), body);
    expect(again.order.id).not.toBe(order.id);
    expect(again.order.status).toBe('pending');
  });

  it('an annual plan grants its credits month by month, each month once; grants expire after 12 months', async () => {
    clock.reset();
    // Begin on a 31st, where counting each month from the one before would drift to the 28th
    // after February and fit a thirteenth month into the year.
    while (clock.now().getUTCDate() !== 31) clock.advance(DAY);
    const account = await signUp(api);
    await buy(account, 'basic', 'annual');
    // 5 free credits and the first month's 18.
    expect(await state(account)).toMatchObject({ plan: 'basic', credits: 23 });
    clock.advance(31 * DAY);
    await renew();
    await renew();
    expect((await state(account)).credits).toBe(41);
    // A year and a day after signing up: the free credits and the first month's grant have
    // expired; the eleven later monthly grants have not. No month was granted twice.
    clock.advance(335 * DAY);
    await renew();
    await renew();
    expect(await state(account)).toMatchObject({ plan: 'free', credits: 11 * 18 });
  });

  it('a month keeps the credits its order bought, whatever the catalogue says now (decision 065)', async () => {
    clock.reset();
    const account = await signUp(api);
    const order = await buy(account, 'basic', 'annual');
    expect(await state(account)).toMatchObject({ plan: 'basic', credits: 5 + 18 });
    // As if the order had been paid when Basic gave 50 credits a month.
    await api.deps.database.db.update(orders).set({ credits: 50 }).where(eq(orders.id, order.id));
    clock.advance(31 * DAY);
    await renew();
    expect((await state(account)).credits).toBe(5 + 18 + 50);
  });

  it('a renewal order is opened once before the period ends, mailed, and grants the next cycle once', async () => {
    clock.reset();
    const account = await signUp(api);
    const first = await buy(account, 'starter', 'monthly');
    expect((await state(account)).credits).toBe(5 + 38);
    clock.advance(28 * DAY);
    await renew();
    await renew();
    const [bought] = await api.deps.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, first.id));
    const renewals = await api.deps.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.kind, 'renewal'), eq(orders.userId, bought!.userId!)));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'pending', amount: 199_000, planId: 'starter' });
    const mail = (await mailTo(api, account.email)).find((message) =>
      /renews soon|gia hạn/.test(message.subject),
    );
    expect(mail?.text).toContain(`/checkout?order=${renewals[0]!.id}`);
    // Paid before the period ends: the period is extended, no credits yet for the next cycle.
    await pay(renewals[0]!.reference, 199_000);
    await pay(renewals[0]!.reference, 199_000);
    expect(await state(account)).toMatchObject({ plan: 'starter', credits: 43 });
    // The next cycle begins: its credits come once, however often the pass runs.
    clock.advance(3 * DAY);
    await renew();
    await renew();
    expect(await state(account)).toMatchObject({ plan: 'starter', credits: 81 });
  });

  it('an upgrade starts now, less the unused share; a downgrade is scheduled and charged only when its period starts', async () => {
    clock.reset();
    const account = await signUp(api);
    await buy(account, 'basic', 'monthly');
    clock.advance(15 * DAY);
    const quote = await call(api, 'GET', '/payments/quote?planId=pro&billingCycle=monthly', {
      token: await fresh(account),
    });
    expect(quote.body.kind).toBe('upgrade');
    // About half of basic's 99,000đ is left, rounded to 1,000đ.
    expect(quote.body.unusedCredit).toBeGreaterThanOrEqual(48_000);
    expect(quote.body.unusedCredit).toBeLessThanOrEqual(52_000);
    expect(quote.body.amount).toBe(399_000 - (quote.body.unusedCredit as number));
    // Decision 038: the basic credits that credit stands for (about half) leave the balance.
    const traded = quote.body.creditsTradedIn as number;
    expect(traded).toBeGreaterThanOrEqual(8);
    expect(traded).toBeLessThanOrEqual(10);
    const proOrder = await buy(account, 'pro', 'monthly');
    expect(await state(account)).toMatchObject({ plan: 'pro', credits: 5 + 18 - traded + 75 });

    const down = await call(api, 'GET', '/payments/quote?planId=basic&billingCycle=monthly', {
      token: await fresh(account),
    });
    expect(down.body).toMatchObject({ kind: 'downgrade', amount: 99_000 });
    const credits = 5 + 18 - traded + 75;
    // Decision 038: a downgrade is never charged before its period starts.
    const ordered = await call(api, 'POST', '/payments/orders', {
      token: await fresh(account),
      lang: 'vi',
      body: { planId: 'basic', billingCycle: 'monthly', gateway: 'sandbox' },
    });
    expect(ordered.status).toBe(409);
    expect(ordered.body.code).toBe('downgrade_not_charged');
    expect(ordered.body.detail).toContain('gói rẻ hơn');
    const notDown = await call(api, 'PUT', '/billing/scheduled-change', {
      token: await fresh(account),
      body: { planId: 'premium', billingCycle: 'monthly' },
    });
    expect(notDown.body.code).toBe('not_a_downgrade');
    const scheduled = await call(api, 'PUT', '/billing/scheduled-change', {
      token: await fresh(account),
      body: { planId: 'basic', billingCycle: 'monthly' },
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body).toMatchObject({
      planId: 'pro',
      next: { planId: 'basic', scheduled: true },
    });
    const userId = (
      await api.deps.database.db.select().from(orders).where(eq(orders.id, proOrder.id))
    )[0]!.userId!;
    const ordersOf = () =>
      api.deps.database.db.select().from(orders).where(eq(orders.userId, userId));
    const before = (await ordersOf()).length;
    // Near the period's end: no renewal of Pro is opened and nothing is charged yet.
    clock.advance(29 * DAY);
    await renew();
    expect(await ordersOf()).toHaveLength(before);
    expect(await state(account)).toMatchObject({ plan: 'pro', next: { planId: 'basic' }, credits });
    // The period ends: the job opens the Basic order once and mails it; Basic starts when paid.
    clock.advance(2 * DAY);
    await renew();
    await renew();
    const opened = (await ordersOf()).filter((order) => order.kind === 'downgrade');
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({ status: 'pending', planId: 'basic', amount: 99_000 });
    expect((await ordersOf()).length).toBe(before + 1);
    const mail = (await mailTo(api, account.email)).find((message) =>
      /ready to pay|sẵn sàng để thanh toán/.test(message.subject),
    );
    expect(mail?.text).toContain(`/checkout?order=${opened[0]!.id}`);
    expect((await state(account)).plan).toBe('free');
    await pay(opened[0]!.reference, 99_000);
    await pay(opened[0]!.reference, 99_000);
    expect(await state(account)).toMatchObject({
      plan: 'basic',
      next: null,
      credits: credits + 18,
    });
  });
});
