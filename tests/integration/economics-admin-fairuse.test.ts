import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EconomicsStatistics, FairUseRecord } from '../../src/contracts/admin-economics.ts';
import {
  adminAuditLog,
  creditCharges,
  generationEconomics,
  generations,
} from '../../src/server/db/schema.ts';
import { call, expectNoSecretsLogged } from './support/accounts.ts';
import { ADMIN_EMAIL, get, signUpAdmin, signUpUser } from './support/admin.ts';
import { subscribe } from './support/payments.ts';
import { parsePrometheus } from './support/prometheus.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const METRICS_TOKEN = 'scrape-token-economics-0123456789';

// No workers: submitted generations stay running, so the budget's reserve for them shows.
let api: TestApi;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
beforeAll(async () => {
  api = await startTestApi({
    ADMIN_EMAILS: ADMIN_EMAIL,
    RUN_WORKERS: 'false',
    STUDIO_MAX_CONCURRENT_JOBS: '20',
    FAIR_USE_MONTHLY_BUDGET_VND: '2000000',
    FAIR_USE_RESERVE_VND: '30000',
    METRICS_TOKEN,
  });
  admin = await signUpAdmin(api);
});
afterAll(async () => {
  if (api) expectNoSecretsLogged(api);
  await api?.stop();
});

type Figures = Partial<typeof generationEconomics.$inferInsert>;
/** Ledger rows written directly, as the ledger records them. */
async function record(rows: Figures[]) {
  await api.deps.database.db.insert(generationEconomics).values(
    rows.map((row) => ({
      generationId: randomUUID(),
      tool: 'virtual-tryon',
      planId: 'basic',
      option: 'default',
      engine: 'fal',
      model: 'fal-ai/fashn/tryon/v1.6',
      credits: 1,
      ...row,
    })),
  );
}

const at = (day: string) => new Date(`${day}T05:00:00Z`);
const economics = async (query: string) => {
  const res = await get(api, `/api/admin/statistics/economics?${query}`, admin.token);
  expect(res.status).toBe(200);
  return res.body as unknown as EconomicsStatistics;
};

describe('GET /api/admin/statistics/economics', () => {
  it('answers revenue, engine cost and margin per tool from the recorded figures', async () => {
    await record([
      { revenueVnd: 1_980, costVnd: 1_950, createdAt: at('2019-03-02') },
      { revenueVnd: 1_330, costVnd: 1_950, planId: 'pro', createdAt: at('2019-03-20') },
      { revenueVnd: 0, costVnd: 1_950, planId: 'free', createdAt: at('2019-04-11') },
      {
        tool: 'image-to-video',
        option: 'veo3-8s',
        engine: 'fal',
        model: 'fal-ai/veo3',
        credits: 2,
        revenueVnd: 3_960,
        costVnd: 130_000,
        createdAt: at('2019-04-12'),
      },
      {
        tool: 'image-to-video',
        option: 'seedance-5s',
        model: 'fal-ai/bytedance/seedance',
        credits: 2,
        revenueVnd: 3_960,
        costVnd: 1_560,
        createdAt: at('2019-04-13'),
      },
      // Outside the range: never counted.
      { revenueVnd: 99_999, costVnd: 1, createdAt: at('2019-05-01') },
    ]);
    const stats = await economics('start_date=2019-03-01&end_date=2019-04-30');
    expect(stats.buckets).toEqual(['2019-03-01', '2019-04-01']);
    expect(stats.totals).toEqual({
      generations: 5,
      revenue_vnd: 11_230,
      cost_vnd: 137_410,
      margin_vnd: -126_180,
      margin_ratio: -11.236,
    });
    expect(stats.by_tool).toEqual([
      {
        key: 'image-to-video',
        generations: 2,
        revenue_vnd: 7_920,
        cost_vnd: 131_560,
        margin_vnd: -123_640,
        margin_ratio: -15.6111,
        margin_series: [0, -123_640],
      },
      {
        key: 'virtual-tryon',
        generations: 3,
        revenue_vnd: 3_310,
        cost_vnd: 5_850,
        margin_vnd: -2_540,
        margin_ratio: -0.7674,
        margin_series: [-590, -1_950],
      },
    ]);
    expect(stats.by_plan.map((p) => [p.key, p.margin_vnd])).toEqual([
      ['basic', -123_610],
      ['free', -1_950],
      ['pro', -620],
    ]);
    expect(stats.by_model.map((m) => m.key)).toContain('fal-ai/veo3');
    expect(stats.worst_options.map((o) => [o.tool, o.option, o.margin_vnd])).toEqual([
      ['image-to-video', 'veo3-8s', -126_040],
      ['virtual-tryon', 'default', -2_540],
    ]);
  });

  it('answers by day and for one tool', async () => {
    const stats = await economics(
      'period=daily&start_date=2019-04-11&end_date=2019-04-13&ai_function=image-to-video',
    );
    expect(stats.buckets).toEqual(['2019-04-11', '2019-04-12', '2019-04-13']);
    expect(stats.series.map((s) => s.margin_vnd)).toEqual([0, -126_040, 2_400]);
    expect(stats.by_tool.map((t) => t.key)).toEqual(['image-to-video']);
  });

  it('refuses a bad period with 422 in Vietnamese', async () => {
    const res = await get(api, '/api/admin/statistics/economics?period=yearly', admin.token, 'vi');
    expect(res.status).toBe(422);
  });
});

