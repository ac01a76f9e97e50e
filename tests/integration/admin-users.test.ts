import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, creditAdjustments, creditGrants } from '../../src/server/db/schema.ts';
import { call, expectNoSecretsLogged, uniqueEmail } from './support/accounts.ts';
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

const db = () => api.deps.database.db;
const put = (id: string, body: unknown, lang = 'en') =>
  call(api, 'PUT', `/api/admin/users/${id}`, { token: admin.token, body, lang });
const record = async (id: string) => (await get(api, `/api/admin/users/${id}`, admin.token)).body;
const auditRows = (id: string) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, id))
    .orderBy(desc(adminAuditLog.createdAt));
type Page = { users: Record<string, unknown>[]; total: number; limit: number; offset: number };
const fieldErrors = (body: Record<string, unknown>) =>
  (body.errors as { path: string; message: string }[]).map((e) => e.path);

describe('the admin users API is for administrators only', () => {
  it('answers 401 without a token and 403 to a non-admin on every route', async () => {
    const member = await signUpUser(api);
    for (const [method, path] of adminRoutes(member.id)) {
      const body = method === 'PUT' ? { is_verified: true } : undefined;
      const anonymous = await call(api, method!, path!, { body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const denied = await call(api, method!, path!, { token: member.token, body });
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect(denied.body.code).toBe('forbidden');
    }
    expect(await auditRows(member.id)).toEqual([]);
  });
});

describe('GET /api/admin/users/search', () => {
  it('matches parts of the email and of the name, whatever the case and marks', async () => {
    const tag = `tim${Date.now().toString(36)}`;
    const hoa = await insertUser(api, { email: `${tag}.hoa@example.vn`, name: 'Nguyễn Thị Hoa' });
    const binh = await insertUser(api, { email: `${tag}.binh@example.vn`, name: 'ĐẶNG VĂN BÌNH' });
    const byEmail = await get(
      api,
      `/api/admin/users/search?email=${tag.toUpperCase()}`,
      admin.token,
    );
    expect(byEmail.status).toBe(200);
    const page = byEmail.body as unknown as Page;
    expect(page.total).toBe(2);
    expect(page.users.map((u) => u.id).sort()).toEqual([hoa.id, binh.id].sort());
    expect(page.users[0]).toMatchObject({ plan: 'free', is_verified: false, disabled: false });
    expect(page).toMatchObject({ limit: 50, offset: 0 });

    const names = async (name: string) =>
      (
        (
          await get(
            api,
            `/api/admin/users/search?email=${tag}&name=${encodeURIComponent(name)}`,
            admin.token,
          )
        ).body as unknown as Page
      ).users.map((u) => u.name);
    expect(await names('nguyễn thị')).toEqual(['Nguyễn Thị Hoa']);
    expect(await names('NGUYỄN')).toEqual(['Nguyễn Thị Hoa']);
    expect(await names('nguyen thi')).toEqual(['Nguyễn Thị Hoa']);
    expect(await names('đặng văn bình')).toEqual(['ĐẶNG VĂN BÌNH']);
    expect(await names('dang van')).toEqual(['ĐẶNG VĂN BÌNH']);
    expect(await names('50%_')).toEqual([]);
  });

  it('filters by verification and plan, and pages with limit and offset', async () => {
    const tag = `loc${Date.now().toString(36)}`;
    const rows = [];
    for (let i = 0; i < 3; i++) {
      rows.push(
        await insertUser(api, {
          email: `${tag}.${i}@example.vn`,
          isVerified: i !== 1,
          createdAt: new Date(Date.now() - i * 60_000),
        }),
      );
    }
    const search = async (query: string) =>
      (await get(api, `/api/admin/users/search?email=${tag}&${query}`, admin.token))
        .body as unknown as Page;
    expect((await search('is_verified=true')).users.map((u) => u.id)).toEqual([
      rows[0]!.id,
      rows[2]!.id,
    ]);
    expect((await search('is_verified=false')).users.map((u) => u.id)).toEqual([rows[1]!.id]);
    const second = await search('limit=1&offset=1');
    expect(second).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(second.users.map((u) => u.id)).toEqual([rows[1]!.id]);
    expect((await search('offset=3')).users).toEqual([]);

    expect((await put(rows[2]!.id, { plan: 'starter' })).status).toBe(200);
    expect((await search('plan=starter')).users.map((u) => u.id)).toEqual([rows[2]!.id]);
    expect((await search('plan=free')).total).toBe(2);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['limit=ten', 'limit'],
    ['limit=1.5', 'limit'],
    ['offset=-1', 'offset'],
    ['plan=gold', 'plan'],
    ['is_verified=yes', 'is_verified'],
    [`email=${'a'.repeat(255)}`, 'email'],
    [`name=${'a'.repeat(101)}`, 'name'],
  ])('refuses %s with 422 on the field', async (query, field) => {
    const res = await get(api, `/api/admin/users/search?${query}`, admin.token);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(fieldErrors(res.body)).toEqual([field]);
  });

  it('answers the field messages in Vietnamese', async () => {
    const res = await get(api, '/api/admin/users/search?limit=500', admin.token, 'vi');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { path: 'limit', message: 'Giới hạn phải là số nguyên từ 1 đến 200' },
    ]);
  });
});

