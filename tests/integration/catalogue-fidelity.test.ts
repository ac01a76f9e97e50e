import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchViewSchema,
  exportResponseSchema,
  exportStartResponseSchema,
  type BatchView,
} from '../../src/contracts/catalogue.ts';
import { catalogueExports, users } from '../../src/server/db/schema.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { call } from './support/accounts.ts';
import { apiClient, v1, type ApiClient } from './support/public-api.ts';
import { onApi } from './support/public-forms.ts';
import { startRemoteApi, TRY_ON_MODEL } from './support/remote-engine.ts';
import { fullBodyPhoto, garmentPhoto, uploadAsset } from './support/studio-inputs.ts';
import type { TestApi } from './support/test-api.ts';
import { readZip } from './support/zip.ts';

/**
 * Issue 41 on the catalogue: a batch on a remote engine where one cell comes back with its
 * colours shifted. The grid shows each cell's report; a marketplace export leaves the failed cell
 * out and says so (or asks), TikTok Shop refuses it until the seller approves it with a reason,
 * and the manifest carries every verdict and the reason.
 */
let fake: FakeFal;
let api: TestApi;
let seller: ApiClient;
let batch: BatchView;
let failed: string;
let passed: string;

async function readBatch(id: string): Promise<BatchView> {
  const res = await call(api, 'GET', `/catalogue/batches/${id}`, { token: seller.session });
  expect(res.status).toBe(200);
  return batchViewSchema.parse(res.body.batch);
}

beforeAll(async () => {
  fake = await startFakeFal();
  api = await startRemoteApi(fake, { engines: 'virtual-tryon=fal' });
  seller = await apiClient(api, { services: ['virtual-tryon'] });
  const photo = await fullBodyPhoto();
  const models = [
    await uploadAsset(api, seller.session, photo, 'model', 'Lan.png'),
    await uploadAsset(api, seller.session, photo, 'model', 'Mai.png'),
  ];
  const garment = await uploadAsset(api, seller.session, await garmentPhoto(), 'garment');
  // What the provider sends back, made from the pictures as stored (the check compares the result
  // with them): a true try-on, and the same picture with its colours turned.
  const stored = async (url: string) =>
    Buffer.from(await (await fetch(onApi(api, url))).arrayBuffer());
  const made = await createLocalEngine().tryOn({
    model: await stored(models[0]!.url),
    garment: await stored(garment.url),
    params: { category: 'tops' },
  });
  const good = await sharp(made.data).png().toBuffer();
  const shifted = await sharp(made.data).modulate({ hue: 120 }).png().toBuffer();
  fake.nextOutcome(TRY_ON_MODEL, { image: good });
  fake.nextOutcome(TRY_ON_MODEL, { image: shifted });
  // Labelled as a seller labels it; the category is the one the pictures were made with.
  const labelled = await call(api, 'PATCH', `/assets/${garment.id}`, {
    token: seller.session,
    body: { sku: 'AO-01', color: 'Đỏ', category: 'tops' },
  });
  expect(labelled.status, JSON.stringify(labelled.body)).toBe(200);
  const submitted = await call(api, 'POST', '/catalogue/batches', {
    token: seller.session,
    body: { garments: [garment.id], models: models.map((model) => model.id) },
  });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
  const id = (submitted.body.batch as { id: string }).id;
  const until = Date.now() + 120_000;
  do {
    await new Promise((resolve) => setTimeout(resolve, 200));
    batch = await readBatch(id);
  } while (batch.status !== 'completed' && Date.now() < until);
  expect(batch.counts.success, JSON.stringify(batch.cells)).toBe(2);
  // Both reports are the worker's own: the faithful picture passes, the shifted one fails.
  const colour = (cell: BatchView['cells'][number]) =>
    cell.fidelity!.checks.find((check) => check.kind === 'colour')!.score ?? 0;
  const [truer, shiftedCell] = [...batch.cells].sort((a, b) => colour(a) - colour(b));
  expect(truer!.fidelity!.verdict).toBe('pass');
  expect(shiftedCell!.fidelity!.verdict).toBe('fail');
  expect(shiftedCell!.fidelity!.checks[0]).toMatchObject({ kind: 'colour', reason: 'colour-far' });
  failed = shiftedCell!.generation_id;
  passed = truer!.generation_id;
}, 240_000);

afterAll(async () => {
  await api?.stop();
  await fake?.close();
});

/** The seller's export rows: a refused request writes none. */
async function exportCount() {
  const db = api.deps.database.db;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, seller.email));
  return (
    await db
      .select({ id: catalogueExports.id })
      .from(catalogueExports)
      .where(eq(catalogueExports.userId, user!.id))
  ).length;
}

const startExport = (body: Record<string, unknown>, lang = 'en') =>
  call(api, 'POST', '/catalogue/exports', {
    token: seller.session,
    lang,
    body: { batchId: batch.id, ...body },
  });

