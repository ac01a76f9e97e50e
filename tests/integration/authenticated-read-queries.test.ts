import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiRateWindows, apiTokens } from '../../src/server/db/schema.ts';
import { leanStatement } from '../../src/server/db/lean-prepared.ts';
import { withFiles } from '../../src/server/services/history/history-items.ts';
import {
  findOwnedJob,
  findOwnedProgress,
  ownedProgressQuery,
  progressBatchValues,
  progressOfCallsStatement,
} from '../../src/server/services/history/status-reads.ts';
import {
  countAndReadJob,
  countedJobStatement,
  jobBatchValues,
} from '../../src/server/services/public-api/count-and-read-job.ts';
import { minuteOf } from '../../src/server/services/public-api/count-api-call.ts';
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

/** The token's count of calls in the minute of `now`, as the limit sees it. */
async function minuteCount(tokenId: string, now: Date): Promise<number> {
  const [row] = await api.deps.database.db
    .select({ count: apiRateWindows.count })
    .from(apiRateWindows)
    .where(and(eq(apiRateWindows.tokenId, tokenId), eq(apiRateWindows.windowStart, minuteOf(now))));
  return row?.count ?? 0;
}

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
  /** An API client whose account has one successful generation, `id`. */
  async function clientWithSuccess(options?: Parameters<typeof apiClient>[1]) {
    const client = await apiClient(api, options);
    const seeded = await call(api, 'POST', '/dev/seed-generations', {
      token: client.session,
      body: { repeat: 1, items: [{ tool: 'virtual-tryon', status: 'success' }] },
    });
    return { client, id: (seeded.body.ids as string[])[0]! };
  }

  it('reads a job by the public API with the limit as its only write once the token is known', async () => {
    const { client, id } = await clientWithSuccess({ services: ['virtual-tryon'] });
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
    // Decision 107: the count's upsert and the job's read are one statement (decision 139: for
    // every call that waited for the last).
    expect(warm.filter((text) => /"team_members"/.test(text))).toEqual([]);
    expect(warm, warm.join('\n')).toEqual([
      expect.stringMatching(
        /^with "minutes" as .*"counted" as \(insert into "api_rate_windows".* left join lateral \(select .* from "generations"/s,
      ),
    ]);
  });

  it('reads a generation by a studio session without loading the user again', async () => {
    const { client, id } = await clientWithSuccess();
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

  it('reads a token that is not yet known once for all the calls that wait for it (decision 140)', async () => {
    const { client, id } = await clientWithSuccess({ services: ['virtual-tryon'] });
    const cold = await statementsOf(async () => {
      const reads = await Promise.all(
        Array.from({ length: 12 }, () => v1(api, 'GET', `/v1/jobs/${id}`, { value: client.value })),
      );
      expect(reads.map((read) => read.status)).toEqual(Array(12).fill(200));
    });
    // Before decision 140 each call that came while the token was being read read it again,
    // and wrote its last use again: up to 12 of each here.
    const tokenReads = cold.filter((text) => /^select .* from "api_tokens"/s.test(text));
    const lastUses = cold.filter((text) => /^update "api_tokens"/.test(text));
    expect(tokenReads, cold.join('\n')).toHaveLength(1);
    expect(lastUses, cold.join('\n')).toHaveLength(1);
  });
});

describe('a named statement on one connection (decision 138)', () => {
  const statement = {
    name: 'describe_once_check',
    text: 'select $1::int as n, $2::timestamptz as at, $3::text as t, 10 / $1::int as tenth',
  };

  it('asks for its row description once and parses every later row with it', async () => {
    const client = await api.deps.database.pool.connect();
    let descriptions = 0;
    const connection = (client as unknown as { connection: NodeJS.EventEmitter }).connection;
    const counted = () => (descriptions += 1);
    connection.on('rowDescription', counted);
    try {
      const at = new Date('2026-12-04T01:02:03.456Z');
      const runs = [
        [1, at, 'một'],
        [2, null, null],
        [5, new Date(0), 'ba'],
      ] as const;
      for (const values of runs) {
        const arrays = await client.query({ ...statement, rowMode: 'array' }, [...values]);
        expect(arrays.rows).toEqual([[values[0], values[1], values[2], 10 / values[0]]]);
        expect(arrays.fields.map((field) => field.name)).toEqual(['n', 'at', 't', 'tenth']);
      }
      expect(descriptions).toBe(1);
      // A failure at execution leaves the statement and its description usable.
      await expect(client.query({ ...statement, rowMode: 'array' }, [0, at, 'x'])).rejects.toThrow(
        /division by zero/,
      );
      const after = await client.query({ ...statement, rowMode: 'array' }, [10, at, 'x']);
      expect(after.rows).toEqual([[10, at, 'x', 1]]);
      // Rows as objects: a statement of its own name, described once too.
      const objects = { ...statement, name: 'describe_once_objects' };
      await client.query(objects, [2, at, 'a']);
      const second = await client.query(objects, [4, null, 'b']);
      expect(second.rows).toEqual([{ n: 4, at: null, t: 'b', tenth: 2 }]);
      expect(descriptions).toBe(2);
    } finally {
      connection.off('rowDescription', counted);
      client.release();
    }
  });

  it('answers through the pool, which passes a callback, as through a promise', async () => {
    const pool = api.deps.database.pool;
    const at = new Date('2026-01-01T00:00:00.000Z');
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        pool.query({ ...statement, rowMode: 'array' as const }, [n, at, `#${n}`]),
      ),
    );
    expect(answers.map((answer) => answer.rows[0])).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [n, at, `#${n}`, Math.trunc(10 / n)]),
    );
  });
});

