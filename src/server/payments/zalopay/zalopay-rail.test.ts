import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../services/billing/order-records.ts';
import { RailError } from '../rails/payment-rail.ts';
import { vietnamDate } from './zalopay-ids.ts';
import { crc16CcittFalse } from './zalopay-qr.ts';
import { zalopayRail } from './zalopay-rail.ts';
import { callbackMac } from './zalopay-signature.ts';
import { zalopayStandIn } from './zalopay-stand-in.ts';

const keys = { appId: '2553', key1: 'test-key1', key2: 'test-key2' };

async function listen(app: Hono): Promise<{ server: ServerType; url: string }> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let standIn: { server: ServerType; url: string };
let merchant: { server: ServerType; url: string };
const callbacks: { data: string; mac: string; type: number }[] = [];
beforeAll(async () => {
  standIn = await listen(zalopayStandIn({ keys, publicUrl: () => standIn.url }));
  const notify = new Hono().post('/notify', async (c) => {
    callbacks.push(await c.req.json());
    return c.json({ return_code: 1, return_message: 'success' });
  });
  merchant = await listen(notify);
});
afterAll(async () => {
  await new Promise((resolve) => standIn?.server.close(resolve));
  await new Promise((resolve) => merchant?.server.close(resolve));
});

const rail = () => zalopayRail({ ...keys, baseUrl: standIn.url });
const order = (reference: string) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    reference,
    kind: 'new',
    planId: 'pro',
    billingCycle: 'monthly',
    amount: 399000,
    credits: 400,
    status: 'pending',
    createdAt: new Date(),
    expiresAt: null,
    completedAt: null,
  }) as unknown as OrderRow;
const start = (reference: string, attempt = 1) => {
  const now = new Date();
  return rail().start({
    order: order(reference),
    attempt,
    locale: 'vi',
    now,
    expiresAt: new Date(now.getTime() + 15 * 60_000),
    returnUrl: 'http://api.test/payments/zalopay/return?lang=vi&order=1',
    notifyUrl: `${merchant.url}/notify`,
  });
};

describe('ZaloPay rail against its stand-in', () => {
  it("opens an order dated in Vietnam's time whose qr_code and page the checkout shows", async () => {
    const started = await start('KSRAILSTARTAAAAA');
    expect(started.providerOrderId).toBe(`${vietnamDate(new Date())}_KSRAILSTARTAAAAA1`);
    expect(started.redirectUrl).toMatch(new RegExp(`^${standIn.url}/pay/`));
    expect(started.qr).toMatchObject({ appUrl: started.redirectUrl, transfer: null });
    const code = started.qr.payload;
    expect(code).toContain('0010vn.zalopay');
    expect(code).toContain('5406399000');
    expect(code.slice(-4)).toBe(crc16CcittFalse(code.slice(0, -4)));
  });

  it('refuses a reused app_trans_id and a wrong key as RailErrors naming ZaloPay codes', async () => {
    await start('KSRAILDUPLICATEA');
    await expect(start('KSRAILDUPLICATEA')).rejects.toMatchObject({ code: 'zalopay--68' });
    const wrong = zalopayRail({ ...keys, key1: 'other', baseUrl: standIn.url });
    const now = new Date();
    await expect(
      wrong.start({
        order: order('KSRAILWRONGKEYAA'),
        attempt: 1,
        locale: 'en',
        now,
        expiresAt: new Date(now.getTime() + 600_000),
        returnUrl: 'http://api.test/r',
        notifyUrl: 'http://api.test/n',
      }),
    ).rejects.toMatchObject({ code: 'zalopay--402' });
  });

  it('answers an unreachable ZaloPay with a RailError', async () => {
    const closed = await listen(new Hono());
    await new Promise((resolve) => closed.server.close(resolve));
    const away = zalopayRail({ ...keys, baseUrl: closed.url });
    const error = await away
      .query({ providerOrderId: 'x', order: order('KSX'), now: new Date() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RailError);
    expect(error).toMatchObject({ gateway: 'zalopay', code: 'unreachable' });
  });

  it('queries pending, then paid with the amount and zp_trans_id after the page is paid', async () => {
    const started = await start('KSRAILQUERYAAAAA');
    const query = () =>
      rail().query({
        providerOrderId: started.providerOrderId,
        order: order('KSRAILQUERYAAAAA'),
        now: new Date(),
      });
    expect((await query()).state).toBe('pending');
    const page = await fetch(started.redirectUrl);
    expect(await page.text()).toContain('lang="vi"');
    const paid = await fetch(started.redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(back.searchParams.get('status')).toBe('1');
    expect(back.searchParams.get('order')).toBe('1');
    const callback = callbacks.find((c) => c.data.includes(started.providerOrderId))!;
    expect(callback.type).toBe(1);
    expect(callback.mac).toBe(callbackMac(callback.data, keys.key2));
    const status = await query();
    expect(status).toMatchObject({ state: 'paid', amount: 399000 });
    expect(status.transaction).toBe(String(JSON.parse(callback.data).zp_trans_id));
  });

  it('refunds asynchronously, once per m_refund_id and never beyond what was paid', async () => {
    const started = await start('KSRAILREFUNDAAAA');
    await fetch(started.redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay' }),
      redirect: 'manual',
    });
    const { transaction } = await rail().query({
      providerOrderId: started.providerOrderId,
      order: order('KSRAILREFUNDAAAA'),
      now: new Date(),
    });
    const input = {
      order: order('KSRAILREFUNDAAAA'),
      providerOrderId: started.providerOrderId,
      transaction: transaction!,
      refundId: '5b8e0c2a-1d4f-4e8b-9a7c-0f1e2d3c4b5a',
      amount: 399000,
      description: 'Hoàn tiền KSRAILREFUNDAAAA',
      now: new Date(),
    };
    const first = await rail().refund!(input);
    expect(first.state).toBe('pending');
    expect(first.payload.m_refund_id).toMatch(/^\d{6}_2553_5b8e0c2a/);
    expect((await rail().refund!(input)).state).toBe('pending');
    expect((await rail().refundStatus!(input)).state).toBe('completed');
    const again = { ...input, refundId: 'another-refund' };
    expect(await rail().refund!(again)).toMatchObject({
      state: 'failed',
      failureCode: 'zalopay--13',
    });
  });
});
