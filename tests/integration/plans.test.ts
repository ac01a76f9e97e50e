import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plansResponseSchema } from '../../src/contracts/plans.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

describe('GET /plans', () => {
  it('answers the seven plans in VND, cacheable for five minutes', async () => {
    const res = await fetch(`${api.url}/plans`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const body = plansResponseSchema.parse(await res.json());
    expect(body.currency).toBe('VND');
    expect(body.annualDiscountPercent).toBe(20);
    expect(body.plans.map((plan) => plan.id)).toEqual([
      'free',
      'basic',
      'starter',
      'pro',
      'professional',
      'premium',
      'enterprise',
    ]);
  });

  it('bills a year at 80% of twelve months, to the nearest 1,000đ', async () => {
    const { plans } = plansResponseSchema.parse(await (await fetch(`${api.url}/plans`)).json());
    for (const plan of plans) {
      expect(Number.isInteger(plan.monthlyPrice)).toBe(true);
      expect(plan.annualPrice % 1000).toBe(0);
      expect(Math.abs(plan.annualPrice - plan.monthlyPrice * 12 * 0.8)).toBeLessThanOrEqual(500);
    }
    const basic = plans.find((plan) => plan.id === 'basic');
    expect(basic).toMatchObject({ monthlyPrice: 99_000, annualPrice: 950_000 });
  });

  it('gives the free trial 5 watermarked credits and enterprise unlimited generations', async () => {
    const { plans } = plansResponseSchema.parse(await (await fetch(`${api.url}/plans`)).json());
    expect(plans[0]).toMatchObject({
      id: 'free',
      credits: 5,
      creditsPeriod: 'once',
      monthlyPrice: 0,
      watermark: true,
      apiAccess: false,
    });
    expect(plans.at(-1)).toMatchObject({ id: 'enterprise', credits: null, unlimited: true });
    expect(plans.filter((plan) => plan.apiAccess).map((plan) => plan.id)).toEqual([
      'pro',
      'professional',
      'premium',
      'enterprise',
    ]);
    expect(plans.filter((plan) => plan.teamAccess).map((plan) => plan.id)).toEqual([
      'professional',
      'premium',
      'enterprise',
    ]);
  });
});