describe('the status reads run without drizzle execute (decision 138)', () => {
  it('answers the rows drizzle answers for the same statements', async () => {
    const db = api.deps.database.db;
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const seeded = await call(api, 'POST', '/dev/seed-generations', {
      token: client.session,
      body: {
        repeat: 1,
        items: [
          {
            tool: 'virtual-tryon',
            status: 'success',
            inputs: ['person', 'clothing'],
            samples: 2,
            width: 64,
            height: 48,
          },
          {
            tool: 'hairstyle-changer',
            status: 'failed',
            error: 'Engine error',
            width: 64,
            height: 48,
          },
          {
            tool: 'image-to-video',
            status: 'processing',
            params: { prompt: 'xoay người' },
            width: 64,
            height: 48,
          },
        ],
      },
    });
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(201);
    const ids = seeded.body.ids as string[];
    const [owner] = await db
      .select({ userId: apiTokens.userId })
      .from(apiTokens)
      .where(eq(apiTokens.id, client.tokenId));
    const { userId } = owner!;
    const tokenId = client.tokenId;
    const byDrizzle = ownedProgressQuery(db).prepare('drizzle_owned_progress_check');
    const now = new Date();
    for (const id of ids) {
      const [row] = await byDrizzle.execute({ id, userId });
      expect(await findOwnedProgress(db, userId, id)).toEqual(withFiles(row!));
      const before = await minuteCount(tokenId, now);
      const lean = await countAndReadJob(db, { tokenId, limit: 1000, userId }, id, now);
      // findOwnedJob is drizzle's own select and mapping of the job read's columns.
      expect(lean.job).toEqual(await findOwnedJob(db, userId, id));
      expect(lean.counted.remaining).toBe(1000 - (before + 1));
      expect(await minuteCount(tokenId, now)).toBe(before + 1);
    }
  });
});

