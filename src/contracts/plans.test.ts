import { describe, expect, it } from 'vitest';
import { annualPrice, planCatalogue, planIds, plansResponseSchema } from './plans.ts';

describe('annualPrice', () => {
  it('charges twelve months less 20%, rounded to the nearest 1,000đ', () => {
    expect(annualPrice(99_000)).toBe(950_000); // 950,400
    expect(annualPrice(199_000)).toBe(1_910_000); // 1,910,400
    expect(annualPrice(1_990_000)).toBe(19_104_000);
    expect(annualPrice(0)).toBe(0);
  });

  it('rounds to the nearer thousand either way', () => {
    expect(annualPrice(399_000)).toBe(3_830_000); // 3,830,400
    expect(annualPrice(149_000)).toBe(1_430_000); // 1,430,400
    expect(annualPrice(149_900)).toBe(1_439_000); // 1,439,040
    expect(annualPrice(99_990)).toBe(960_000); // 959,904
  });

  it('takes another discount when asked', () => {
    expect(annualPrice(100_000, 0)).toBe(1_200_000);
  });
});

describe('planCatalogue', () => {
  it('lists the seven plans of spec §3 in order, cheapest first', () => {
    expect(planCatalogue.map((plan) => plan.id)).toEqual([...planIds]);
    const prices = planCatalogue.map((plan) => plan.monthlyPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('gives the free trial 5 one-time credits and a watermark, and only it', () => {
    const [free, ...paid] = planCatalogue;
    expect(free).toMatchObject({ credits: 5, creditsPeriod: 'once', monthlyPrice: 0 });
    expect(free?.watermark).toBe(true);
    expect(paid.every((plan) => !plan.watermark)).toBe(true);
  });

  it('makes enterprise unlimited with no credit count', () => {
    const enterprise = planCatalogue.find((plan) => plan.id === 'enterprise');
    expect(enterprise).toMatchObject({ credits: null, unlimited: true });
    expect(planCatalogue.filter((plan) => plan.unlimited)).toHaveLength(1);
  });

  it('highlights exactly one plan and satisfies the response schema', () => {
    expect(planCatalogue.filter((plan) => plan.highlighted)).toHaveLength(1);
    const response = { plans: planCatalogue, currency: 'VND', annualDiscountPercent: 20 };
    expect(plansResponseSchema.safeParse(response).success).toBe(true);
  });

  it('never takes away a gate on a dearer plan', () => {
    const rank = { '720p': 0, '1080p': 1, '4k': 2 } as const;
    for (let i = 1; i < planCatalogue.length; i++) {
      const [cheaper, dearer] = [planCatalogue[i - 1]!, planCatalogue[i]!];
      expect(dearer.priority).toBeGreaterThanOrEqual(cheaper.priority);
      expect(rank[dearer.maxResolution]).toBeGreaterThanOrEqual(rank[cheaper.maxResolution]);
      expect(Number(dearer.apiAccess)).toBeGreaterThanOrEqual(Number(cheaper.apiAccess));
      expect(Number(dearer.teamAccess)).toBeGreaterThanOrEqual(Number(cheaper.teamAccess));
    }
  });
});
