import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditGrants, generations, users } from '../../src/server/db/schema.ts';
import { grantFreePlanCredits } from '../../src/server/services/credits/grant-credits.ts';
import { readCreditBalance } from '../../src/server/services/credits/read-credit-balance.ts';
import { call, signUp } from './support/accounts.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { createTestClock } from './support/test-clock.ts';

const clock = createTestClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { clock });
});
afterAll(async () => {
  await api?.stop();
});

const DAY = 24 * 3600_000;

async function userId(email: string): Promise<string> {
  const [row] = await api.deps.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

describe('GET /dashboard/summary (spec §2.4)', () => {
  it('answers 401 without a token', async () => {
    const res = await call(api, 'GET', '/dashboard/summary');
    expect(res.status).toBe(401);
  });

  it('gives a newly verified account the free plan and its 5 credits, once', async () => {
    clock.reset();
    const { token, email } = await signUp(api);
    const res = await call(api, 'GET', '/dashboard/summary', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      plan: { id: 'free' },
      credits: { balance: 5 },
      stats: { total: 0, completed: 0, processing: 0, failed: 0, this_month: 0 },
    });
    const id = await userId(email);
    // A second verification (a reset link, a provider sign-in) grants nothing more.
    expect(await grantFreePlanCredits(api.deps.database.db, id, clock.now())).toBe(false);
    const grants = await api.deps.database.db
      .select()
      .from(creditGrants)
      .where(eq(creditGrants.userId, id));
    expect(grants).toHaveLength(1);
  });

  it('gives an account that never verified its address no credits', async () => {
    const email = `unverified-${Date.now()}@example.com`;
    const registered = await call(api, 'POST', '/auth/register', {
      body: { name: 'Trần Văn Nam', email, password: 'mật-khẩu-an-toàn-2026' },
    });
    expect(registered.status).toBe(201);
    const grants = await api.deps.database.db
      .select()
      .from(creditGrants)
      .where(eq(creditGrants.userId, await userId(email)));
    expect(grants).toEqual([]);
  });

  it('counts only the caller’s generations, by status, tool and month', async () => {
    clock.reset();
    const mine = await signUp(api);
    const other = await signUp(api);
    const me = await userId(mine.email);
    const now = clock.now();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - DAY);
    await api.deps.database.db.insert(generations).values([
      { userId: me, tool: 'virtual-tryon', status: 'success', createdAt: now },
      { userId: me, tool: 'virtual-tryon', status: 'failed', createdAt: now },
      { userId: me, tool: 'image-to-video', status: 'processing', createdAt: now },
      { userId: me, tool: 'hairstyle-changer', status: 'success', createdAt: lastMonth },
      { userId: await userId(other.email), tool: 'virtual-tryon', status: 'success' },
    ]);
    const res = await call(api, 'GET', '/dashboard/summary', { token: mine.token });
    expect(res.body.stats).toEqual({
      total: 4,
      completed: 2,
      processing: 1,
      failed: 1,
      this_month: 3,
      by_tool: {
        'virtual-tryon': 2,
        'body-generator': 0,
        'hairstyle-changer': 1,
        'image-to-video': 1,
        'image-editing': 0,
        'product-to-model': 0,
        'model-swap': 0,
      },
    });
  });

  it('stops counting credits 12 months after their grant, and not before', async () => {
    const { email } = await signUp(api);
    const id = await userId(email);
    const [grant] = await api.deps.database.db
      .select()
      .from(creditGrants)
      .where(eq(creditGrants.userId, id));
    const db = api.deps.database.db;
    const justBefore = new Date(grant!.expiresAt.getTime() - 1000);
    expect(await readCreditBalance(db, id, justBefore)).toEqual({
      balance: 5,
      nextExpiry: grant!.expiresAt,
    });
    expect(await readCreditBalance(db, id, grant!.expiresAt)).toEqual({
      balance: 0,
      nextExpiry: null,
    });
    // 12 calendar months after the grant.
    const expected = new Date(grant!.createdAt);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(grant!.expiresAt.toISOString()).toBe(expected.toISOString());
  });
});
