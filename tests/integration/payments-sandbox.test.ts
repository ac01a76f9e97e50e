import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/server/db/schema.ts';
import { sandboxSign } from '../../src/server/payments/sandbox-gateway.ts';
import { call, mailTo, signUp } from './support/accounts.ts';
import { orderPlan } from './support/payments.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: 'true', PUBLIC_SITE_URL: 'http://site.test' });
});
afterAll(() => api?.stop());

const secret = () => api.deps.env.APP_SECRET;
const summary = async (token: string) => {
  const billing = await call(api, 'GET', '/billing', { token });
  const dashboard = await call(api, 'GET', '/dashboard/summary', { token });
  return {
    plan: billing.body.planId,
    credits: (dashboard.body.credits as { balance: number }).balance,
  };
};
const orderRow = async (id: string) =>
  (await api.deps.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** The payer's choice on the hosted sandbox page, as the browser submits it. */
const choose = (redirectUrl: string, outcome: string) =>
  fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });

/** A notification as the sandbox gateway signs it. */
const notify = (body: Record<string, unknown>, signWith = secret()) => {
  const raw = JSON.stringify(body);
  return fetch(`${api.url}/payments/sandbox/notify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': sandboxSign(raw, signWith),
    },
    body: raw,
  });
};

async function waitForMail(to: string, subject: RegExp) {
  for (let i = 0; i < 100; i++) {
    const mail = (await mailTo(api, to)).find((message) => subject.test(message.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail matching ${subject} to ${to}`);
}

