import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EconomicsStatistics, FairUseRecord } from '../../src/contracts/admin-economics.ts';
import { generationEconomics } from '../../src/server/db/schema.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { call } from './support/accounts.ts';
import { ADMIN_EMAIL, get, signUpAdmin, signUpUser } from './support/admin.ts';
import { subscribe } from './support/payments.ts';
import { parsePrometheus } from './support/prometheus.ts';
import { finished, startRemoteApi } from './support/remote-engine.ts';
import { garmentPhoto, personPhoto, uploadAsset } from './support/studio-inputs.ts';
import type { TestApi } from './support/test-api.ts';

// Issue 27 points 2, 5 and 6 together: an Enterprise try-on on the fal fake is recorded by the
// ledger at fal's price; the admin analytics, the margin metric and the fair-use budget read it.
const METRICS_TOKEN = 'scrape-token-end-to-end-0123456789';
let fake: FakeFal;
let api: TestApi;
beforeAll(async () => {
  fake = await startFakeFal();
  api = await startRemoteApi(fake, {
    engines: 'virtual-tryon=fal',
    env: { ADMIN_EMAILS: ADMIN_EMAIL, METRICS_TOKEN, FAIR_USE_RESERVE_VND: '130000' },
  });
});
afterAll(async () => {
  await api?.stop();
  await fake?.close();
});

describe('an Enterprise try-on on fal, end to end', () => {
  it('is recorded at its cost, shown in the analytics and the metric, and spends the budget', async () => {
    const admin = await signUpAdmin(api);
    const member = await signUpUser(api);
    await subscribe(api, member.email, 'enterprise');
    const tryOn = async (lang: string) => {
      const person = await uploadAsset(api, member.token, await personPhoto(), 'model');
      const clothing = await uploadAsset(api, member.token, await garmentPhoto(), 'garment');
      return call(api, 'POST', '/ai/virtual-tryon/generate', {
        token: member.token,
        lang,
        body: {
          inputs: { person: person.id, clothing: clothing.id },
          params: { category: 'tops' },
        },
      });
    };
    const submitted = await tryOn('en');
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
    const id = (submitted.body.generation as { id: string }).id;
    expect((await finished(api, member.token, id)).status).toBe('success');

    const [row] = await api.deps.database.db
      .select()
      .from(generationEconomics)
      .where(eq(generationEconomics.generationId, id));
    expect(row).toMatchObject({ planId: 'enterprise', revenueVnd: 0 });
    expect(row!.costVnd).toBeGreaterThan(0);

    const today = new Date().toISOString().slice(0, 10);
    const stats = (
      await get(
        api,
        `/api/admin/statistics/economics?period=daily&start_date=${today}&end_date=${today}`,
        admin.token,
      )
    ).body as unknown as EconomicsStatistics;
    expect(stats.by_tool).toEqual([
      expect.objectContaining({
        key: 'virtual-tryon',
        generations: 1,
        revenue_vnd: 0,
        cost_vnd: row!.costVnd,
        margin_vnd: -row!.costVnd,
        margin_ratio: null,
      }),
    ]);
    expect(stats.by_plan.map((p) => p.key)).toEqual(['enterprise']);
    expect(stats.worst_options[0]).toMatchObject({ tool: 'virtual-tryon', option: row!.option });

    const scrape = await fetch(`${api.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const metrics = parsePrometheus(await scrape.text());
    expect(metrics.value('kieu_economics_engine_cost_vnd', { tool: 'virtual-tryon' })).toBe(
      row!.costVnd,
    );

    // The finished try-on spends exactly its cost; at a budget of that much, the next is refused.
    const standing = await call(api, 'PUT', `/api/admin/users/${member.id}/fair-use`, {
      token: admin.token,
      body: { budget_vnd: row!.costVnd },
    });
    expect(standing.body as unknown as FairUseRecord).toMatchObject({
      spent_vnd: row!.costVnd,
      pending_vnd: 0,
    });
    const refused = await tryOn('vi');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('fair_use_budget_reached');
  });
});
