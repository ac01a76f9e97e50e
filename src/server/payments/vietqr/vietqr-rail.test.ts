import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '../../services/billing/order-records.ts';
import { RailError } from '../rails/payment-rail.ts';
import { payosClient } from './payos-client.ts';
import { verifyPayosData } from './vietqr-signature.ts';
import { vietqrRail } from './vietqr-rail.ts';
import { vietqrStandIn } from './vietqr-stand-in.ts';

const keys = { clientId: 'client', apiKey: 'api-key', checksumKey: 'checksum' };
const webhooks: { body: Record<string, unknown>; verified: boolean }[] = [];
let standIn: ServerType;
let receiver: ServerType;
let baseUrl = '';
let webhookUrl = '';

const listen = async (app: Hono) => {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`] as const;
};

beforeAll(async () => {
  [receiver, webhookUrl] = await listen(
    new Hono().post('/webhook', async (c) => {
      const body = (await c.req.json()) as Record<string, unknown>;
      const data = body.data as Record<string, unknown>;
      webhooks.push({ body, verified: verifyPayosData(data, body.signature, keys.checksumKey) });
      return c.json({ success: true });
    }),
  );
  [standIn, baseUrl] = await listen(
    vietqrStandIn({ keys, publicUrl: () => baseUrl, webhookUrl: () => `${webhookUrl}/webhook` }),
  );
});
afterAll(async () => {
  await new Promise((resolve) => standIn?.close(resolve));
  await new Promise((resolve) => receiver?.close(resolve));
});

const now = new Date();
const order = { id: 'o1', reference: 'KSTESTREFERENCE1', amount: 99_000 } as OrderRow;
const startInput = {
  order,
  attempt: 1,
  locale: 'vi' as const,
  now,
  expiresAt: new Date(now.getTime() + 15 * 60_000),
  returnUrl: 'https://api.test/payments/vietqr/return?lang=vi&order=o1',
  notifyUrl: 'https://api.test/payments/vietqr/notify',
};

describe('VietQR rail against the payOS stand-in', () => {
  it('starts a link whose VietQR is the one payOS answers, then follows the transfer', async () => {
    const rail = vietqrRail({ ...keys, baseUrl });
    const started = await rail.start(startInput);
    expect(Number.isSafeInteger(Number(started.providerOrderId))).toBe(true);
    const info = await payosClient({ ...keys, baseUrl }).getPaymentLink(
      Number(started.providerOrderId),
    );
    expect(info).toMatchObject({ status: 'PENDING', amount: 99_000, amountPaid: 0 });
    expect(started.qr.transfer).toMatchObject({ amount: 99_000, content: 'KSTESTREFERENCE1' });
    expect(await (await fetch(started.redirectUrl)).text()).toContain(started.qr.payload);
    expect(
      await rail.query({ providerOrderId: started.providerOrderId, order, now }),
    ).toMatchObject({ state: 'pending', amount: 0 });

    const paid = await fetch(started.redirectUrl, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay', amount: '99000' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!).searchParams.get('status')).toBe('PAID');
    const webhook = webhooks.at(-1)!;
    expect(webhook.verified).toBe(true);
    expect(webhook.body).toMatchObject({
      code: '00',
      success: true,
      data: { orderCode: Number(started.providerOrderId), amount: 99_000, code: '00' },
    });
    const status = await rail.query({ providerOrderId: started.providerOrderId, order, now });
    expect(status).toMatchObject({ state: 'paid', amount: 99_000 });
    expect(status.transaction).toBe((webhook.body.data as { reference: string }).reference);
  });

  it("refuses with payOS's codes: wrong keys, a bad request signature, a reused orderCode", async () => {
    const wrongKey = vietqrRail({ ...keys, apiKey: 'nope', baseUrl });
    await expect(wrongKey.start(startInput)).rejects.toMatchObject({ code: 'payos-401' });
    const wrongChecksum = payosClient({ ...keys, checksumKey: 'nope', baseUrl });
    const link = {
      orderCode: 42,
      amount: 1000,
      description: 'KS42',
      cancelUrl: 'https://a.test/c',
      returnUrl: 'https://a.test/r',
      expiredAt: Math.floor(now.getTime() / 1000) + 900,
    };
    await expect(wrongChecksum.createPaymentLink(link)).rejects.toMatchObject({
      code: 'payos-201',
    });
    const client = payosClient({ ...keys, baseUrl });
    await client.createPaymentLink(link);
    await expect(client.createPaymentLink(link)).rejects.toMatchObject({ code: 'payos-231' });
    // An answer whose data is not signed with the channel's checksum key is not believed.
    await expect(wrongChecksum.getPaymentLink(42)).rejects.toMatchObject({ code: 'bad-signature' });
    await expect(
      client.createPaymentLink({ ...link, orderCode: 43, description: 'x'.repeat(26) }),
    ).rejects.toBeInstanceOf(RailError);
  });

  it('answers unknown for a link payOS never made and fails when payOS is unreachable', async () => {
    const rail = vietqrRail({ ...keys, baseUrl });
    expect((await rail.query({ providerOrderId: '999', order, now })).state).toBe('unknown');
    const down = vietqrRail({ ...keys, baseUrl: 'http://127.0.0.1:9' });
    await expect(down.start(startInput)).rejects.toMatchObject({ code: 'network' });
  });
});
