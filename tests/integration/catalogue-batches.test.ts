import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchSubmitResponse } from '../../src/contracts/catalogue.ts';
import {
  batchListSchema,
  batchSubmitResponseSchema,
  cellRetryResponseSchema,
} from '../../src/contracts/catalogue.ts';
import { catalogueBatches, creditCharges, generations, users } from '../../src/server/db/schema.ts';
import { call, signUp } from './support/accounts.ts';
import { subscribe } from './support/payments.ts';
import { completedBatch, seller as sellerIn } from './support/catalogue.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  // Many sellers sign up: each from its own address (the register limit is per address).
  api = await startTestApi({ TRUST_PROXY: 'true' });
});
afterAll(() => api?.stop());

const db = () => api.deps.database.db;
const balanceOf = async (token: string) =>
  (await call(api, 'GET', '/ai/estimate?tool=virtual-tryon', { token })).body.balance as number;

/**
 * The input copies (`generations/…`) the API writes while `run` runs. A refused submit must
 * write none: a refused 10×10 grid once copied 590 MB before checking the balance (issue 39).
 */
async function copiesWrittenDuring(run: () => Promise<unknown>): Promise<string[]> {
  const store = api.deps.store;
  const original = store.putStream;
  const written: string[] = [];
  store.putStream = (key, ...rest) => {
    if (key.startsWith('generations/')) written.push(key);
    return original.call(store, key, ...rest);
  };
  try {
    await run();
  } finally {
    store.putStream = original;
  }
  return written;
}

async function userIdOf(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return user!.id;
}

const seller = (options: Parameters<typeof sellerIn>[1]) => sellerIn(api, options);
const completed = (token: string, id: string) => completedBatch(api, token, id);

