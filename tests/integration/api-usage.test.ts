import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiUsage } from '../../src/contracts/api-tokens.ts';
import type { StudioTool } from '../../src/contracts/studio.ts';
import { eq } from 'drizzle-orm';
import { apiCallCounts, creditCharges, generations } from '../../src/server/db/schema.ts';
import { recordApiCalls } from '../../src/server/services/public-api/record-api-call.ts';
import { call, signUp } from './support/accounts.ts';
import { subscribe } from './support/payments.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { productionEnv } from '../support/production-env.ts';

const DAY = 86_400_000;
// A stopped clock at midday UTC: the window's days cannot move while the test runs.
const stopped = new Date(Math.floor(Date.now() / DAY) * DAY + 12 * 3_600_000);
const today = Math.floor(stopped.getTime() / DAY) * DAY;
const dayOf = (daysAgo: number) => new Date(today - daysAgo * DAY).toISOString().slice(0, 10);

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: 'true' }, { clock: { now: () => stopped } });
});
afterAll(() => api?.stop());

async function userWithTokens(names: string[]) {
  const account = await signUp(api);
  await subscribe(api, account.email, 'pro');
  const tokens: { id: string; name: string; prefix: string }[] = [];
  for (const name of names) {
    const res = await call(api, 'POST', '/api-tokens', {
      token: account.token,
      body: { name, services: ['virtual-tryon'], rateLimitPerMinute: 60 },
    });
    expect(res.status).toBe(201);
    tokens.push(res.body.token as { id: string; name: string; prefix: string });
  }
  const userId = (account.login.user as { id: string }).id;
  return { ...account, userId, tokens };
}

/** One call recorded as the public API records it (decision 137: counted per hour). */
async function apiCall(
  user: { userId: string },
  tokenId: string,
  at: Date,
  statusCode: number,
  service: StudioTool | null,
) {
  await recordApiCalls(api.deps.database.db, [
    {
      tokenId,
      userId: user.userId,
      service,
      operation: service ? 'submit' : 'read',
      statusCode,
      errorCode: statusCode >= 400 ? 'some_error' : null,
      at,
    },
  ]);
}

/** A generation submitted with `tokenId` (null: from the studio) and its credit charge. */
async function job(
  user: { userId: string },
  tokenId: string | null,
  at: Date,
  tool: StudioTool,
  amount: number,
  charge: 'reserved' | 'captured' | 'refunded',
) {
  const db = api.deps.database.db;
  const [generation] = await db
    .insert(generations)
    .values({ userId: user.userId, tool, status: 'success', apiTokenId: tokenId, createdAt: at })
    .returning();
  await db.insert(creditCharges).values({
    userId: user.userId,
    generationId: generation!.id,
    amount,
    status: charge,
    allocations: [],
    createdAt: at,
  });
}

const at = (daysAgo: number, hour = 9) => new Date(today - daysAgo * DAY + hour * 3_600_000);

async function usage(token: string, query: string, lang = 'en') {
  const res = await call(api, 'GET', `/api-tokens/usage${query}`, { token, lang });
  return res as typeof res & { body: ApiUsage };
}

let owner: Awaited<ReturnType<typeof userWithTokens>>;
let other: Awaited<ReturnType<typeof userWithTokens>>;

beforeAll(async () => {
  owner = await userWithTokens(['Cửa hàng', 'Ứng dụng']);
  other = await userWithTokens(['Người khác']);
  const [shop, app] = owner.tokens.map((token) => token.id) as [string, string];
  // Today: three try-on calls (one refused), one image-editing call that failed.
  await apiCall(owner, shop, at(0, 1), 200, 'virtual-tryon');
  await apiCall(owner, shop, at(0, 2), 200, 'virtual-tryon');
  await apiCall(owner, shop, at(0, 3), 422, 'virtual-tryon');
  await apiCall(owner, app, at(0, 4), 500, 'image-editing');
  // Two days ago: a job read (no service) and two hairstyle calls, one rate limited.
  await apiCall(owner, shop, at(2), 200, null);
  await apiCall(owner, shop, at(2), 200, 'hairstyle-changer');
  await apiCall(owner, shop, at(2), 429, 'hairstyle-changer');
  // The first day of a 7-day window, at its first instant; the last instant before it.
  await apiCall(owner, shop, new Date(today - 6 * DAY), 200, 'body-generator');
  await apiCall(owner, shop, new Date(today - 6 * DAY - 1), 200, 'body-generator');
  // Only in the 30-day window.
  await apiCall(owner, app, at(10), 200, 'image-to-video');
  // Credits: kept and held count, refunded and studio ones do not.
  await job(owner, shop, at(0, 1), 'virtual-tryon', 5, 'captured');
  await job(owner, shop, at(0, 3), 'virtual-tryon', 3, 'refunded');
  await job(owner, app, at(0, 4), 'image-editing', 4, 'reserved');
  await job(owner, shop, at(2), 'hairstyle-changer', 2, 'captured');
  await job(owner, null, at(0), 'virtual-tryon', 7, 'captured');
  await job(owner, app, at(10), 'image-to-video', 6, 'captured');
  // Someone else's usage, today.
  for (let i = 0; i < 5; i += 1) {
    await apiCall(other, other.tokens[0]!.id, at(0), 200, 'virtual-tryon');
  }
  await job(other, other.tokens[0]!.id, at(0), 'virtual-tryon', 9, 'captured');
});