describe('many calls in one statement (decision 139)', () => {
  /** An API client with one finished job, and the user its token belongs to. */
  async function clientWithJob(rateLimitPerMinute: number) {
    const client = await apiClient(api, { services: ['virtual-tryon'], rateLimitPerMinute });
    const seeded = await call(api, 'POST', '/dev/seed-generations', {
      token: client.session,
      body: {
        repeat: 1,
        items: [{ tool: 'virtual-tryon', status: 'success', width: 64, height: 48 }],
      },
    });
    const [owner] = await api.deps.database.db
      .select({ userId: apiTokens.userId })
      .from(apiTokens)
      .where(eq(apiTokens.id, client.tokenId));
    return { ...client, userId: owner!.userId, jobId: (seeded.body.ids as string[])[0]! };
  }

  it('counts each token exactly and answers each call its own job', async () => {
    const db = api.deps.database.db;
    const shop = await clientWithJob(1000);
    const limited = await clientWithJob(5);
    const now = new Date();
    const read = (who: typeof shop, id: string) =>
      countAndReadJob(
        db,
        { tokenId: who.tokenId, limit: who === limited ? 5 : 1000, userId: who.userId },
        id,
        now,
      );
    const asked = [
      ...Array.from({ length: 6 }, () => ['own', () => read(shop, shop.jobId)] as const),
      ...Array.from({ length: 12 }, () => ['limited', () => read(limited, limited.jobId)] as const),
      ...Array.from({ length: 3 }, () => ['other', () => read(shop, limited.jobId)] as const),
      ...Array.from({ length: 2 }, () => ['malformed', () => read(shop, 'not-a-job')] as const),
    ];
    let answers: { kind: string; counted: { allowed: boolean; remaining: number }; id?: string }[] =
      [];
    const statements = await statementsOf(async () => {
      answers = await Promise.all(
        asked.map(async ([kind, answer]) => {
          const { counted, job } = await answer();
          return { kind, counted, id: job?.row.id };
        }),
      );
    });
    // The first call went alone; every other had waited for it and went in one more statement.
    expect(statements).toHaveLength(2);
    const of = (kind: string) => answers.filter((answer) => answer.kind === kind);
    const shopCalls = [...of('own'), ...of('other'), ...of('malformed')];
    expect(shopCalls.every((answer) => answer.counted.allowed)).toBe(true);
    expect(shopCalls.map((answer) => answer.counted.remaining).sort((a, b) => b - a)).toEqual(
      Array.from({ length: 11 }, (_, i) => 999 - i),
    );
    expect(of('own').map((answer) => answer.id)).toEqual(Array(6).fill(shop.jobId));
    // Another account's job and a malformed id are counted, and found like an unknown job.
    expect([...of('other'), ...of('malformed')].map((answer) => answer.id)).toEqual(
      Array(5).fill(undefined),
    );
    const allowed = of('limited').filter((answer) => answer.counted.allowed);
    expect(allowed.map((answer) => answer.counted.remaining).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(allowed.map((answer) => answer.id)).toEqual(Array(5).fill(limited.jobId));
    expect(of('limited').filter((answer) => !answer.counted.allowed)).toHaveLength(7);
    // The next call of the spent token is refused, and counted no further.
    const spent = await minuteCount(limited.tokenId, now);
    const after = await read(limited, limited.jobId);
    expect(after.counted.allowed).toBe(false);
    expect(await minuteCount(limited.tokenId, now)).toBe(spent);
  });

  it('answers each status read its own generation, or 404 for another user’s', async () => {
    const db = api.deps.database.db;
    const first = await clientWithJob(1000);
    const second = await clientWithJob(1000);
    const drizzleRow = async (who: typeof first) => {
      const [row] = await ownedProgressQuery(db).execute({ id: who.jobId, userId: who.userId });
      return withFiles(row!);
    };
    const expected = { first: await drizzleRow(first), second: await drizzleRow(second) };
    const settle = (answer: Promise<unknown>) =>
      answer.then(
        (found) => found,
        (error: { status?: number }) => error.status,
      );
    let answers: unknown[] = [];
    const statements = await statementsOf(async () => {
      answers = await Promise.all([
        settle(findOwnedProgress(db, first.userId, first.jobId)),
        settle(findOwnedProgress(db, second.userId, second.jobId)),
        settle(findOwnedProgress(db, first.userId, second.jobId)),
        settle(findOwnedProgress(db, second.userId, first.jobId)),
        settle(findOwnedProgress(db, first.userId, first.jobId)),
        settle(findOwnedProgress(db, first.userId, 'not-a-job')),
      ]);
    });
    expect(statements).toHaveLength(2);
    expect(answers).toEqual([expected.first, expected.second, 404, 404, expected.first, 404]);
  });
});

describe('the batched statements (decision 139)', () => {
  it('are planned once for every batch size, as one generic plan per connection', async () => {
    const shop = await apiClient(api, { services: ['virtual-tryon'] });
    const seeded = await call(api, 'POST', '/dev/seed-generations', {
      token: shop.session,
      body: {
        repeat: 1,
        items: [{ tool: 'virtual-tryon', status: 'success', width: 64, height: 48 }],
      },
    });
    const id = (seeded.body.ids as string[])[0]!;
    const [owner] = await api.deps.database.db
      .select({ userId: apiTokens.userId })
      .from(apiTokens)
      .where(eq(apiTokens.id, shop.tokenId));
    const userId = owner!.userId;
    const batches = [1, 2, 5, 1, 9, 3, 1, 4, 7, 2, 6, 1];
    const statements = {
      batch_plan_progress: (size: number) => ({
        text: leanStatement(progressOfCallsStatement()).toSQL().sql,
        values: Object.values(progressBatchValues(Array(size).fill({ id, userId }))),
      }),
      batch_plan_jobs: (size: number) => ({
        text: leanStatement(countedJobStatement()).toSQL().sql,
        values: Object.values(
          jobBatchValues(
            Array(size).fill({
              tokenId: shop.tokenId,
              limit: 1000,
              userId,
              id,
              windowStart: new Date('2000-01-01T00:00:00Z'),
            }),
          ),
        ),
      }),
    };
    const client = await api.deps.database.pool.connect();
    try {
      for (const [name, statement] of Object.entries(statements)) {
        for (const size of batches) {
          const { rows } = await client.query({ name, ...statement(size) });
          expect(rows).toHaveLength(size);
        }
      }
      const { rows } = await client.query<{ name: string; generic: number; custom: number }>(
        `select name, generic_plans::int as generic, custom_plans::int as custom
           from pg_prepared_statements where name like 'batch_plan_%' order by name`,
      );
      // PostgreSQL plans the first five executions for their values, then keeps the generic plan
      // unless the values' plans look cheaper: arrays sized by their value made every one look so.
      expect(rows).toEqual([
        { name: expect.stringMatching(/^batch_plan_jobs/), generic: batches.length - 5, custom: 5 },
        {
          name: expect.stringMatching(/^batch_plan_progress/),
          generic: batches.length - 5,
          custom: 5,
        },
      ]);
      const { rows: jit } = await client.query<{ jit: string }>('show jit');
      if (!api.deps.database.embedded) expect(jit[0]!.jit).toBe('off');
    } finally {
      client.release();
    }
  });
});