describe('the economics and fair-use routes are for administrators only', () => {
  it('answers 401 without a token and 403 to a member, as the other admin routes do', async () => {
    const member = await signUpUser(api);
    const routes = [
      ['GET', '/api/admin/statistics/economics', undefined],
      ['GET', `/api/admin/users/${member.id}/fair-use`, undefined],
      ['PUT', `/api/admin/users/${member.id}/fair-use`, { budget_vnd: 1 }],
    ] as const;
    for (const [method, path, body] of routes) {
      expect((await call(api, method, path, { body })).status, path).toBe(401);
      const denied = await call(api, method, path, { token: member.token, body, lang: 'vi' });
      expect(denied.status, path).toBe(403);
      expect(denied.body.message ?? denied.body.detail).toMatch(/^Truy cập bị từ chối/);
    }
    const [row] = await api.deps.database.db
      .select({ budget: generationEconomics.generationId })
      .from(generationEconomics)
      .where(eq(generationEconomics.userId, member.id));
    expect(row).toBeUndefined();
  });
});

/** An Enterprise account with a photo to animate. */
async function enterpriseAccount() {
  const member = await signUpUser(api);
  await subscribe(api, member.email, 'enterprise');
  const source = (await uploadAsset(api, member.token, await personPhoto(), 'image')).id;
  return { ...member, source };
}

const animate = (account: { token: string; source: string }, lang: string) =>
  call(api, 'POST', '/ai/image-to-video/generate', {
    token: account.token,
    lang,
    body: {
      inputs: { source: account.source },
      params: { duration: 5, resolution: '480p', motionStyle: 'natural' },
    },
  });

const setBudget = (id: string, budget: number | null, lang = 'en') =>
  call(api, 'PUT', `/api/admin/users/${id}/fair-use`, {
    token: admin.token,
    lang,
    body: { budget_vnd: budget },
  });