describe('API usage stats (spec §2.10 API management)', () => {
  it('answers every UTC day of the window with calls, errors and credits kept or held', async () => {
    const res = await usage(owner.token, '?days=7');
    expect(res.status).toBe(200);
    const { daily } = res.body;
    expect(daily.map((d) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayOf));
    expect(daily).toEqual([
      { day: dayOf(6), calls: 1, errors: 0, credits: 0 },
      { day: dayOf(5), calls: 0, errors: 0, credits: 0 },
      { day: dayOf(4), calls: 0, errors: 0, credits: 0 },
      { day: dayOf(3), calls: 0, errors: 0, credits: 0 },
      { day: dayOf(2), calls: 3, errors: 1, credits: 2 },
      { day: dayOf(1), calls: 0, errors: 0, credits: 0 },
      { day: dayOf(0), calls: 4, errors: 2, credits: 9 },
    ]);
    expect(res.body.totals).toEqual({ calls: 8, errors: 3, credits: 11 });
    expect(res.body.tokenId).toBeNull();
  });

  it('totals the window per token and per service, every service always listed', async () => {
    const { body } = await usage(owner.token, '?days=7');
    const [shop, app] = owner.tokens;
    expect(body.byToken).toEqual([
      {
        tokenId: shop!.id,
        name: 'Cửa hàng',
        prefix: shop!.prefix,
        calls: 7,
        errors: 2,
        credits: 7,
      },
      { tokenId: app!.id, name: 'Ứng dụng', prefix: app!.prefix, calls: 1, errors: 1, credits: 4 },
    ]);
    expect(body.byService).toEqual([
      { service: 'virtual-tryon', calls: 3, errors: 1, credits: 5 },
      { service: 'body-generator', calls: 1, errors: 0, credits: 0 },
      { service: 'hairstyle-changer', calls: 2, errors: 1, credits: 2 },
      { service: 'image-to-video', calls: 0, errors: 0, credits: 0 },
      { service: 'image-editing', calls: 1, errors: 1, credits: 4 },
      { service: 'product-to-model', calls: 0, errors: 0, credits: 0 },
      { service: 'model-swap', calls: 0, errors: 0, credits: 0 },
    ]);
  });

  it('covers 30 and 90 days, and 30 when no period is given', async () => {
    const month = await usage(owner.token, '?days=30');
    expect(month.body.daily).toHaveLength(30);
    expect(month.body.daily[0]!.day).toBe(dayOf(29));
    expect(month.body.totals).toEqual({ calls: 10, errors: 3, credits: 17 });
    expect(month.body.daily.find((d) => d.day === dayOf(10))).toEqual({
      day: dayOf(10),
      calls: 1,
      errors: 0,
      credits: 6,
    });
    expect((await usage(owner.token, '')).body).toEqual(month.body);
    const quarter = await usage(owner.token, '?days=90');
    expect(quarter.body.daily).toHaveLength(90);
    expect(quarter.body.totals).toEqual(month.body.totals);
  });

  it('filters by one token', async () => {
    const app = owner.tokens[1]!;
    const { status, body } = await usage(owner.token, `?days=7&token_id=${app.id}`);
    expect(status).toBe(200);
    expect(body.tokenId).toBe(app.id);
    expect(body.totals).toEqual({ calls: 1, errors: 1, credits: 4 });
    expect(body.daily.at(-1)).toEqual({ day: dayOf(0), calls: 1, errors: 1, credits: 4 });
    expect(body.byToken.map((row) => row.tokenId)).toEqual([app.id]);
    expect(body.byService.find((row) => row.service === 'virtual-tryon')!.calls).toBe(0);
  });

  it("never shows another user's usage; their token id is not found", async () => {
    const mine = await usage(other.token, '?days=7');
    expect(mine.body.totals).toEqual({ calls: 5, errors: 0, credits: 9 });
    expect(mine.body.byToken.map((row) => row.name)).toEqual(['Người khác']);
    const theirs = await usage(owner.token, `?token_id=${other.tokens[0]!.id}`, 'vi');
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('API token này không tồn tại.');
    const unknown = await usage(owner.token, '?token_id=00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
  });

  it('shows zeros for a user whose tokens were never used', async () => {
    const fresh = await userWithTokens(['Mới']);
    const { body } = await usage(fresh.token, '?days=7');
    expect(body.daily).toHaveLength(7);
    expect(body.daily.every((d) => d.calls + d.errors + d.credits === 0)).toBe(true);
    expect(body.byToken).toEqual([expect.objectContaining({ name: 'Mới', calls: 0 })]);
  });

  it('refuses a bad period or token id with 400 in the caller’s language', async () => {
    for (const days of ['14', '0', 'abc', '7.5']) {
      const res = await usage(owner.token, `?days=${days}`);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_query');
      expect(res.body.message).toBe('The period must be 7, 30 or 90 days.');
    }
    const vi = await usage(owner.token, '?days=365', 'vi');
    expect(vi.body.message).toBe('Khoảng thời gian phải là 7, 30 hoặc 90 ngày.');
    const badId = await usage(owner.token, '?days=7&token_id=abc', 'vi');
    expect(badId.status).toBe(400);
    expect(badId.body.message).toBe('Mã token không hợp lệ.');
    expect(badId.body.errors).toEqual([{ path: 'token_id', message: 'Mã token không hợp lệ.' }]);
  });

  it('needs a signed-in user', async () => {
    const res = await call(api, 'GET', '/api-tokens/usage?days=7');
    expect(res.status).toBe(401);
  });
});

describe('call counts (decision 137)', () => {
  it('adds parallel batches of one token, hour and outcome to one exact count', async () => {
    const user = await userWithTokens(['Song song']);
    const tokenId = user.tokens[0]!.id;
    const one = {
      tokenId,
      userId: user.userId,
      service: 'virtual-tryon',
      operation: 'get-job',
      statusCode: 200,
      errorCode: null,
      at: at(0, 5),
    };
    const db = api.deps.database.db;
    await Promise.all(
      Array.from({ length: 20 }, () =>
        recordApiCalls(
          db,
          Array.from({ length: 50 }, () => one),
        ),
      ),
    );
    const rows = await db.select().from(apiCallCounts).where(eq(apiCallCounts.tokenId, tokenId));
    expect(rows.map((row) => row.calls)).toEqual([1000]);
    expect((await usage(user.token, '?days=7')).body.totals.calls).toBe(1000);
  });
});

describe('POST /dev/seed-api-usage (development only)', () => {
  it("seeds calls and jobs of the caller's own tokens, which the stats then count", async () => {
    const seeder = await userWithTokens(['Hạt giống']);
    const tokenId = seeder.tokens[0]!.id;
    const body = {
      calls: [
        { token_id: tokenId, service: 'virtual-tryon', days_ago: 1, count: 3 },
        { token_id: tokenId, days_ago: 0, status_code: 404 },
      ],
      jobs: [
        { token_id: tokenId, service: 'virtual-tryon', days_ago: 1, credits: 8 },
        {
          token_id: tokenId,
          service: 'virtual-tryon',
          days_ago: 1,
          credits: 2,
          charge: 'refunded',
        },
      ],
    };
    expect((await call(api, 'POST', '/dev/seed-api-usage', { body })).status).toBe(401);
    const stranger = await call(api, 'POST', '/dev/seed-api-usage', {
      token: owner.token,
      body,
    });
    expect(stranger.status).toBe(404);
    const seeded = await call(api, 'POST', '/dev/seed-api-usage', { token: seeder.token, body });
    expect(seeded.status).toBe(201);
    expect(seeded.body).toEqual({ calls: 4, jobs: 2 });
    const { body: stats } = await usage(seeder.token, '?days=7');
    expect(stats.daily.slice(-2)).toEqual([
      { day: dayOf(1), calls: 3, errors: 0, credits: 8 },
      { day: dayOf(0), calls: 1, errors: 1, credits: 0 },
    ]);
    expect(stats.byService[0]).toEqual({
      service: 'virtual-tryon',
      calls: 3,
      errors: 0,
      credits: 8,
    });
  });

  it('does not exist in production', async () => {
    const production = await startTestApi(productionEnv);
    try {
      const res = await fetch(`${production.url}/dev/seed-api-usage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
        body: JSON.stringify({ calls: [] }),
      });
      expect(res.status).toBe(404);
    } finally {
      await production.stop();
    }
  });
});