describe('sandbox checkout', () => {
  it('pays a plan: the page, the notification, plan and credits once, the receipt mailed', async () => {
    const { token, email } = await signUp(api);
    expect(await summary(token)).toEqual({ plan: 'free', credits: 5 });
    const quote = await call(api, 'GET', '/payments/quote?planId=pro&billingCycle=monthly', {
      token,
    });
    expect(quote.body).toMatchObject({ kind: 'new', amount: 399_000, creditsPerMonth: 75 });
    const { order, redirectUrl } = await orderPlan(api, token, {
      planId: 'pro',
      billingCycle: 'monthly',
      gateway: 'sandbox',
    });
    expect(order).toMatchObject({ status: 'pending', amount: 399_000 });
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(order.reference);
    expect(html).toContain('399,000');

    const back = await choose(redirectUrl, 'success');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `http://site.test/en/payment/success?order=${order.id}`,
    );
    expect(await summary(token)).toEqual({ plan: 'pro', credits: 80 });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'completed',
      paymentMethod: 'sandbox',
    });

    const receipt = await waitForMail(email, /receipt/i);
    expect(receipt.text).toContain(order.reference);
    expect(receipt.text).toContain('₫399,000');
    expect(receipt.text).toContain('75 credits a month');
    // Issue 22 point 14: the method is named for the payer, not by the gateway's id.
    expect(receipt.text).toContain('Test payment');
    expect(receipt.text).not.toMatch(/\bsandbox\b/);

    // Pressing the button again (back button, double submit) settles nothing twice.
    const again = await choose(redirectUrl, 'success');
    expect(again.status).toBe(303);
    expect(await summary(token)).toEqual({ plan: 'pro', credits: 80 });
  });

  it('cancel and failure leave plan and credits as they were', async () => {
    const { token } = await signUp(api);
    for (const [outcome, page, code] of [
      ['cancel', 'cancel', 'cancelled'],
      ['failure', 'error', 'declined'],
    ] as const) {
      const { order, redirectUrl } = await orderPlan(api, token, {
        planId: 'basic',
        billingCycle: 'monthly',
        gateway: 'sandbox',
      });
      const back = await choose(redirectUrl, outcome);
      expect(back.headers.get('location')).toBe(
        `http://site.test/en/payment/${page}?order=${order.id}`,
      );
      expect(await orderRow(order.id)).toMatchObject({ status: 'failed', failureCode: code });
      expect(await summary(token)).toEqual({ plan: 'free', credits: 5 });
    }
    const history = await call(api, 'GET', '/payments/history', { token, lang: 'vi' });
    const payments = history.body.payments as { status: string; description: string }[];
    expect(payments.map((payment) => payment.status)).toEqual(['failed', 'failed']);
    expect(payments[0]!.description).toBe('Gói Cơ bản, thanh toán theo tháng');
  });

  it('a notification that comes before the browser, or with no browser at all, completes the order', async () => {
    const { token } = await signUp(api);
    const { order, redirectUrl } = await orderPlan(api, token, {
      planId: 'starter',
      billingCycle: 'monthly',
      gateway: 'sandbox',
    });
    const notice = {
      reference: order.reference,
      amount: 199_000,
      outcome: 'success',
      transaction: 'SBXDIRECT01',
      sentAt: new Date().toISOString(),
    };
    const first = await notify(notice);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ outcome: 'completed' });
    expect(await summary(token)).toEqual({ plan: 'starter', credits: 43 });
    // A replay of the same notification is acknowledged and changes nothing.
    expect(await (await notify(notice)).json()).toMatchObject({ outcome: 'replayed' });
    // The browser arriving late is only sent to the result page.
    const back = await choose(redirectUrl, 'success');
    expect(back.headers.get('location')).toContain('/payment/success');
    expect(await summary(token)).toEqual({ plan: 'starter', credits: 43 });
  });

  it('refuses a forged notification, a changed amount, a forged page link and a bad request', async () => {
    const { token } = await signUp(api);
    const { order, redirectUrl } = await orderPlan(api, token, {
      planId: 'basic',
      billingCycle: 'monthly',
      gateway: 'sandbox',
    });
    const notice = {
      reference: order.reference,
      amount: 99_000,
      outcome: 'success',
      transaction: 'SBXFORGED01',
      sentAt: new Date().toISOString(),
    };
    expect((await notify(notice, 'not-the-secret-at-all-000000000')).status).toBe(401);
    expect((await notify({ ...notice, amount: 1_000 })).status).toBe(409);
    const forgedPage = redirectUrl.replace(/signature=[0-9a-f]+/, `signature=${'0'.repeat(64)}`);
    expect((await fetch(forgedPage)).status).toBe(404);
    expect((await choose(forgedPage, 'success')).status).toBe(404);
    expect(await summary(token)).toEqual({ plan: 'free', credits: 5 });
    expect((await orderRow(order.id)).status).toBe('pending');

    const bad = await call(api, 'POST', '/payments/orders', {
      token,
      lang: 'vi',
      body: { planId: 'gold', billingCycle: 'weekly', gateway: 'cash' },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Vui lòng chọn một trong các gói.');
    const free = await call(api, 'POST', '/payments/orders', {
      token,
      body: { planId: 'free', billingCycle: 'monthly', gateway: 'sandbox' },
    });
    expect(free.status).toBe(400);
    expect(free.body.code).toBe('plan_free');
    const enterprise = await call(api, 'POST', '/payments/orders', {
      token,
      body: { planId: 'enterprise', billingCycle: 'monthly', gateway: 'sandbox' },
    });
    expect(enterprise.body.code).toBe('plan_contact_sales');
    const vnpay = await call(api, 'POST', '/payments/orders', {
      token,
      body: { planId: 'basic', billingCycle: 'monthly', gateway: 'vnpay' },
    });
    expect(vnpay.status).toBe(400);
    expect(vnpay.body.code).toBe('gateway_unavailable');
    expect((await call(api, 'GET', '/billing')).status).toBe(401);
    expect((await call(api, 'GET', '/payments/history')).status).toBe(401);
  });

  it("keeps each user's orders to themselves", async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const { order } = await orderPlan(api, owner.token, {
      planId: 'basic',
      billingCycle: 'monthly',
      gateway: 'sandbox',
    });
    expect(
      (await call(api, 'GET', `/payments/orders/${order.id}`, { token: other.token })).status,
    ).toBe(404);
    const pay = await call(api, 'POST', `/payments/orders/${order.id}/pay`, {
      token: other.token,
      body: { gateway: 'sandbox' },
    });
    expect(pay.status).toBe(404);
    expect(
      (await call(api, 'GET', '/payments/orders/not-a-uuid', { token: owner.token })).status,
    ).toBe(404);
  });

  it("sends the payment notice to the configured API, whatever the request's Host says", async () => {
    const seen: string[] = [];
    const attacker = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.end('ok');
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.2', resolve));
    const evilHost = `127.0.0.2:${(attacker.address() as AddressInfo).port}`;
    try {
      const { token } = await signUp(api);
      const { order, redirectUrl } = await orderPlan(api, token, {
        planId: 'pro',
        billingCycle: 'monthly',
        gateway: 'sandbox',
      });
      expect(redirectUrl.startsWith(`${api.url}/`)).toBe(true);
      const page = new URL(redirectUrl);
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: page.hostname,
            port: page.port,
            path: `${page.pathname}${page.search}`,
            method: 'POST',
            headers: { host: evilHost, 'content-type': 'application/x-www-form-urlencoded' },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end('outcome=success');
      });
      expect(status).toBe(303);
      expect(seen).toEqual([]);
      expect((await orderRow(order.id)).status).toBe('completed');
    } finally {
      await new Promise((resolve) => attacker.close(resolve));
    }
  });
});
