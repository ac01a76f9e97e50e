import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueBatches, creditCharges, generations, users } from '../../src/server/db/schema.ts';
import sharp from 'sharp';
import { marketplacePresets } from '../../src/contracts/marketplace-presets.ts';
import { verifyWebhookSignature } from '../../src/server/services/api-webhooks/sign-webhook.ts';
import { readZip } from './support/zip.ts';
import { grantTestCredits } from './support/payments.ts';
import { apiClient, v1, v1Upload, type ApiClient } from './support/public-api.ts';
import { fullBodyPhoto, garmentPhoto } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let receiver: Server;
let receiverUrl: string;
let api: TestApi;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(200).end('noted');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  api = await startTestApi({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await api?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const db = () => api.deps.database.db;
const balanceOf = async (client: ApiClient) =>
  (await v1(api, 'GET', '/v1/balance', { value: client.value })).body.balance as number;

/** A Pro API customer whose account holds `credits` (the trial's 5 replaced). */
async function customer(credits: number) {
  const client = await apiClient(api);
  const [user] = await db().select().from(users).where(eq(users.email, client.email));
  if (credits > 5) await grantTestCredits(api, client.email, credits - 5);
  return { ...client, userId: user!.id };
}

async function uploads(client: ApiClient, count: number, kind: 'model' | 'garment') {
  const bytes = kind === 'model' ? await fullBodyPhoto() : await garmentPhoto();
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push((await v1Upload(api, client.value, bytes, { kind })).body.id as string);
  }
  return ids;
}

async function readyExport(client: ApiClient, id: string) {
  for (let i = 0; i < 600; i += 1) {
    const res = await v1(api, 'GET', `/v1/exports/${id}`, { value: client.value });
    const view = res.body.export as { status: string; url: string };
    if (view.status === 'ready') return view;
    if (view.status === 'failed') throw new Error(`export ${id} failed`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`export ${id} not ready`);
}

async function completedBatch(client: ApiClient, id: string) {
  for (let i = 0; i < 900; i += 1) {
    const res = await v1(api, 'GET', `/v1/batches/${id}`, { value: client.value });
    if ((res.body.batch as { status: string }).status === 'completed') return res.body.batch;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`batch ${id} still processing`);
}

describe('POST /v1/virtual-tryon/batches (issue 20, decision 086)', () => {
  it('holds 4 credits at once for 2 × 2, ends with 4 succeeded jobs and one signed batch.completed', async () => {
    const who = await customer(5);
    const models = await uploads(who, 2, 'model');
    const garmentIds = await uploads(who, 2, 'garment');
    const res = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: who.value,
      body: {
        models,
        garments: [
          // Kept trimmed, as the studio keeps labels, so a SKU filter or export finds it.
          { id: garmentIds[0], category: 'tops', sku: ' AO-01 ', color: 'Đỏ ' },
          { id: garmentIds[1], category: 'dresses', sku: 'VAY-02' },
        ],
        webhook_url: `${receiverUrl}/batch`,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.balance).toBe(1);
    const batch = res.body.batch as {
      id: string;
      status: string;
      jobs: { id: string; model: string; garment: { id: string; sku: string | null } }[];
    };
    expect(batch.status).toBe('processing');
    expect(batch.jobs.map((job) => [job.garment.sku, job.model])).toEqual([
      ['AO-01', models[0]],
      ['AO-01', models[1]],
      ['VAY-02', models[0]],
      ['VAY-02', models[1]],
    ]);
    const charges = await db()
      .select()
      .from(creditCharges)
      .where(
        inArray(
          creditCharges.generationId,
          batch.jobs.map((job) => job.id),
        ),
      );
    expect(charges.map((charge) => charge.amount)).toEqual([1, 1, 1, 1]);

    const done = (await completedBatch(who, batch.id)) as {
      counts: Record<string, number>;
      jobs: { status: string; result: { url: string } | null }[];
    };
    expect(done.counts).toEqual({ total: 4, processing: 0, succeeded: 4, failed: 0, cancelled: 0 });
    expect(done.jobs.every((job) => job.status === 'succeeded' && job.result?.url)).toBe(true);
    expect(await balanceOf(who)).toBe(1);
    // Each job is an ordinary API job too.
    const one = await v1(api, 'GET', `/v1/jobs/${batch.jobs[0]!.id}`, { value: who.value });
    expect(one.body).toMatchObject({ status: 'succeeded', service: 'virtual-tryon' });

    let events: Received[] = [];
    for (let i = 0; i < 300 && events.length === 0; i += 1) {
      events = received.filter((request) => request.headers['kieu-event'] === 'batch.completed');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Give a second delivery the chance to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    events = received.filter((request) => request.headers['kieu-event'] === 'batch.completed');
    expect(events).toHaveLength(1);
    const secret = (await v1(api, 'GET', '/v1/webhook-secret', { value: who.value })).body
      .secret as string;
    const event = events[0]!;
    expect(
      verifyWebhookSignature(
        secret,
        event.headers['kieu-signature'] as string,
        event.body,
        Date.now() / 1000,
      ),
    ).toBe(true);
    expect(JSON.parse(event.body)).toMatchObject({
      type: 'batch.completed',
      data: {
        batch_id: batch.id,
        status: 'completed',
        counts: { total: 4, succeeded: 4 },
      },
    });

    // Issue 20: a Shopee export of that batch is one ZIP of 4 JPEGs meeting the preset, named
    // SKU_colour_model_n.jpg with manifest.csv, announced by a signed export.ready.
    const asked = await v1(api, 'POST', '/v1/exports', {
      value: who.value,
      body: { preset: 'shopee', batch_id: batch.id, webhook_url: `${receiverUrl}/export` },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    const exportId = (asked.body.export as { id: string }).id;
    const ready = await readyExport(who, exportId);
    const entries = readZip(Buffer.from(await (await fetch(ready.url)).arrayBuffer()));
    const jpegs = [...entries.keys()].filter((name) => name.endsWith('.jpg'));
    expect(jpegs).toHaveLength(4);
    const shopee = marketplacePresets.shopee;
    for (const name of jpegs) {
      expect(name).toMatch(/^(AO-01_Do|VAY-02_no-colour)_[\w.-]+_\d+\.jpg$/);
      const jpeg = entries.get(name)!;
      const meta = await sharp(jpeg).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', shopee.width, shopee.height]);
      expect(jpeg.length).toBeLessThanOrEqual(shopee.maxBytes!);
    }
    const manifest = entries.get('manifest.csv')!.toString('utf8').slice(1).trim().split('\r\n');
    expect(manifest[0]).toBe('sku,colour,model,file,generation_id,fidelity,fidelity_approval');
    const rows = manifest.slice(1).map((line) => line.split(','));
    expect(rows.map((row) => row[3]).sort()).toEqual([...jpegs].sort());
    expect(rows.map((row) => row[4]).sort()).toEqual(batch.jobs.map((job) => job.id).sort());
    // Issue 41: each result's garment check, passed on the local engine, none approved.
    expect(rows.map((row) => [row[5], row[6]])).toEqual(rows.map(() => ['pass', '']));
    expect(rows.map((row) => [row[0], row[1]]).sort()).toEqual([
      ['AO-01', 'Đỏ'],
      ['AO-01', 'Đỏ'],
      ['VAY-02', 'no-colour'],
      ['VAY-02', 'no-colour'],
    ]);

    let announced: Received[] = [];
    for (let i = 0; i < 300 && announced.length === 0; i += 1) {
      announced = received.filter((request) => request.headers['kieu-event'] === 'export.ready');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(announced).toHaveLength(1);
    expect(
      verifyWebhookSignature(
        secret,
        announced[0]!.headers['kieu-signature'] as string,
        announced[0]!.body,
        Date.now() / 1000,
      ),
    ).toBe(true);
    expect(JSON.parse(announced[0]!.body)).toMatchObject({
      type: 'export.ready',
      data: { export_id: exportId, status: 'ready', preset: 'shopee', file_count: 4 },
    });
  }, 300_000);

  it('refuses a grid larger than the balance whole: 402 with balance, cost and shortage', async () => {
    const who = await customer(5);
    const models = await uploads(who, 2, 'model');
    const garmentIds = await uploads(who, 3, 'garment');
    const res = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: who.value,
      body: { models, garments: garmentIds.map((id) => ({ id, category: 'tops' })) },
    });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: 'insufficient_credits',
      balance: 5,
      cost: 6,
      shortage: 1,
    });
    expect(
      await db().select().from(catalogueBatches).where(eq(catalogueBatches.userId, who.userId)),
    ).toEqual([]);
    expect(await db().select().from(generations).where(eq(generations.userId, who.userId))).toEqual(
      [],
    );
    expect(await balanceOf(who)).toBe(5);
  });

  it('accepts exactly 2 of 5 concurrent batches when the balance fits 2', async () => {
    const who = await customer(5);
    const models = await uploads(who, 2, 'model');
    const [garment] = await uploads(who, 1, 'garment');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        v1(api, 'POST', '/v1/virtual-tryon/batches', {
          value: who.value,
          body: { models, garments: [{ id: garment, category: 'tops' }] },
        }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([202, 202, 402, 402, 402]);
    const charges = await db()
      .select()
      .from(creditCharges)
      .where(eq(creditCharges.userId, who.userId));
    expect(charges).toHaveLength(4);
  });

  it('answers 404 for another account’s batch and a foreign upload as a 422 naming the field', async () => {
    const who = await customer(5);
    const other = await customer(5);
    const [model] = await uploads(who, 1, 'model');
    const [foreign] = await uploads(other, 1, 'garment');
    const refused = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: who.value,
      body: { models: [model], garments: [{ id: foreign, category: 'tops' }] },
    });
    expect(refused.status).toBe(422);
    expect((refused.body.errors as { path: string }[])[0]!.path).toBe('garments.0.id');
    const [garment] = await uploads(who, 1, 'garment');
    const ok = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: who.value,
      body: { models: [model], garments: [{ id: garment, category: 'tops' }] },
    });
    const id = (ok.body.batch as { id: string }).id;
    const read = await v1(api, 'GET', `/v1/batches/${id}`, { value: other.value });
    expect(read.status).toBe(404);
  });
});
