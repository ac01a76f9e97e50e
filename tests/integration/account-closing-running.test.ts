import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCharges, creditGrants, generations, users } from '../../src/server/db/schema.ts';
import type { Engine } from '../../src/server/engine/engine.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import { call } from './support/accounts.ts';
import { picture } from './support/generations.ts';
import { apiClient, v1, v1Upload } from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Decision 056: closing an account while the worker is inside the engine. The job is failed and
 * its credit refunded at once; when the engine then returns, nothing is stored or charged.
 */
let started = () => {};
const engineStarted = new Promise<void>((resolve) => {
  started = resolve;
});
let openGate = () => {};
const gate = new Promise<void>((resolve) => {
  openGate = resolve;
});
const engine: Engine = {
  ...createLocalEngine(),
  name: 'gated',
  imageEditing: async () => {
    started();
    await gate;
    const data = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#c68a64' },
    })
      .png()
      .toBuffer();
    return { data, contentType: 'image/png', width: 32, height: 32 };
  },
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { engine });
});
afterAll(async () => {
  openGate();
  await api?.stop();
});

describe('closing an account with a job running', () => {
  it('fails and refunds the running job exactly once, and the engine finishing later changes nothing', async () => {
    const client = await apiClient(api);
    const db = api.deps.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, client.email));
    const balance = async () =>
      (
        await db
          .select({ n: sql<number>`coalesce(sum(${creditGrants.remaining}), 0)::int` })
          .from(creditGrants)
          .where(eq(creditGrants.userId, user!.id))
      )[0]!.n;
    const upload = await v1Upload(api, client.value, await picture(320, 240, 'png'));
    const submit = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: client.value,
      body: { inputs: { source: upload.body.id }, params: { preset: 'enhance-quality' } },
    });
    expect(submit.status).toBe(202);
    const jobId = (submit.body.job as { id: string }).id;
    await engineStarted;
    expect(await balance()).toBe(4);

    const closed = await call(api, 'DELETE', '/auth/account', {
      token: client.session,
      body: { password: 'mật-khẩu-an-toàn-2026' },
    });
    expect(closed.status).toBe(200);
    const row = async () =>
      (await db.select().from(generations).where(eq(generations.id, jobId)))[0]!;
    expect((await row()).status).toBe('failed');
    expect(await balance()).toBe(5);

    // The engine returns; the worker finds the job no longer running and keeps nothing.
    openGate();
    const jobState = async () =>
      (
        await db.execute<{ state: string }>(
          sql`select state from pgboss.job where name = 'generation' and data->>'generationId' = ${jobId}`,
        )
      ).rows[0]?.state;
    // One attempt, ending cleanly: the dropped result is not an error to retry.
    await expect.poll(jobState, { timeout: 60_000 }).toBe('completed');
    const [attempts] = (
      await db.execute<{ retries: number }>(
        sql`select retry_count as retries from pgboss.job where name = 'generation' and data->>'generationId' = ${jobId}`,
      )
    ).rows;
    expect(attempts!.retries).toBe(0);
    const after = await row();
    expect(after.status).toBe('failed');
    expect(after.resultFileId).toBeNull();
    const charges = await db
      .select()
      .from(creditCharges)
      .where(eq(creditCharges.generationId, jobId));
    expect(charges.map((charge) => charge.status)).toEqual(['refunded']);
    expect(await balance()).toBe(5);
  }, 120_000);
});
