import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueBatches, generations, users } from '../../src/server/db/schema.ts';
import { call } from './support/accounts.ts';
import { insertGeneration } from './support/generations.ts';
import { apiClient, bodyParams, v1, type ApiClient } from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Issue 45, defect 8 (decision 129): what a token reaches is its account's, whichever of the
 * account's tokens (or the studio) made it: jobs read, listed and cancelled, Idempotency-Keys,
 * batches and exports alike. The token's services still decide which of them (403
 * `service_not_permitted`), and another account's are 404 like an unknown id.
 */
let api: TestApi;
beforeAll(async () => {
  // No workers: submitted jobs stay queued, so a cancel finds them unfinished.
  api = await startTestApi({ RUN_WORKERS: 'false' });
});
afterAll(() => api?.stop());

const db = () => api.deps.database.db;

/** Another token of the same account, made in API management. */
async function secondToken(client: ApiClient, services: string[]) {
  const made = await call(api, 'POST', '/api-tokens', {
    token: client.session,
    body: { name: `Second ${services.join(' ')}`, services, rateLimitPerMinute: 1000 },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.value as string;
}

async function userIdOf(client: ApiClient) {
  const [user] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, client.email));
  return user!.id;
}

describe('scopes between the tokens of one account (issue 45, defect 8)', () => {
  let owner: ApiClient;
  let colleague: string;
  let bodiesOnly: string;
  let stranger: ApiClient;
  let ownerId: string;
  beforeAll(async () => {
    owner = await apiClient(api);
    colleague = await secondToken(owner, ['virtual-tryon', 'body-generator']);
    bodiesOnly = await secondToken(owner, ['body-generator']);
    stranger = await apiClient(api);
    ownerId = await userIdOf(owner);
  });

  it('lets every token of the account replay a key, read, list and cancel a job', async () => {
    const submit = (value: string) =>
      v1(api, 'POST', '/v1/body-generator/jobs', {
        value,
        headers: { 'idempotency-key': 'scope-1' },
        body: { inputs: {}, params: bodyParams },
      });
    const first = await submit(owner.value);
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const id = (first.body.job as { id: string }).id;

    const replayed = await submit(colleague);
    expect([replayed.status, (replayed.body.job as { id: string }).id]).toEqual([200, id]);
    expect((await v1(api, 'GET', `/v1/jobs/${id}`, { value: colleague })).status).toBe(200);
    const listed = await v1(api, 'GET', '/v1/jobs?service=body-generator', { value: colleague });
    expect((listed.body.items as { id: string }[]).map((job) => job.id)).toContain(id);

    // Another account: as unknown, for reading, cancelling and its own key.
    expect((await v1(api, 'GET', `/v1/jobs/${id}`, { value: stranger.value })).status).toBe(404);
    expect((await v1(api, 'POST', `/v1/jobs/${id}/cancel`, { value: stranger.value })).status).toBe(
      404,
    );

    const cancelled = await v1(api, 'POST', `/v1/jobs/${id}/cancel`, { value: colleague });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', credits: 0 });
  });

  it('answers 403 for a job of a service the token lacks, reading and cancelling alike', async () => {
    const job = await insertGeneration(api, ownerId, {
      tool: 'virtual-tryon',
      status: 'processing',
      result: false,
    });
    // Submitted by the owner's first token, which has every service.
    await db()
      .update(generations)
      .set({ apiTokenId: owner.tokenId })
      .where(eq(generations.id, job.id));
    for (const [method, path] of [
      ['GET', `/v1/jobs/${job.id}`],
      ['POST', `/v1/jobs/${job.id}/cancel`],
    ] as const) {
      const refused = await v1(api, method, path, { value: bodiesOnly });
      expect([refused.status, refused.body.code], path).toEqual([403, 'service_not_permitted']);
      const unknown = await v1(api, method, path, { value: stranger.value });
      expect([unknown.status, unknown.body.code], path).toEqual([404, 'not_found']);
    }
    const [still] = await db()
      .select({ status: generations.status })
      .from(generations)
      .where(eq(generations.id, job.id));
    expect(still!.status).toBe('processing');
  });

  it('reads the account’s batches and exports from any of its tokens', async () => {
    const [batch] = await db()
      .insert(catalogueBatches)
      .values({ userId: ownerId, cellCount: 0, credits: 0, apiTokenId: owner.tokenId })
      .returning();
    const batchPath = `/v1/batches/${batch!.id}`;
    expect((await v1(api, 'GET', batchPath, { value: colleague })).status).toBe(200);
    expect((await v1(api, 'GET', batchPath, { value: bodiesOnly })).body.code).toBe(
      'service_not_permitted',
    );
    expect((await v1(api, 'GET', batchPath, { value: stranger.value })).status).toBe(404);

    const result = await insertGeneration(api, ownerId, { tool: 'virtual-tryon' });
    const started = await v1(api, 'POST', '/v1/exports', {
      value: owner.value,
      body: { preset: 'original', job_ids: [result.id] },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const exportPath = `/v1/exports/${(started.body.export as { id: string }).id}`;
    const read = await v1(api, 'GET', exportPath, { value: colleague });
    expect([read.status, (read.body.export as { preset: string }).preset]).toEqual([
      200,
      'original',
    ]);
    const refused = await v1(api, 'GET', exportPath, { value: bodiesOnly });
    expect([refused.status, refused.body.code]).toEqual([403, 'service_not_permitted']);
    expect((await v1(api, 'GET', exportPath, { value: stranger.value })).status).toBe(404);
  });
});