describe('GET /api/admin/users/generation-summary', () => {
  it('lists users by generations, with per-tool and per-outcome counts, filtered and paged', async () => {
    const a = await insertUser(api);
    const b = await insertUser(api);
    const c = await insertUser(api);
    await insertGenerations(api, a.id, [
      { tool: 'virtual-tryon' },
      { tool: 'virtual-tryon', status: 'failed' },
      { tool: 'image-to-video' },
      { tool: 'hairstyle-changer', status: 'processing' },
      { tool: 'hairstyle-changer' },
    ]);
    await insertGenerations(api, b.id, [{ tool: 'body-generator' }, {}, { status: 'failed' }]);
    for (const user of [a, b, c])
      expect((await put(user.id, { plan: 'enterprise' })).status).toBe(200);

    const summary = async (query: string) =>
      (await get(api, `/api/admin/users/generation-summary?${query}`, admin.token))
        .body as unknown as Page;
    const all = await summary('plan_filter=enterprise');
    expect(all).toMatchObject({ total: 3, limit: 50, offset: 0 });
    expect(all.users.map((u) => u.id)).toEqual([a.id, b.id, c.id]);
    expect(all.users[0]).toMatchObject({
      email: a.email,
      plan: 'enterprise',
      total: 5,
      success: 3,
      failed: 1,
      processing: 1,
      by_tool: {
        'virtual-tryon': 2,
        'image-to-video': 1,
        'hairstyle-changer': 2,
        'body-generator': 0,
        'image-editing': 0,
      },
    });
    expect(all.users[2]).toMatchObject({ total: 0, success: 0, failed: 0 });
    const busy = await summary('plan_filter=enterprise&min_generations=3');
    expect(busy.users.map((u) => u.id)).toEqual([a.id, b.id]);
    expect((await summary('plan_filter=enterprise&min_generations=4')).total).toBe(1);
    const paged = await summary('plan_filter=enterprise&limit=1&offset=1');
    expect(paged).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(paged.users.map((u) => u.id)).toEqual([b.id]);
    // Without filters every account is listed, most generations first.
    const top = await summary('limit=200');
    const totals = top.users.map((u) => u.total as number);
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=201', 'limit'],
    ['offset=-5', 'offset'],
    ['offset=x', 'offset'],
    ['plan_filter=gold', 'plan_filter'],
    ['min_generations=-1', 'min_generations'],
    ['min_generations=many', 'min_generations'],
  ])('refuses %s with 422 on the field', async (query, field) => {
    const res = await get(api, `/api/admin/users/generation-summary?${query}`, admin.token);
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual([field]);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it("answers spec §3's admin user record with credits, counts and the ledger", async () => {
    const member = await signUpUser(api, { name: 'Lê Minh Châu' });
    await insertGenerations(api, member.id, [{}, { status: 'failed' }]);
    const res = await get(api, `/api/admin/users/${member.id}`, admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: member.id,
      email: member.email,
      name: 'Lê Minh Châu',
      plan: 'free',
      is_verified: true,
      disabled: false,
      is_admin: false,
      credits: { balance: 5 },
      subscription: null,
      generations: { total: 2, success: 1, failed: 1, processing: 0 },
      credit_adjustments: [],
    });
    expect((await get(api, `/api/admin/users/${admin.id}`, admin.token)).body.is_admin).toBe(true);
  });

  it('answers 404 for an unknown id, a UUID or not', async () => {
    for (const id of ['6f1c2d7e-1111-4a4a-9b9b-000000000000', 'not-an-id']) {
      expect((await get(api, `/api/admin/users/${id}`, admin.token)).status).toBe(404);
      expect((await put(id, { is_verified: true })).status).toBe(404);
      expect((await get(api, `/api/admin/users/${id}/generations`, admin.token)).status).toBe(404);
    }
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('grants a paid plan for a month with its credits, and takes it back to free', async () => {
    const member = await signUpUser(api);
    const res = await put(member.id, { plan: 'pro' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      plan: 'pro',
      subscription: { plan: 'pro', billing_cycle: 'monthly' },
    });
    const sub = res.body.subscription as { period_start: string; period_end: string };
    const days = (Date.parse(sub.period_end) - Date.parse(sub.period_start)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const balance = (res.body.credits as { balance: number }).balance;
    expect(balance).toBeGreaterThan(5);
    const profile = await get(api, '/dashboard/summary', member.token);
    expect(profile.status).toBe(200);

    const back = await put(member.id, { plan: 'free' });
    expect(back.body).toMatchObject({ plan: 'free', subscription: null });
    // Credits already granted stay until they expire.
    expect((back.body.credits as { balance: number }).balance).toBe(balance);
    const audit = await auditRows(member.id);
    expect(audit.map((row) => row.details)).toEqual([
      { before: { plan: 'pro' }, after: { plan: 'free' } },
      { before: { plan: 'free' }, after: { plan: 'pro' } },
    ]);
    expect(audit[0]).toMatchObject({
      adminId: admin.id,
      adminEmail: ADMIN_EMAIL,
      action: 'user.update',
      targetType: 'user',
    });
  });

  it('adds credits as a 12-month grant and takes credits from the soonest-expiring grants', async () => {
    const member = await signUpUser(api);
    const added = await put(member.id, {
      credit_adjustment: { amount: 20, reason: 'Bồi thường sự cố' },
    });
    expect(added.status).toBe(200);
    expect(added.body.credits).toMatchObject({ balance: 25 });
    const [ledger] = added.body.credit_adjustments as { id: string }[];
    expect(added.body.credit_adjustments).toEqual([
      expect.objectContaining({ amount: 20, reason: 'Bồi thường sự cố', admin_email: ADMIN_EMAIL }),
    ]);
    const [grant] = await db()
      .select()
      .from(creditGrants)
      .where(and(eq(creditGrants.userId, member.id), eq(creditGrants.source, 'admin')));
    expect(grant).toMatchObject({ reference: ledger!.id, amount: 20, remaining: 20 });
    const months = (grant!.expiresAt.getTime() - grant!.createdAt.getTime()) / (30.4 * 86_400_000);
    expect(Math.round(months)).toBe(12);

    const taken = await put(member.id, { credit_adjustment: { amount: -7, reason: 'Thu hồi' } });
    expect(taken.status).toBe(200);
    expect(taken.body.credits).toMatchObject({ balance: 18 });
    const grants = await db().select().from(creditGrants).where(eq(creditGrants.userId, member.id));
    // The free plan's 5 credits expire first, so they go first; the rest comes from the new grant.
    expect(grants.find((g) => g.source === 'free-plan')!.remaining).toBe(0);
    expect(grants.find((g) => g.source === 'admin')!.remaining).toBe(18);
    expect((taken.body.credit_adjustments as { amount: number }[]).map((a) => a.amount)).toEqual([
      -7, 20,
    ]);
    const [entry] = await auditRows(member.id);
    expect(entry!.details).toMatchObject({
      before: {},
      after: {},
      credit_adjustment: { amount: -7, reason: 'Thu hồi', balance_before: 25, balance_after: 18 },
    });
  });

  it('refuses to take more than the balance with 409 and writes nothing', async () => {
    const member = await signUpUser(api);
    const before = await record(member.id);
    for (const body of [
      { credit_adjustment: { amount: -6, reason: 'Quá nhiều' } },
      { plan: 'premium', is_verified: false, credit_adjustment: { amount: -100000, reason: 'x' } },
    ]) {
      const res = await put(member.id, body);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('insufficient_balance');
      expect(res.body.detail).toMatch(/balance is 5 credits/);
    }
    const vi = await put(member.id, { credit_adjustment: { amount: -6, reason: 'x' } }, 'vi');
    expect(vi.body.detail).toBe(
      'Số dư là 5 tín dụng nên không thể thu hồi 6 tín dụng. Không có gì thay đổi.',
    );
    expect(await record(member.id)).toEqual(before);
    expect(
      await db().select().from(creditAdjustments).where(eq(creditAdjustments.userId, member.id)),
    ).toEqual([]);
    expect(await auditRows(member.id)).toEqual([]);
  });

  it('sets verification and ends every session of a disabled account', async () => {
    const member = await signUpUser(api);
    const unverified = await put(member.id, { is_verified: false });
    expect(unverified.body).toMatchObject({ is_verified: false });
    expect((await put(member.id, { is_verified: true })).body).toMatchObject({ is_verified: true });
    expect((await get(api, '/auth/profile', member.token)).status).toBe(200);

    const disabled = await put(member.id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ disabled: true });
    expect((await get(api, '/auth/profile', member.token)).status).toBe(401);
    const refused = await call(api, 'POST', '/auth/login', {
      body: { username: member.email, password: member.password },
    });
    expect(refused.status).toBe(403);

    expect((await put(member.id, { disabled: false })).body).toMatchObject({ disabled: false });
    // Enabling does not bring the old token back; signing in again works.
    expect((await get(api, '/auth/profile', member.token)).status).toBe(401);
    const login = await call(api, 'POST', '/auth/login', {
      body: { username: member.email, password: member.password },
    });
    expect(login.status).toBe(200);
    expect((await get(api, '/auth/profile', login.body.access_token as string)).status).toBe(200);
    const audit = await auditRows(member.id);
    expect(audit.map((row) => row.details)).toEqual([
      { before: { disabled: true }, after: { disabled: false } },
      { before: { disabled: false }, after: { disabled: true } },
      { before: { is_verified: false }, after: { is_verified: true } },
      { before: { is_verified: true }, after: { is_verified: false } },
    ]);
  });

  it('refuses an administrator disabling themself with 409 and writes nothing', async () => {
    const res = await put(admin.id, { disabled: true });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'cannot_disable_self',
      detail: 'You cannot disable your own account.',
    });
    expect((await put(admin.id, { disabled: true }, 'vi')).body.detail).toBe(
      'Bạn không thể vô hiệu hóa tài khoản của chính mình.',
    );
    expect((await get(api, '/auth/profile', admin.token)).status).toBe(200);
    expect(await auditRows(admin.id)).toEqual([]);
  });

  it.each([
    [{}, ''],
    [{ unknown: true }, ''],
    [{ plan: 'gold' }, 'plan'],
    [{ credit_adjustment: { amount: 0, reason: 'x' } }, 'credit_adjustment.amount'],
    [{ credit_adjustment: { amount: 1.5, reason: 'x' } }, 'credit_adjustment.amount'],
    [{ credit_adjustment: { amount: 100_001, reason: 'x' } }, 'credit_adjustment.amount'],
    [{ credit_adjustment: { amount: -100_001, reason: 'x' } }, 'credit_adjustment.amount'],
    [{ credit_adjustment: { amount: '5', reason: 'x' } }, 'credit_adjustment.amount'],
    [{ credit_adjustment: { amount: 5, reason: '   ' } }, 'credit_adjustment.reason'],
    [{ credit_adjustment: { amount: 5, reason: 'x'.repeat(501) } }, 'credit_adjustment.reason'],
    [{ credit_adjustment: { amount: 5 } }, 'credit_adjustment.reason'],
    [{ is_verified: 'yes' }, 'is_verified'],
    [{ disabled: 1 }, 'disabled'],
  ])('refuses the body %j with 422 on "%s" and writes nothing', async (body, field) => {
    const member = await insertUser(api);
    const res = await put(member.id, body);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(fieldErrors(res.body)).toEqual([field]);
    expect(await auditRows(member.id)).toEqual([]);
  });

  it('answers 422 in Vietnamese and 400 for a body that is not JSON', async () => {
    const member = await insertUser(api);
    const vi = await put(member.id, { credit_adjustment: { amount: 0, reason: '' } }, 'vi');
    expect(vi.body.errors).toEqual([
      {
        path: 'credit_adjustment.amount',
        message: 'Hãy nhập số tín dụng nguyên khác 0, từ -100000 đến 100000',
      },
      { path: 'credit_adjustment.reason', message: 'Hãy nhập lý do dài từ 1 đến 500 ký tự' },
    ]);
    const res = await fetch(`${api.url}/api/admin/users/${member.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: '{plan',
    });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/admin/users/{id}/generations', () => {
  it("lists the user's generations in the range, newest first", async () => {
    const member = await insertUser(api, { email: uniqueEmail('gen') });
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    await insertGenerations(api, member.id, [
      { tool: 'virtual-tryon', createdAt: day('2026-03-01') },
      { tool: 'image-editing', status: 'failed', createdAt: day('2026-03-05') },
      { tool: 'body-generator', createdAt: day('2026-03-10') },
      { tool: 'image-to-video', createdAt: day('2026-04-01') },
    ]);
    const list = async (query: string) =>
      (await get(api, `/api/admin/users/${member.id}/generations?${query}`, admin.token)).body as {
        generations: { tool: string; status: string; created_at: string }[];
        truncated: boolean;
      };
    const march = await list('start_date=2026-03-01&end_date=2026-03-10');
    expect(march.generations.map((g) => g.tool)).toEqual([
      'body-generator',
      'image-editing',
      'virtual-tryon',
    ]);
    expect(march.generations[1]).toMatchObject({ status: 'failed' });
    expect(march.truncated).toBe(false);
    expect((await list('start_date=2026-03-02&end_date=2026-03-05')).generations).toHaveLength(1);
    expect((await list('start_date=2026-03-06')).generations.map((g) => g.tool)).toEqual([
      'image-to-video',
      'body-generator',
    ]);
    // By default the last 30 days.
    expect((await list('')).generations).toEqual([]);
  });

  it.each([
    ['start_date=2026-03-10&end_date=2026-03-01', 'end_date'],
    ['start_date=2026-13-01', 'start_date'],
    ['end_date=2026-02-30', 'end_date'],
    ['start_date=yesterday', 'start_date'],
  ])('refuses %s with 422 on the field', async (query, field) => {
    const res = await get(api, `/api/admin/users/${admin.id}/generations?${query}`, admin.token);
    expect(res.status).toBe(422);
    expect(fieldErrors(res.body)).toEqual([field]);
  });
});