describe('Enterprise fair use: a monthly engine-cost budget per account', () => {
  it('lets the admin set an account budget, audited, and refuses a bad one in the admin language', async () => {
    const member = await enterpriseAccount();
    const before = (await get(api, `/api/admin/users/${member.id}/fair-use`, admin.token))
      .body as unknown as FairUseRecord;
    expect(before).toMatchObject({
      budget_vnd: 2_000_000,
      default_budget_vnd: 2_000_000,
      own: false,
    });
    const set = await setBudget(member.id, 75_000);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ budget_vnd: 75_000, own: true, spent_vnd: 0 });
    const audit = await api.deps.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, member.id));
    expect(audit.map((entry) => entry.action)).toContain('user.fair_use_budget');
    const bad = await setBudget(member.id, -5, 'vi');
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Hãy nhập số đồng nguyên từ 0 đến 10.000.000.000');
    expect((await setBudget(member.id, null)).body).toMatchObject({
      budget_vnd: 2_000_000,
      own: false,
    });
  });

  it('refuses a submit past the budget in Vietnamese and English, holding and recording nothing', async () => {
    const member = await enterpriseAccount();
    await setBudget(member.id, 50_000);
    // Last month's cost does not count; this month's does (Asia/Ho_Chi_Minh months).
    await record([
      { userId: member.id, costVnd: 400_000, createdAt: new Date(Date.now() - 40 * 86_400_000) },
      { userId: member.id, costVnd: 20_000 },
    ]);
    const first = await animate(member, 'vi');
    expect(first.status).toBe(202);
    // 20,000 recorded + the running video at the 30,000 reserve reaches 50,000.
    const vi = await animate(member, 'vi');
    expect(vi.status).toBe(429);
    expect(vi.body.code).toBe('fair_use_budget_reached');
    expect(vi.body.detail).toMatch(
      /^Tài khoản của bạn đã dùng hết ngân sách sử dụng hợp lý 50\.000\s₫ chi phí máy tạo ảnh của tháng này, nên chưa tạo và chưa trừ gì\. Bạn có thể tạo tiếp từ ngày \d{1,2} tháng \d{1,2}, \d{4}/,
    );
    const en = await animate(member, 'en');
    expect(en.status).toBe(429);
    expect(en.body.detail).toMatch(
      /^Your account has used its fair-use budget of ₫50,000 of engine cost for this month, so nothing was made or charged\. Generations open again on \w+ \d{1,2}, \d{4}/,
    );
    expect(en.body).toMatchObject({ budget_vnd: 50_000 });
    const db = api.deps.database.db;
    expect(
      await db.select().from(generations).where(eq(generations.userId, member.id)),
    ).toHaveLength(1);
    expect(
      await db.select().from(creditCharges).where(eq(creditCharges.userId, member.id)),
    ).toHaveLength(1);
    // The admin raises the budget: the next submit goes through.
    await setBudget(member.id, 200_000);
    expect((await animate(member, 'en')).status).toBe(202);
  });

  it('takes exactly what the budget allows from a burst of parallel submits', async () => {
    const member = await enterpriseAccount();
    await setBudget(member.id, 100_000);
    await record([{ userId: member.id, costVnd: 10_000 }]);
    const submits = await Promise.all(Array.from({ length: 8 }, () => animate(member, 'vi')));
    // 10,000 + 30,000 per running video: the 1st, 2nd and 3rd start below 100,000, then no more.
    expect(submits.map((res) => res.status).sort()).toEqual([
      202, 202, 202, 429, 429, 429, 429, 429,
    ]);
    const rows = await api.deps.database.db
      .select()
      .from(generations)
      .where(eq(generations.userId, member.id));
    expect(rows).toHaveLength(3);
    const standing = (await get(api, `/api/admin/users/${member.id}/fair-use`, admin.token))
      .body as unknown as FairUseRecord;
    expect(standing).toMatchObject({ spent_vnd: 10_000, pending_vnd: 90_000 });
  });

  it('counts a running generation at the reserve, its recorded cost so far included', async () => {
    const member = await enterpriseAccount();
    const [running] = await api.deps.database.db
      .insert(generations)
      .values({ userId: member.id, tool: 'image-to-video', status: 'processing' })
      .returning();
    // The ledger opened its row at submit and has priced one provider call so far.
    await record([{ generationId: running!.id, userId: member.id, costVnd: 5_000 }]);
    const standing = (await get(api, `/api/admin/users/${member.id}/fair-use`, admin.token))
      .body as unknown as FairUseRecord;
    expect(standing).toMatchObject({ spent_vnd: 5_000, pending_vnd: 25_000 });
    // A finished generation counts what it recorded, nothing more.
    await api.deps.database.db
      .update(generations)
      .set({ status: 'success' })
      .where(eq(generations.id, running!.id));
    const after = (await get(api, `/api/admin/users/${member.id}/fair-use`, admin.token))
      .body as unknown as FairUseRecord;
    expect(after).toMatchObject({ spent_vnd: 5_000, pending_vnd: 0 });
  });

  it('leaves plans with credits alone: their credits bound them', async () => {
    const member = await signUpUser(api);
    await setBudget(member.id, 0);
    const source = (await uploadAsset(api, member.token, await personPhoto(), 'image')).id;
    const res = await animate({ token: member.token, source }, 'en');
    expect(res.status).toBe(202);
  });
});

describe('the margin metric', () => {
  it('follows the recorded figures of this month, by tool', async () => {
    await record([
      { tool: 'body-generator', revenueVnd: 4_000, costVnd: 1_000 },
      { tool: 'body-generator', revenueVnd: 0, costVnd: 1_000 },
    ]);
    const res = await fetch(`${api.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const metrics = parsePrometheus(await res.text());
    expect(metrics.types.get('kieu_economics_gross_margin_ratio')).toBe('gauge');
    const tool = { tool: 'body-generator' };
    expect(metrics.value('kieu_economics_revenue_vnd', tool)).toBe(4_000);
    expect(metrics.value('kieu_economics_engine_cost_vnd', tool)).toBe(2_000);
    expect(metrics.value('kieu_economics_gross_margin_ratio', tool)).toBe(0.5);
    const all = metrics.value('kieu_economics_engine_cost_vnd', { tool: 'all' })!;
    const tryOn = metrics.value('kieu_economics_engine_cost_vnd', { tool: 'virtual-tryon' })!;
    expect(all).toBeGreaterThanOrEqual(2_000 + tryOn);
  });
});
