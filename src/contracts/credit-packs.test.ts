import { describe, expect, it } from 'vitest';
import { creditPackPrice, creditPacks, packCreditPrice } from './credit-packs.ts';
import { planCatalogue } from './plans.ts';

describe('credit packs (decision 102)', () => {
  it('sell a credit at the dearest monthly plan price: Basic’s 99,000 ₫ for 18 credits', () => {
    expect(packCreditPrice(planCatalogue)).toBe(5_500);
    expect(creditPacks.map(({ id, credits, price }) => [id, credits, price])).toEqual([
      ['pack-10', 10, 55_000],
      ['pack-30', 30, 165_000],
      ['pack-100', 100, 550_000],
    ]);
  });

  it('never sell a credit cheaper than any plan does in a month', () => {
    for (const pack of creditPacks) {
      for (const plan of planCatalogue) {
        if (plan.unlimited || !plan.credits || plan.monthlyPrice === 0) continue;
        expect(pack.price / pack.credits).toBeGreaterThanOrEqual(plan.monthlyPrice / plan.credits);
      }
    }
  });

  it('follow the catalogue: a dearer credit makes a dearer pack, rounded up to 1,000 ₫', () => {
    const dearer = planCatalogue.map((plan) =>
      plan.id === 'basic' ? { ...plan, monthlyPrice: 120_000 } : plan,
    );
    expect(creditPackPrice(10, dearer)).toBe(67_000);
  });
});
