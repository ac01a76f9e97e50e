import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPacks } from '../../src/contracts/credit-packs.ts';
import { creditGrants, orders } from '../../src/server/db/schema.ts';
import { sandboxSign } from '../../src/server/payments/sandbox-gateway.ts';
import { call, signUp } from './support/accounts.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: 'true', PUBLIC_SITE_URL: 'http://site.test' });
});
afterAll(() => api?.stop());

const balance = async (token: string) =>
  ((await call(api, 'GET', '/dashboard/summary', { token })).body.credits as { balance: number })
    .balance;

/** The sandbox gateway's signed server-to-server notification (decision 021). */
const notify = (body: Record<string, unknown>) => {
  const raw = JSON.stringify(body);
  return fetch(`${api.url}/payments/sandbox/notify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': sandboxSign(raw, api.deps.env.APP_SECRET),
    },
    body: raw,
  });
};

describe('credit packs (issue 40, decision 102)', () => {
  it('quotes each pack at the unit-economics price, in VND, the same on every plan', async () => {
    const { token } = await signUp(api);
    for (const pack of creditPacks) {
      const quote = await call(api, 'GET', `/payments/credit-packs/quote?packId=${pack.id}`, {
        token,
      });
      expect(quote.status).toBe(200);
      expect(quote.body).toEqual({
        packId: pack.id,
        credits: pack.credits,
        amount: pack.price,
        currency: 'VND',
        // The QR rails on their stand-ins first (issue 43), then the sandbox.
        gateways: ['vietqr', 'momo', 'zalopay', 'sandbox'],
      });
    }
    expect(creditPacks.map((pack) => pack.price)).toEqual([55_000, 165_000, 550_000]);
  });

  it('refuses an unknown pack with 422 in the caller’s language, and a visitor with 401', async () => {
    const { token } = await signUp(api);
    const vi = await call(api, 'GET', '/payments/credit-packs/quote?packId=pack-7', {
      token,
      lang: 'vi',
    });
    expect(vi.status).toBe(422);
    expect(JSON.stringify(vi.body)).toContain('Vui lòng chọn một gói tín dụng.');
    const order = await call(api, 'POST', '/payments/credit-packs/orders', {
      token,
      body: { packId: 'pack-1000', gateway: 'sandbox' },
    });
    expect(order.status).toBe(422);
    expect(await api.deps.database.db.select().from(orders)).not.toContainEqual(
      expect.objectContaining({ kind: 'credit-pack', credits: 1000 }),
    );
    const visitor = await call(api, 'GET', '/payments/credit-packs/quote?packId=pack-10');
    expect(visitor.status).toBe(401);
  });

  it('pays through the sandbox: the credits are added once, a repeated notification adds none', async () => {
    const { token } = await signUp(api);
    expect(await balance(token)).toBe(5);
    const created = await call(api, 'POST', '/payments/credit-packs/orders', {
      token,
      body: { packId: 'pack-30', gateway: 'sandbox' },
    });
    expect(created.status).toBe(201);
    const { order, redirectUrl } = created.body as {
      order: { id: string; reference: string; amount: number; kind: string; description: string };
      redirectUrl: string;
    };
    expect(order).toMatchObject({
      amount: 165_000,
      kind: 'credit-pack',
      credits: 30,
      status: 'pending',
      description: 'Pack of 30 credits',
    });
    // The hosted page's "pay" sends the signed notification, then the browser back to the site.
    const back = await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'success' }).toString(),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(
      `http://site.test/en/payment/success?order=${order.id}`,
    );
    expect(await balance(token)).toBe(35);

    // The gateway repeats its callback (a retry after a lost answer): nothing is added twice.
    const replay = {
      reference: order.reference,
      amount: 165_000,
      outcome: 'success',
      transaction: 'SBXREPLAY01',
      sentAt: new Date().toISOString(),
    };
    const [first, second] = await Promise.all([notify(replay), notify(replay)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await balance(token)).toBe(35);
    const grants = await api.deps.database.db
      .select()
      .from(creditGrants)
      .where(eq(creditGrants.reference, order.reference));
    expect(grants).toMatchObject([{ source: 'pack', amount: 30 }]);

    // The pack changes no plan, and its payment is in the history.
    expect((await call(api, 'GET', '/billing', { token })).body.planId).toBe('free');
    const history = await call(api, 'GET', '/payments/history', { token, lang: 'vi' });
    expect(history.body.payments).toEqual([
      expect.objectContaining({
        reference: order.reference,
        status: 'completed',
        amount: 165_000,
        description: 'Gói 30 tín dụng',
      }),
    ]);
  });

  it('closing minutes after paying states the unused paid credits and the refund the terms give', async () => {
    const { token, password } = await signUp(api);
    const before = await call(api, 'GET', '/auth/account/closing', { token });
    expect(before.body).toEqual({
      unused_paid_credits: 0,
      refund_days: 7,
      refundable_payments: [],
    });
    const created = await call(api, 'POST', '/payments/credit-packs/orders', {
      token,
      body: { packId: 'pack-10', gateway: 'sandbox' },
    });
    const { order, redirectUrl } = created.body as {
      order: { reference: string };
      redirectUrl: string;
    };
    await fetch(redirectUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ outcome: 'success' }).toString(),
      redirect: 'manual',
    });
    const notice = {
      // The free plan's 5 credits were given, not paid: they are not counted.
      unused_paid_credits: 10,
      refund_days: 7,
      refundable_payments: [
        expect.objectContaining({ reference: order.reference, amount: 55_000, currency: 'VND' }),
      ],
    };
    expect((await call(api, 'GET', '/auth/account/closing', { token })).body).toEqual(notice);
    const closed = await call(api, 'DELETE', '/auth/account', { token, body: { password } });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closing', ...notice });
  });

  it('refuses a notification whose amount is not the pack’s, and adds nothing', async () => {
    const { token } = await signUp(api);
    const created = await call(api, 'POST', '/payments/credit-packs/orders', {
      token,
      body: { packId: 'pack-10', gateway: 'sandbox' },
    });
    const { order } = created.body as { order: { reference: string } };
    await notify({
      reference: order.reference,
      amount: 1_000,
      outcome: 'success',
      transaction: 'SBXCHEAP01',
      sentAt: new Date().toISOString(),
    });
    expect(await balance(token)).toBe(5);
  });
});