describe('POST /catalogue/batches (issue 20, decision 086)', () => {
  it('holds the 2 × 2 grid’s 4 credits at once and ends with 4 successful cells', async () => {
    const who = await seller({ garments: 2, models: 2, tryOnsSucceed: true });
    const res = await call(api, 'POST', '/catalogue/batches', {
      token: who.token,
      body: { garments: who.garments, models: who.models },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const submitted: BatchSubmitResponse = batchSubmitResponseSchema.parse(res.body);
    expect(submitted.balance).toBe(1);
    expect(submitted.batch).toMatchObject({ status: 'processing', credits: 4 });
    expect(submitted.batch.cells).toHaveLength(4);
    // Garment-major: the first garment on each model, then the second.
    expect(
      submitted.batch.cells.map((cell) => [cell.garment_asset_id, cell.model_asset_id]),
    ).toEqual([
      [who.garments[0], who.models[0]],
      [who.garments[0], who.models[1]],
      [who.garments[1], who.models[0]],
      [who.garments[1], who.models[1]],
    ]);
    expect(submitted.batch.cells[0]!.label).toEqual({
      sku: 'AO-1',
      color: 'Đỏ',
      category: 'tops',
      model: 'Lan 1.png',
      garment: 'garment.png',
    });
    const ids = submitted.batch.cells.map((cell) => cell.generation_id);
    const charges = await db()
      .select()
      .from(creditCharges)
      .where(inArray(creditCharges.generationId, ids));
    expect(charges.map((charge) => charge.amount)).toEqual([1, 1, 1, 1]);

    const done = await completed(who.token, submitted.batch.id);
    expect(done.counts).toEqual({ total: 4, processing: 0, success: 4, failed: 0, cancelled: 0 });
    expect(done.completed_at).not.toBeNull();
    expect(done.cells.every((cell) => cell.result_thumbnail_url)).toBe(true);
    expect(await balanceOf(who.token)).toBe(1);
    const list = batchListSchema.parse(
      (await call(api, 'GET', '/catalogue/batches', { token: who.token })).body,
    );
    expect(list.items.map((item) => item.id)).toEqual([submitted.batch.id]);
    // Each cell is an ordinary generation, in history with its label.
    const history = await call(api, 'GET', '/history?tool=virtual-tryon', { token: who.token });
    expect((history.body.items as unknown[]).length).toBe(4);
  }, 300_000);

  it('refuses a grid larger than the balance whole: 402 with the numbers, nothing held', async () => {
    const who = await seller({ garments: 3, models: 2 });
    await subscribe(api, who.email, 'basic');
    let res!: Awaited<ReturnType<typeof call>>;
    const copies = await copiesWrittenDuring(async () => {
      res = await call(api, 'POST', '/catalogue/batches', {
        token: who.token,
        body: { garments: who.garments, models: who.models },
      });
    });
    expect(res.status).toBe(402);
    expect(copies).toEqual([]);
    expect(res.body).toMatchObject({
      code: 'insufficient_credits',
      balance: 5,
      cost: 6,
      shortage: 1,
    });
    expect(res.body.detail).toBe('Insufficient credits. You have 5, need 6 (1 more required)');
    const userId = await userIdOf(who.email);
    expect(
      await db().select().from(catalogueBatches).where(eq(catalogueBatches.userId, userId)),
    ).toEqual([]);
    expect(await db().select().from(generations).where(eq(generations.userId, userId))).toEqual([]);
    expect(await db().select().from(creditCharges).where(eq(creditCharges.userId, userId))).toEqual(
      [],
    );
    expect(await balanceOf(who.token)).toBe(5);
  });

  it('accepts exactly 2 of 5 concurrent batches when the balance fits 2', async () => {
    // Full-body models: their cells succeed and keep their credits. A drawn model's cell fails
    // and is refunded, which a worker woken at once could do before the last request is counted.
    const who = await seller({ garments: 1, models: 2, tryOnsSucceed: true });
    await subscribe(api, who.email, 'basic');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(api, 'POST', '/catalogue/batches', {
          token: who.token,
          body: { garments: who.garments, models: who.models },
        }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([202, 202, 402, 402, 402]);
    const userId = await userIdOf(who.email);
    const cells = await db().select().from(generations).where(eq(generations.userId, userId));
    expect(cells).toHaveLength(4);
    const charges = await db().select().from(creditCharges).where(eq(creditCharges.userId, userId));
    expect(charges.reduce((sum, charge) => sum + charge.amount, 0)).toBe(4);
  });

  it('answers every repeat of one Idempotency-Key sent at once with the one batch, even past the balance', async () => {
    // The balance (5) fits one 1 × 3 grid: a repeat that waited on the first one's lock must
    // replay that batch, not be refused by the balance the first one took.
    // Full-body models, whose cells keep their credits (see above).
    const who = await seller({ garments: 1, models: 3, tryOnsSucceed: true });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(api, 'POST', '/catalogue/batches', {
          token: who.token,
          body: { garments: who.garments, models: who.models },
          headers: { 'idempotency-key': 'grid-once' },
        }),
      ),
    );
    // The first is accepted (202); each repeat replays it (200).
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 202]);
    const ids = new Set(answers.map((res) => (res.body.batch as { id: string }).id));
    expect(ids.size).toBe(1);
    const userId = await userIdOf(who.email);
    expect(
      await db().select().from(generations).where(eq(generations.userId, userId)),
    ).toHaveLength(3);
    expect(await balanceOf(who.token)).toBe(2);
  });

  it('limits the cells per plan, naming the limit and the plan that allows more, in both languages', async () => {
    const who = await seller({ garments: 3, models: 2 });
    const body = { garments: who.garments, models: who.models };
    const en = await call(api, 'POST', '/catalogue/batches', { token: who.token, body });
    expect(en.status).toBe(403);
    expect(en.body).toMatchObject({
      code: 'plan_upgrade_required',
      max: 4,
      cells: 6,
      upgrade: 'basic',
    });
    expect(en.body.detail).toContain('at most 4 images');
    expect(en.body.detail).toContain('Basic');
    const vi = await call(api, 'POST', '/catalogue/batches', {
      token: who.token,
      body,
      lang: 'vi',
    });
    expect(vi.body.detail).toContain('tối đa 4 ảnh');
    expect(vi.body.detail).toContain('Cơ bản');
    expect(await balanceOf(who.token)).toBe(5);
  });

  it('refuses a fourth unfinished batch with 429 and Retry-After', async () => {
    const who = await seller({ garments: 1, models: 1 });
    const userId = await userIdOf(who.email);
    await db()
      .insert(catalogueBatches)
      .values(Array.from({ length: 3 }, () => ({ userId, cellCount: 1, credits: 1 })));
    let res!: Awaited<ReturnType<typeof call>>;
    const copies = await copiesWrittenDuring(async () => {
      res = await call(api, 'POST', '/catalogue/batches', {
        token: who.token,
        body: { garments: who.garments, models: who.models },
      });
    });
    expect(res.status).toBe(429);
    expect(copies).toEqual([]);
    expect(res.body).toMatchObject({ code: 'too_many_open_batches', max: 3 });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await balanceOf(who.token)).toBe(5);

    // Retrying a failed cell of a finished batch would make a fourth one unfinished: refused too.
    const [done] = await db()
      .insert(catalogueBatches)
      .values({ userId, cellCount: 1, credits: 1, status: 'completed', completedAt: new Date() })
      .returning();
    const [failed] = await db()
      .insert(generations)
      .values({
        userId,
        tool: 'virtual-tryon',
        status: 'failed',
        batchId: done!.id,
        params: { category: 'tops' },
        inputs: [
          { role: 'person', assetId: who.models[0] },
          { role: 'clothing', assetId: who.garments[0] },
        ],
      })
      .returning();
    const retry = await call(
      api,
      'POST',
      `/catalogue/batches/${done!.id}/cells/${failed!.id}/retry`,
      { token: who.token },
    );
    expect(retry.status, JSON.stringify(retry.body)).toBe(429);
    expect(retry.body).toMatchObject({ code: 'too_many_open_batches' });
    expect(await balanceOf(who.token)).toBe(5);
    const [after] = await db().select().from(generations).where(eq(generations.id, failed!.id));
    expect(after).toMatchObject({ batchId: done!.id, status: 'failed' });
  });

  it('refuses another user’s asset and a model given as a garment, holding nothing', async () => {
    const who = await seller({ garments: 1, models: 1 });
    const other = await seller({ garments: 1, models: 0 });
    const foreign = await call(api, 'POST', '/catalogue/batches', {
      token: who.token,
      body: { garments: [other.garments[0]], models: who.models },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual([
      {
        path: 'garments.0',
        message: 'This item is no longer in your library. Please choose again.',
      },
    ]);
    const wrongKind = await call(api, 'POST', '/catalogue/batches', {
      token: who.token,
      body: { garments: who.models, models: who.models },
      lang: 'vi',
    });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.errors).toEqual([
      {
        path: 'garments.0',
        message: 'Mục này không phải trang phục. Hãy chọn trong mục Trang phục.',
      },
    ]);
    expect(await balanceOf(who.token)).toBe(5);
  });

  it('answers 404 for another user’s batch', async () => {
    const who = await seller({ garments: 1, models: 1 });
    const res = await call(api, 'POST', '/catalogue/batches', {
      token: who.token,
      body: { garments: who.garments, models: who.models },
    });
    const other = await signUp(api);
    const id = (res.body.batch as { id: string }).id;
    expect(
      (await call(api, 'GET', `/catalogue/batches/${id}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await call(api, 'GET', '/catalogue/batches/not-an-id', { token: other.token })).status,
    ).toBe(404);
  });

  it('ends a batch whose last running cell is deleted, from history or with its model', async () => {
    const who = await seller({ garments: 1, models: 1 });
    const userId = await userIdOf(who.email);
    const open = async (inputs: unknown[] = []) => {
      const [batch] = await db()
        .insert(catalogueBatches)
        .values({ userId, cellCount: 2, credits: 2 })
        .returning();
      const cells = await db()
        .insert(generations)
        .values(
          (['success', 'processing'] as const).map((status) => ({
            userId,
            tool: 'virtual-tryon',
            status,
            batchId: batch!.id,
            inputs: status === 'processing' ? inputs : [],
          })),
        )
        .returning();
      return { id: batch!.id, running: cells[1]!.id };
    };
    const statusOf = async (id: string) =>
      (await db().select().from(catalogueBatches).where(eq(catalogueBatches.id, id)))[0]!.status;

    const fromHistory = await open();
    const deleted = await call(api, 'DELETE', `/history/${fromHistory.running}`, {
      token: who.token,
    });
    expect(deleted.status).toBe(204);
    expect(await statusOf(fromHistory.id)).toBe('completed');

    const withModel = await open([{ role: 'model', assetId: who.models[0] }]);
    const removed = await call(api, 'DELETE', `/assets/${who.models[0]}?with_results=true`, {
      token: who.token,
    });
    expect(removed.status).toBe(204);
    expect(await statusOf(withModel.id)).toBe('completed');
    // Neither counts against the open-batch limit any more.
    const list = batchListSchema.parse(
      (await call(api, 'GET', '/catalogue/batches', { token: who.token })).body,
    );
    expect(list.items.every((item) => item.status === 'completed')).toBe(true);
  });

  it('retries a failed cell: a new generation takes its place, one credit held, 409 otherwise', async () => {
    // A blank garment: the local engine finds no garment and fails the try-on (refunded).
    const who = await seller({ garments: 1, models: 1 });
    const res = await call(api, 'POST', '/catalogue/batches', {
      token: who.token,
      body: { garments: who.garments, models: who.models },
    });
    const batchId = (res.body.batch as { id: string }).id;
    const failed = await completed(who.token, batchId);
    expect(failed.counts.failed).toBe(1);
    expect(await balanceOf(who.token)).toBe(5);
    const failedId = failed.cells[0]!.generation_id;

    const retry = await call(api, 'POST', `/catalogue/batches/${batchId}/cells/${failedId}/retry`, {
      token: who.token,
    });
    expect(retry.status, JSON.stringify(retry.body)).toBe(202);
    const retried = cellRetryResponseSchema.parse(retry.body);
    expect(retried.balance).toBe(4);
    expect(retried.cell.generation_id).not.toBe(failedId);
    expect(retried.cell.label).toEqual(failed.cells[0]!.label);
    const [old] = await db().select().from(generations).where(eq(generations.id, failedId));
    expect(old).toMatchObject({ batchId: null, status: 'failed' });
    const again = await call(api, 'POST', `/catalogue/batches/${batchId}/cells/${failedId}/retry`, {
      token: who.token,
    });
    expect(again.status).toBe(404);

    const view = await completed(who.token, batchId);
    expect(view.cells.map((cell) => cell.generation_id)).toEqual([retried.cell.generation_id]);
    const twice = await call(
      api,
      'POST',
      `/catalogue/batches/${batchId}/cells/${retried.cell.generation_id}/retry`,
      { token: who.token },
    );
    // It failed again (the same blank garment), so it may be retried; a success may not.
    expect(twice.status).toBe(202);
    const successful = await seller({ garments: 1, models: 1, tryOnsSucceed: true });
    const ok = await call(api, 'POST', '/catalogue/batches', {
      token: successful.token,
      body: { garments: successful.garments, models: successful.models },
    });
    const okView = await completed(successful.token, (ok.body.batch as { id: string }).id);
    const refused = await call(
      api,
      'POST',
      `/catalogue/batches/${okView.id}/cells/${okView.cells[0]!.generation_id}/retry`,
      { token: successful.token, lang: 'vi' },
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cell_not_failed' });
    expect(refused.body.detail).toBe('Chỉ có thể thử lại ảnh bị lỗi; ảnh này không bị lỗi.');
  }, 300_000);
});