async function zipOf(exportId: string) {
  const until = Date.now() + 120_000;
  for (;;) {
    const res = await call(api, 'GET', `/catalogue/exports/${exportId}`, { token: seller.session });
    const view = exportResponseSchema.parse(res.body).export;
    if (view.status === 'ready') {
      return readZip(Buffer.from(await (await fetch(view.url!)).arrayBuffer()));
    }
    expect(view.status, view.error ?? '').not.toBe('failed');
    if (Date.now() > until) throw new Error(`export still ${view.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** manifest.csv's rows as `{ generation id: [fidelity, approval reason] }`. */
function manifestFidelity(entries: Map<string, Buffer>) {
  const lines = entries.get('manifest.csv')!.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('sku,colour,model,file,generation_id,fidelity,fidelity_approval');
  return Object.fromEntries(
    lines.slice(1).map((line) => {
      const fields = line.split(',');
      return [fields[4], [fields[5], fields.slice(6).join(',')]];
    }),
  );
}

describe('the catalogue’s garment checks (issue 41)', () => {
  it('shows each cell’s report on the grid and on /v1, none approved yet', async () => {
    expect(
      Object.fromEntries(batch.cells.map((cell) => [cell.generation_id, cell.fidelity?.verdict])),
    ).toEqual({ [failed]: 'fail', [passed]: 'pass' });
    expect(batch.cells.every((cell) => cell.fidelity_approval === null)).toBe(true);
    const failing = batch.cells.find((cell) => cell.generation_id === failed)!;
    expect(failing.fidelity!.checks.find((check) => check.kind === 'colour')).toMatchObject({
      verdict: 'fail',
      reason: 'colour-far',
    });
    const res = await v1(api, 'GET', `/v1/batches/${batch.id}`, { value: seller.value });
    expect(res.status).toBe(200);
    const jobs = (res.body.batch as { jobs: Record<string, unknown>[] }).jobs;
    expect(
      Object.fromEntries(
        jobs.map((job) => [
          job.id,
          [(job.fidelity as { verdict: string }).verdict, job.fidelity_approval],
        ]),
      ),
    ).toEqual({ [failed]: ['fail', null], [passed]: ['pass', null] });
  });

  it('asks, or refuses TikTok Shop, in the caller’s language before writing anything', async () => {
    const before = await exportCount();
    for (const [lang, asked, tiktok] of [
      ['en', 'Images that need review in this export: 1.', 'TikTok Shop takes only images'],
      ['vi', 'Số ảnh cần xem lại trong gói xuất này: 1.', 'TikTok Shop chỉ nhận ảnh'],
    ] as const) {
      const ask = await startExport({ preset: 'shopee', needsReview: 'ask' }, lang);
      expect(ask.status).toBe(409);
      expect(ask.body).toMatchObject({
        code: 'export_needs_review',
        needs_review: 1,
        generation_ids: [failed],
      });
      expect(ask.body.detail).toContain(asked);
      for (const needsReview of ['leave-out', 'ask', undefined]) {
        const refused = await startExport({ preset: 'tiktok-shop', needsReview }, lang);
        expect(refused.status).toBe(422);
        expect(refused.body).toMatchObject({ code: 'export_review_required', needs_review: 1 });
        expect(refused.body.detail).toContain(tiktok);
      }
    }
    const v1Refused = await v1(api, 'POST', '/v1/exports', {
      value: seller.value,
      body: { preset: 'tiktok-shop', batch_id: batch.id },
    });
    expect(v1Refused.status).toBe(422);
    expect(v1Refused.body).toMatchObject({ code: 'export_review_required', needs_review: 1 });
    expect(await exportCount()).toBe(before);
  });

  it('leaves the failed cell out of a Shopee export by default and says how many', async () => {
    const res = await startExport({ preset: 'shopee' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const started = exportStartResponseSchema.parse(res.body);
    expect(started.left_out).toEqual({ needs_review: 1, generation_ids: [failed] });
    const entries = await zipOf(started.export.id);
    expect([...entries.keys()].filter((name) => name.endsWith('.jpg'))).toHaveLength(1);
    expect(manifestFidelity(entries)).toEqual({ [passed]: ['pass', ''] });

    // /v1 answers the same count.
    const api202 = await v1(api, 'POST', '/v1/exports', {
      value: seller.value,
      body: { preset: 'lazada', batch_id: batch.id },
    });
    expect(api202.status, JSON.stringify(api202.body)).toBe(202);
    expect(api202.body.left_out).toEqual({ needs_review: 1, generation_ids: [failed] });
    await zipOf((api202.body.export as { id: string }).id);
  }, 240_000);

  it('takes the failed cell once the seller approves it, TikTok Shop too, with its verdict and reason', async () => {
    const reason = 'Đúng màu, ảnh gốc chụp dưới đèn vàng';
    const approved = await call(api, 'PUT', `/history/${failed}/fidelity-approval`, {
      token: seller.session,
      body: { reason },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const cell = (await readBatch(batch.id)).cells.find((each) => each.generation_id === failed)!;
    expect(cell.fidelity_approval).toMatchObject({ reason });
    expect(cell.fidelity!.verdict).toBe('fail');

    const res = await startExport({ preset: 'tiktok-shop', needsReview: 'ask' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const started = exportStartResponseSchema.parse(res.body);
    expect(started.left_out).toEqual({ needs_review: 0, generation_ids: [] });
    const entries = await zipOf(started.export.id);
    expect([...entries.keys()].filter((name) => name.endsWith('.jpg'))).toHaveLength(2);
    expect(manifestFidelity(entries)).toEqual({
      [passed]: ['pass', ''],
      [failed]: ['fail', `"${reason}"`],
    });

    // Withdrawn, it needs review again: TikTok Shop refuses it once more.
    await call(api, 'DELETE', `/history/${failed}/fidelity-approval`, { token: seller.session });
    expect((await startExport({ preset: 'tiktok-shop' })).status).toBe(422);
  }, 240_000);
});
