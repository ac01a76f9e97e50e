import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSecondApi } from './support/api-process.ts';
import { call } from './support/accounts.ts';
import { apiClient, awaitRoomInMinute, v1 } from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Two API processes on one database: the in-process test API and a second one spawned as
// `npm run api` would run it, sharing the database and the secret, as a deployment does.
let first: TestApi;
let second: Awaited<ReturnType<typeof spawnSecondApi>>;
beforeAll(async () => {
  first = await startTestApi({ TRUST_PROXY: 'true' });
  second = await spawnSecondApi(first);
}, 120_000);
afterAll(async () => {
  await second?.stop();
  await first?.stop();
});

const apis = () => [first.url, second.url];

describe('per-token limit shared by every API process (spec §9)', () => {
  it('lets N calls a minute through, across both processes, and answers the N+1th 429', async () => {
    const client = await apiClient(first, { rateLimitPerMinute: 5 });
    await awaitRoomInMinute();
    for (let i = 0; i < 5; i += 1) {
      const res = await v1(apis()[i % 2]!, 'GET', '/v1/balance', { value: client.value });
      expect(res.status, `call ${i + 1}`).toBe(200);
    }
    const refused = await v1(second.url, 'GET', '/v1/balance', { value: client.value, lang: 'vi' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limit_exceeded', limit: 5 });
    expect(refused.body.message).toContain('5 yêu cầu mỗi phút');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await v1(first.url, 'GET', '/v1/balance', { value: client.value })).status).toBe(429);

    // The limit is the token's: another token of the same account is not held back.
    const other = await apiClient(first, { rateLimitPerMinute: 5 });
    expect((await v1(second.url, 'GET', '/v1/balance', { value: other.value })).status).toBe(200);
  });

  it('holds exactly when calls race on both processes at once', async () => {
    const client = await apiClient(first, { rateLimitPerMinute: 7 });
    await awaitRoomInMinute();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        v1(apis()[i % 2]!, 'GET', '/v1/balance', { value: client.value }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });

  it('lets exactly 10 of 50 racing calls through with the token kept in each process', async () => {
    // Decision 069: the token's row is cached per process, the count never is.
    const client = await apiClient(first, { rateLimitPerMinute: 10 });
    await awaitRoomInMinute();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        v1(apis()[i % 2]!, 'GET', '/v1/balance', { value: client.value }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });

  // Decision 107: GET /v1/jobs/{id} counts the call in the statement that reads the job.
  it('counts job reads exactly too: 10 of 50 racing, and a 404 is a counted call', async () => {
    const client = await apiClient(first, { rateLimitPerMinute: 10 });
    const seeded = await call(first, 'POST', '/dev/seed-generations', {
      token: client.session,
      body: { repeat: 1, items: [{ tool: 'virtual-tryon', status: 'success' }] },
    });
    const path = `/v1/jobs/${(seeded.body.ids as string[])[0]!}`;
    await awaitRoomInMinute();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        v1(apis()[i % 2]!, 'GET', path, { value: client.value }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    expect(answers.find((res) => res.status === 200)!.headers.get('x-ratelimit-limit')).toBe('10');

    const other = await apiClient(first, { rateLimitPerMinute: 3 });
    await awaitRoomInMinute();
    const unknown = `/v1/jobs/${crypto.randomUUID()}`;
    // A malformed id, another account's job and an unknown id are 404s, counted like any call.
    const malformed = await v1(first.url, 'GET', '/v1/jobs/not-a-job', { value: other.value });
    expect([malformed.status, malformed.headers.get('x-ratelimit-remaining')]).toEqual([404, '2']);
    const foreign = await v1(second.url, 'GET', path, { value: other.value });
    expect([foreign.status, foreign.headers.get('x-ratelimit-remaining')]).toEqual([404, '1']);
    const last = await v1(first.url, 'GET', unknown, { value: other.value });
    expect(last.status).toBe(404);
    expect(last.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await v1(second.url, 'GET', unknown, { value: other.value })).status).toBe(429);
  });

  it('never writes a token value to either process’s log', async () => {
    const client = await apiClient(first, { rateLimitPerMinute: 2 });
    for (const url of [...apis(), ...apis()])
      await v1(url, 'GET', '/v1/balance', { value: client.value });
    const lines = [...first.logs.map((line) => JSON.stringify(line)), ...second.lines].join('\n');
    expect(lines).toContain('/v1/balance');
    expect(lines).not.toContain(client.value);
    expect(lines).not.toContain(client.value.split('_').at(-1)!);
  });
});
