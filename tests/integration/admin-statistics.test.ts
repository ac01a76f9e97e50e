import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCharges, orders } from '../../src/server/db/schema.ts';
import type { GenerationStatistics, UserStatistics } from '../../src/contracts/admin.ts';
import { call, expectNoSecretsLogged } from './support/accounts.ts';
import {
  ADMIN_EMAIL,
  adminRoutes,
  get,
  insertGenerations,
  insertUser,
  signUpAdmin,
  signUpUser,
} from './support/admin.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  api = await startTestApi({ ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await signUpAdmin(api);
});
afterAll(async () => {
  if (api) expectNoSecretsLogged(api);
  await api?.stop();
});

const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
const userStats = async (query = '') =>
  (await get(api, `/api/admin/statistics/users?${query}`, admin.token))
    .body as unknown as UserStatistics;
const generationStats = async (query = '') =>
  (await get(api, `/api/admin/statistics/generations?${query}`, admin.token))
    .body as unknown as GenerationStatistics;
const fieldErrors = (body: Record<string, unknown>) =>
  (body.errors as { path: string }[]).map((e) => e.path);

describe('the admin statistics API is for administrators only', () => {
  it('answers 401 without a token and 403 to a non-admin on every route', async () => {
    const member = await signUpUser(api);
    for (const [method, path] of adminRoutes(member.id)) {
      const body = method === 'PUT' ? { disabled: false } : undefined;
      expect((await call(api, method!, path!, { body })).status, path).toBe(401);
      const denied = await call(api, method!, path!, { token: member.token, body, lang: 'vi' });
      expect(denied.status, path).toBe(403);
      expect(denied.body.message).toMatch(/^Truy cập bị từ chối/);
    }
  });
});

describe('GET /api/admin/statistics/users', () => {
  it('counts accounts by state and by the plan in force', async () => {
    const before = await userStats();
    const plain = await insertUser(api);
    await insertUser(api, { isVerified: true });
    const member = await signUpUser(api);
    await call(api, 'PUT', `/api/admin/users/${plain.id}`, {
      token: admin.token,
      body: { disabled: true },
    });
    await call(api, 'PUT', `/api/admin/users/${member.id}`, {
      token: admin.token,
      body: { plan: 'premium' },
    });
    const after = await userStats();
    expect(after.totals.all - before.totals.all).toBe(3);
    expect(after.totals.verified - before.totals.verified).toBe(2);
    expect(after.totals.unverified - before.totals.unverified).toBe(1);
    expect(after.totals.disabled - before.totals.disabled).toBe(1);
    expect(after.by_plan.map((p) => p.plan)).toEqual([
      'free',
      'basic',
      'starter',
      'pro',
      'professional',
      'premium',
      'enterprise',
    ]);
    const count = (stats: UserStatistics, plan: string) =>
      stats.by_plan.find((p) => p.plan === plan)!.users;
    expect(count(after, 'premium') - count(before, 'premium')).toBe(1);
    expect(count(after, 'free') - count(before, 'free')).toBe(2);
    expect(after.by_plan.reduce((sum, p) => sum + p.users, 0)).toBe(after.totals.all);
  });

  it('answers sign-ups per day, week or month with every bucket present', async () => {
    for (const day of ['2018-02-05', '2018-02-05', '2018-02-07', '2018-02-12', '2018-04-30']) {
      await insertUser(api, { createdAt: at(day) });
    }
    const daily = await userStats('period=daily&start_date=2018-02-04&end_date=2018-02-08');
    expect(daily.signups).toEqual({
      period: 'daily',
      start_date: '2018-02-04',
      end_date: '2018-02-08',
      buckets: ['2018-02-04', '2018-02-05', '2018-02-06', '2018-02-07', '2018-02-08'],
      series: [0, 2, 0, 1, 0],
      total: 3,
    });
    // Weeks start on Monday (5 February 2018 was a Monday).
    const weekly = await userStats('period=weekly&start_date=2018-02-01&end_date=2018-02-18');
    expect(weekly.signups.buckets).toEqual(['2018-01-29', '2018-02-05', '2018-02-12']);
    expect(weekly.signups.series).toEqual([0, 3, 1]);
    const monthly = await userStats('start_date=2018-01-15&end_date=2018-04-30');
    expect(monthly.signups.period).toBe('monthly');
    expect(monthly.signups.buckets).toEqual([
      '2018-01-01',
      '2018-02-01',
      '2018-03-01',
      '2018-04-01',
    ]);
    expect(monthly.signups.series).toEqual([0, 4, 0, 1]);
  });

  it('covers the last 12 months by default, ending today', async () => {
    const stats = await userStats();
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.signups.end_date).toBe(today);
    expect(stats.signups.buckets).toHaveLength(12);
    expect(stats.signups.buckets.at(-1)).toBe(`${today.slice(0, 7)}-01`);
    expect(stats.signups.series.at(-1)).toBeGreaterThanOrEqual(1);
    const daily = await userStats('period=daily');
    expect(daily.signups.buckets).toHaveLength(30);
  });

  it.each([
    ['period=yearly', 'period'],
    ['start_date=2018-02-10&end_date=2018-02-01', 'end_date'],
    ['start_date=10/02/2018', 'start_date'],
    ['period=daily&start_date=2016-01-01&end_date=2018-01-01', 'start_date'],
  ])('refuses %s with 422 on the field', async (query, field) => {
    const res = await get(api, `/api/admin/statistics/users?${query}`, admin.token);
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual([field]);
  });
});

