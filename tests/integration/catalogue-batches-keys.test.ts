import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, catalogueBatches, creditCharges, users } from '../../src/server/db/schema.ts';
import { call } from './support/accounts.ts';
import { apiClient, v1, v1Upload } from './support/public-api.ts';
import { fullBodyPhoto, garmentPhoto } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Issue 39, defect 7: a batch's Idempotency-Key answers its first batch only for the same
 * request from the same surface; anything else is 409 idempotency_key_reused, writing nothing.
 */
let api: TestApi;
beforeAll(async () => {
  // No workers: the cells stay unfinished, and nothing but the submits changes the balance.
  api = await startTestApi({ RUN_WORKERS: 'false' });
});
afterAll(() => api?.stop());

const db = () => api.deps.database.db;

/** An API customer with one model and one garment (a top, as the studio's screen files it). */
async function customer() {
  const client = await apiClient(api, { services: ['virtual-tryon'] });
  const [user] = await db().select().from(users).where(eq(users.email, client.email));
  const upload = async (bytes: Buffer, kind: 'model' | 'garment') =>
    (await v1Upload(api, client.value, bytes, { kind })).body.id as string;
  const model = await upload(await fullBodyPhoto(), 'model');
  const garment = await upload(await garmentPhoto(), 'garment');
  await db().update(assets).set({ garmentCategory: 'tops' }).where(eq(assets.id, garment));
  return { ...client, userId: user!.id, model, garment };
}

/** What the account holds: its batches and credit charges. */
async function written(userId: string) {
  const batches = await db()
    .select({ id: catalogueBatches.id })
    .from(catalogueBatches)
    .where(eq(catalogueBatches.userId, userId));
  const charges = await db()
    .select({ id: creditCharges.id })
    .from(creditCharges)
    .where(eq(creditCharges.userId, userId));
  return { batches: batches.length, charges: charges.length };
}

describe('a batch’s Idempotency-Key (issue 39, defect 7)', () => {
  it('answers 409 to the same key with another mode, category, SKU or colour, in en and vi', async () => {
    const who = await customer();
    const garment = { id: who.garment, category: 'tops', sku: 'AO-01', color: 'Đỏ' };
    const body = { models: [who.model], garments: [garment], params: { mode: 'balanced' } };
    const submit = (sent: unknown, lang = 'en') =>
      v1(api, 'POST', '/v1/virtual-tryon/batches', {
        value: who.value,
        body: sent,
        lang,
        headers: { 'idempotency-key': 'catalogue-2026-11' },
      });
    const first = await submit(body);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const batchId = (first.body.batch as { id: string }).id;
    const again = await submit(body);
    expect([again.status, (again.body.batch as { id: string }).id]).toEqual([200, batchId]);
    const before = await written(who.userId);

    const changed = [
      { ...body, params: { mode: 'quality' } },
      { ...body, garments: [{ ...garment, category: 'dresses' }] },
      { ...body, garments: [{ ...garment, sku: 'AO-02' }] },
      { ...body, garments: [{ ...garment, color: 'Xanh' }] },
    ];
    for (const sent of changed) {
      const res = await submit(sent);
      expect([res.status, res.body.code], JSON.stringify(sent)).toEqual([
        409,
        'idempotency_key_reused',
      ]);
      expect(res.body.detail).toBe(
        'This Idempotency-Key was already used for a different batch. Use a new key for a new batch.',
      );
    }
    const vi = await submit(changed[0], 'vi');
    expect(vi.body.detail).toBe(
      'Idempotency-Key này đã được dùng cho một lô khác. Hãy dùng khóa mới cho lô mới.',
    );
    expect(await written(who.userId)).toEqual(before);
  });

  it('belongs to one surface: the studio cannot replay an API batch’s key, nor the API a studio one', async () => {
    const who = await customer();
    const apiBody = { models: [who.model], garments: [{ id: who.garment, category: 'tops' }] };
    const studioBody = { models: [who.model], garments: [who.garment] };
    const fromApi = (key: string) =>
      v1(api, 'POST', '/v1/virtual-tryon/batches', {
        value: who.value,
        body: apiBody,
        headers: { 'idempotency-key': key },
      });
    const fromStudio = (key: string) =>
      call(api, 'POST', '/catalogue/batches', {
        token: who.session,
        body: studioBody,
        headers: { 'idempotency-key': key },
      });

    expect((await fromApi('shared-key')).status).toBe(202);
    const studio = await fromStudio('shared-key');
    expect([studio.status, studio.body.code]).toEqual([409, 'idempotency_key_reused']);

    const own = await fromStudio('studio-key');
    expect(own.status, JSON.stringify(own.body)).toBe(202);
    expect((await fromStudio('studio-key')).status).toBe(200);
    const replayed = await fromApi('studio-key');
    expect([replayed.status, replayed.body.code]).toEqual([409, 'idempotency_key_reused']);
    expect(await written(who.userId)).toEqual({ batches: 2, charges: 2 });
  });
});
