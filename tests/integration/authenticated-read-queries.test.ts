import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/accounts.ts';
import { apiClient, v1 } from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  // No job workers in this API: a scheduled or queued job's statement on the same pool would
  // land inside a read's window whenever it happened to run (the reads need none: the
  // generations are seeded).
  api = await startTestApi({ AUTH_CACHE_TTL_MS: '5000', RUN_WORKERS: 'false' });
}, 60_000);
afterAll(async () => {
  await api?.stop();
});

/**
 * The statements the API sends through its pool while `run` goes (issue 19's profile), but for
 * the batch of call counts: it is written off the request's path, whenever a batch is due, so an
 * earlier call's count may land inside any window (decision 069). A failure lists them.
 */
async function statementsOf(run: () => Promise<void>): Promise<string[]> {
  const pool = api.deps.database.pool;
  const seen: string[] = [];
  const original = pool.query.bind(pool);
  pool.query = ((...args: Parameters<typeof original>) => {
    const first = args[0] as unknown;
    const text = typeof first === 'string' ? first : (first as { text: string }).text;
    if (!/^\s*insert into api_call_counts/.test(text)) seen.push(text);
    return original(...args);
  }) as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return seen;
}

describe('authenticated reads (issue 19, decision 069)', () => {
  it('reads a job by the public API with the limit as its only write once the token is known', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const seeded = await call(api, 'POST', '/dev/seed-generations', {
      token: client.session,
      body: { repeat: 1, items: [{ tool: 'virtual-tryon', status: 'success' }] },
    });
    const id = (seeded.body.ids as string[])[0]!;
    expect((await v1(api, 'GET', `/v1/jobs/${id}`, { value: client.value })).status).toBe(200);
    const warm = await statementsOf(async () => {
      const job = await v1(api, 'GET', `/v1/jobs/${id}`, { value: client.value });
      expect(job.status).toBe(200);
      // The files come with the job's own statement: the result still has its signed link.
      expect(job.body.result).toMatchObject({ url: expect.any(String) });
    });
    // Before decision 069: 9 (token, subscription, plan, limit, 4 for the job, api_calls insert);
    // 3 with decision 069; now (decision 075) the limit, and the job with its share, charge and
    // files. Decision 103 added the token holder's team membership on every call; decision 107
    // caches it with the token (a change of team is announced by the database).
    expect(warm.filter((text) => /api_tokens|"users"|subscriptions|"plans"/.test(text))).toEqual(
      [],
    );
    // Decision 107: the count's upsert and the job's read are one statement.
    expect(warm.filter((text) => /"team_members"/.test(text))).toEqual([]);
    expect(warm, warm.join('\n')).toEqual([
      expect.stringMatching(
        /^with "counted" as \(insert into "api_rate_windows".* left join "generations"/s,
      ),
    ]);
  });

  it('reads a generation by a studio session without loading the user again', async () => {
    const client = await apiClient(api);
    const seeded = await call(api, 'POST', '/dev/seed-generations', {
      token: client.session,
      body: { repeat: 1, items: [{ tool: 'virtual-tryon', status: 'success' }] },
    });
    const id = (seeded.body.ids as string[])[0]!;
    const read = () => call(api, 'GET', `/ai/generations/${id}`, { token: client.session });
    expect((await read()).status).toBe(200);
    const warm = await statementsOf(async () => {
      const progress = await read();
      expect(progress.status).toBe(200);
      expect(progress.body.item).toMatchObject({ result_url: expect.any(String) });
    });
    // Before decision 069: 4 (the user with the sign-out check, generation, share, files); 2
    // with decision 069; then one: the generation with its share and its files (decision 075).
    // The caller's team (decision 103) is cached with the session (decision 107).
    expect(warm.filter((text) => /"users"|revoked_tokens|"team_members"/.test(text))).toEqual([]);
    expect(warm, warm.join('\n')).toHaveLength(1);
  });
});
