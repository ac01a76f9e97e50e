import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../services/billing/order-records.ts';
import { RailError } from '../rails/payment-rail.ts';
import { momoRail } from './momo-rail.ts';
import { verifyMomo } from './momo-signature.ts';
import { momoStandIn } from './momo-stand-in.ts';

const keys = { partnerCode: 'KIEUTEST', accessKey: 'access-key', secretKey: 'secret-key' };
const notices: { body: Record<string, unknown>; verified: boolean }[] = [];
let standIn: ServerType;
let receiver: ServerType;
let baseUrl = '';
let notifyUrl = '';

const listen = async (app: Hono) => {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`] as const;
};

beforeAll(async () => {
  [receiver, notifyUrl] = await listen(
    new Hono().post('/notify', async (c) => {
      const body = (await c.req.json()) as Record<string, unknown>;
      notices.push({ body, verified: verifyMomo('notice', body, keys) });
      return c.body(null, 204);
    }),
  );
  [standIn, baseUrl] = await listen(momoStandIn({ keys, publicUrl: () => baseUrl }));
});
afterAll(async () => {
  await new Promise((resolve) => standIn?.close(resolve));
  await new Promise((resolve) => receiver?.close(resolve));
});

const now = new Date();
const order = (reference: string, amount = 99_000) => ({ id: 'o1', reference, amount }) as OrderRow;
const startInput = (reference: string, attempt = 1, amount?: number) => ({
  order: order(reference, amount),
  attempt,
  locale: 'vi' as const,
  now,
  expiresAt: new Date(now.getTime() + 15 * 60_000),
  returnUrl: 'https://api.test/payments/momo/return?lang=vi&order=o1',
  notifyUrl: `${notifyUrl}/notify`,
});

const pay = (payUrl: string, action: 'pay' | 'cancel') =>
  fetch(payUrl, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });

describe('MoMo rail against the stand-in', () => {
  it('starts a try, is paid through the page, then queries and refunds truthfully', async () => {
    const rail = momoRail({ ...keys, baseUrl });
    const started = await rail.start(startInput('KSRAILTEST00001'));
    expect(started.providerOrderId).toBe('KSRAILTEST00001-1');
    expect(started.redirectUrl).toMatch(new RegExp(`^${baseUrl}/pay/[0-9a-f]{32}$`));
    expect(started.qr.payload).toMatch(/^momo:\/\/app\?action=payWithApp&isScanQR=true/);
    expect(started.qr.appUrl).toBe(started.redirectUrl);
    expect(started.qr.transfer).toBeNull();
    const pending = await rail.query({
      providerOrderId: 'KSRAILTEST00001-1',
      order: order(''),
      now,
    });
    expect(pending.state).toBe('pending');

    const back = await pay(started.redirectUrl, 'pay');
    expect(back.status).toBe(303);
    const returned = Object.fromEntries(new URL(back.headers.get('location')!).searchParams);
    expect(returned).toMatchObject({ lang: 'vi', order: 'o1', resultCode: '0', amount: '99000' });
    expect(verifyMomo('notice', returned, keys)).toBe(true);
    const notice = notices.find((n) => n.body.orderId === 'KSRAILTEST00001-1')!;
    expect(notice.verified).toBe(true);
    expect(notice.body).toMatchObject({ resultCode: 0, amount: 99_000, orderType: 'momo_wallet' });

    const paid = await rail.query({ providerOrderId: 'KSRAILTEST00001-1', order: order(''), now });
    expect(paid).toMatchObject({ state: 'paid', amount: 99_000 });
    expect(paid.transaction).toBe(String(notice.body.transId));

    const refundInput = {
      order: order('KSRAILTEST00001'),
      providerOrderId: 'KSRAILTEST00001-1',
      transaction: paid.transaction!,
      refundId: '5b0f8a52-6f0c-4d5e-9a3e-1d2c3b4a5f60',
      amount: 99_000,
      description: 'Hoan tien don hang KSRAILTEST00001',
      now,
    };
    const refunded = await rail.refund!(refundInput);
    expect(refunded.state).toBe('completed');
    // The same refund again is MoMo's first answer again (same requestId), not a second refund.
    const again = await rail.refund!(refundInput);
    expect(again).toEqual(refunded);
    expect(await rail.refundStatus!(refundInput)).toMatchObject({ state: 'completed' });
    // Another refund id for money already refunded: MoMo refuses it.
    const more = await rail.refund!({ ...refundInput, refundId: 'another-refund' });
    expect(more).toMatchObject({ state: 'failed', failureCode: 'momo-1081' });
    const after = await rail.query({ providerOrderId: 'KSRAILTEST00001-1', order: order(''), now });
    expect(after.payload.refundTrans).toHaveLength(1);
  });

  it('reads a cancelled try as failed and an unknown one as unknown', async () => {
    const rail = momoRail({ ...keys, baseUrl });
    const started = await rail.start(startInput('KSRAILTEST00002'));
    const back = await pay(started.redirectUrl, 'cancel');
    expect(new URL(back.headers.get('location')!).searchParams.get('resultCode')).toBe('1006');
    expect(
      (await rail.query({ providerOrderId: 'KSRAILTEST00002-1', order: order(''), now })).state,
    ).toBe('failed');
    expect((await rail.query({ providerOrderId: 'KSNOSUCH-1', order: order(''), now })).state).toBe(
      'unknown',
    );
  });

  it('refuses with RailError: wrong keys, a repeated orderId, an amount MoMo does not take, no MoMo', async () => {
    const forged = momoRail({ ...keys, secretKey: 'another', baseUrl });
    await expect(forged.start(startInput('KSRAILTEST00003'))).rejects.toMatchObject({
      code: 'momo-13',
    });
    await expect(
      forged.query({ providerOrderId: 'KSRAILTEST00001-1', order: order(''), now }),
    ).rejects.toMatchObject({ code: 'momo-13' });
    const rail = momoRail({ ...keys, baseUrl });
    await rail.start(startInput('KSRAILTEST00004'));
    await expect(rail.start(startInput('KSRAILTEST00004'))).rejects.toMatchObject({
      code: 'momo-41',
    });
    await expect(rail.start(startInput('KSRAILTEST00005', 1, 500))).rejects.toMatchObject({
      code: 'amount-out-of-range',
    });
    const away = momoRail({ ...keys, baseUrl: 'http://127.0.0.1:9', timeoutMs: 2_000 });
    await expect(away.start(startInput('KSRAILTEST00006'))).rejects.toBeInstanceOf(RailError);
  });
});