describe('GET /api/admin/statistics/generations', () => {
  let seeded = false;
  async function seed() {
    if (seeded) return;
    seeded = true;
    const free = await insertUser(api);
    const paid = await signUpUser(api);
    await call(api, 'PUT', `/api/admin/users/${paid.id}`, {
      token: admin.token,
      body: { plan: 'starter' },
    });
    await insertGenerations(api, free.id, [
      { tool: 'virtual-tryon', createdAt: at('2019-01-03') },
      { tool: 'virtual-tryon', status: 'failed', createdAt: at('2019-01-03', 23) },
      { tool: 'hairstyle-changer', createdAt: at('2019-01-09') },
      { tool: 'image-to-video', status: 'processing', createdAt: at('2019-03-31', 23) },
    ]);
    await insertGenerations(api, paid.id, [
      { tool: 'virtual-tryon', createdAt: at('2019-02-14') },
      { tool: 'image-editing', createdAt: at('2019-02-15') },
      { tool: 'image-editing', status: 'failed', createdAt: at('2019-04-01', 0) },
    ]);
  }

  it('counts per month by tool, status and plan, with the totals', async () => {
    await seed();
    const stats = await generationStats('start_date=2019-01-01&end_date=2019-03-31');
    expect(stats).toMatchObject({
      period: 'monthly',
      ai_function: null,
      start_date: '2019-01-01',
      end_date: '2019-03-31',
      buckets: ['2019-01-01', '2019-02-01', '2019-03-01'],
      series: [3, 2, 1],
      totals: { total: 6, success: 4, failed: 1, processing: 1 },
    });
    const tool = (key: string) => stats.by_tool.find((t) => t.key === key);
    expect(stats.by_tool.map((t) => t.key)).toEqual([
      'virtual-tryon',
      'body-generator',
      'hairstyle-changer',
      'image-to-video',
      'image-editing',
      'product-to-model',
      'model-swap',
    ]);
    expect(tool('virtual-tryon')).toMatchObject({
      total: 3,
      success: 2,
      failed: 1,
      processing: 0,
      series: [2, 1, 0],
    });
    expect(tool('body-generator')).toMatchObject({ total: 0, series: [0, 0, 0] });
    expect(tool('image-to-video')).toMatchObject({ total: 1, processing: 1, series: [0, 0, 1] });
    const status = (key: string) => stats.by_status.find((s) => s.key === key)!.series;
    expect(status('success')).toEqual([2, 2, 0]);
    expect(status('failed')).toEqual([1, 0, 0]);
    expect(status('processing')).toEqual([0, 0, 1]);
    const plan = (key: string) => stats.by_plan.find((p) => p.key === key)!;
    expect(plan('free')).toMatchObject({ total: 4, series: [3, 0, 1] });
    expect(plan('starter')).toMatchObject({ total: 2, series: [0, 2, 0] });
    expect(plan('premium')).toMatchObject({ total: 0 });
  });

  it('narrows to one tool and answers daily and weekly buckets', async () => {
    await seed();
    const tryOn = await generationStats(
      'ai_function=virtual-tryon&period=daily&start_date=2019-01-02&end_date=2019-01-04',
    );
    expect(tryOn.ai_function).toBe('virtual-tryon');
    expect(tryOn.buckets).toEqual(['2019-01-02', '2019-01-03', '2019-01-04']);
    expect(tryOn.series).toEqual([0, 2, 0]);
    expect(tryOn.by_tool.map((t) => t.key)).toEqual(['virtual-tryon']);
    expect(tryOn.totals).toEqual({ total: 2, success: 1, failed: 1, processing: 0 });
    // 31 December 2018 was a Monday.
    const weekly = await generationStats('period=weekly&start_date=2019-01-01&end_date=2019-01-13');
    expect(weekly.buckets).toEqual(['2018-12-31', '2019-01-07']);
    expect(weekly.series).toEqual([2, 1]);
    // The end date is included to its last moment (UTC); the next day is not.
    const edge = await generationStats('period=daily&start_date=2019-03-31&end_date=2019-03-31');
    expect(edge.series).toEqual([1]);
  });

  it('defaults to monthly over the last 12 months', async () => {
    const stats = await generationStats();
    expect(stats.period).toBe('monthly');
    expect(stats.buckets).toHaveLength(12);
    expect(stats.end_date).toBe(new Date().toISOString().slice(0, 10));
    const weekly = await generationStats('period=weekly');
    expect(weekly.buckets.length).toBeGreaterThanOrEqual(12);
    expect(new Date(`${weekly.buckets[0]}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it.each([
    ['period=hourly', 'period'],
    ['ai_function=painting', 'ai_function'],
    ['start_date=2019-03-01&end_date=2019-02-01', 'end_date'],
    ['start_date=2019-02-29', 'start_date'],
    ['end_date=tomorrow', 'end_date'],
    ['period=daily&start_date=2018-01-01&end_date=2019-03-01', 'start_date'],
    ['period=monthly&start_date=2000-01-01&end_date=2019-03-01', 'start_date'],
  ])('refuses %s with 422 on the field', async (query, field) => {
    const res = await get(api, `/api/admin/statistics/generations?${query}`, admin.token);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(fieldErrors(res.body)).toEqual([field]);
  });

  it('explains a bad query in the caller’s language', async () => {
    const vi = await get(
      api,
      '/api/admin/statistics/generations?start_date=2019-03-01&end_date=2019-02-01',
      admin.token,
      'vi',
    );
    expect(vi.body.errors).toEqual([
      { path: 'end_date', message: 'Ngày kết thúc không được trước ngày bắt đầu' },
    ]);
    const en = await get(api, '/api/admin/statistics/generations?ai_function=x', admin.token);
    expect(en.body.message).toBe('Choose one of the studio tools');
  });
});

describe('GET /api/admin/dashboard/summary', () => {
  it('adds generations, credits spent, revenue and active plans', async () => {
    const before = (await get(api, '/api/admin/dashboard/summary', admin.token)).body as {
      generations: { today: number; last_30_days: number; total: number };
      active_subscriptions: number;
      credits_spent_last_30_days: number;
      revenue_vnd: { total: number; last_30_days: number };
    };
    const member = await signUpUser(api);
    await insertGenerations(api, member.id, [
      {},
      { createdAt: new Date(Date.now() - 40 * 86_400_000) },
    ]);
    await call(api, 'PUT', `/api/admin/users/${member.id}`, {
      token: admin.token,
      body: { plan: 'basic' },
    });
    const db = api.deps.database.db;
    await db.insert(creditCharges).values([
      { userId: member.id, amount: 2, status: 'captured', allocations: [] },
      { userId: member.id, amount: 5, status: 'refunded', allocations: [] },
    ]);
    const order = (amount: number, status: string, daysAgo: number) => ({
      userId: member.id,
      reference: `T${Math.random().toString(36).slice(2, 14).toUpperCase()}`,
      kind: 'new',
      planId: 'basic',
      billingCycle: 'monthly',
      amount,
      status,
      completedAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    await db
      .insert(orders)
      .values([
        order(99_000, 'completed', 1),
        order(500_000, 'completed', 60),
        order(7_000, 'failed', 1),
      ]);
    const res = await get(api, '/api/admin/dashboard/summary', admin.token);
    expect(res.status).toBe(200);
    const after = res.body as typeof before;
    expect(after.generations.total - before.generations.total).toBe(2);
    expect(after.generations.last_30_days - before.generations.last_30_days).toBe(1);
    expect(after.generations.today - before.generations.today).toBe(1);
    expect(after.active_subscriptions - before.active_subscriptions).toBe(1);
    expect(after.credits_spent_last_30_days - before.credits_spent_last_30_days).toBe(2);
    expect(after.revenue_vnd.total - before.revenue_vnd.total).toBe(599_000);
    expect(after.revenue_vnd.last_30_days - before.revenue_vnd.last_30_days).toBe(99_000);
  });
});
