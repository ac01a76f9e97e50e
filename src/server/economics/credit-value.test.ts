import { describe, expect, it } from 'vitest';
import { planMonthOf, pricePerCredit, revenueVnd, type GrantValue } from './credit-value.ts';

// Decision 066: kept credits earn what the account paid for them, per credit.
const monthly = { amount: 199_000, credits: 100, billingCycle: 'monthly' };
const annual = { amount: 1_800_000, credits: 100, billingCycle: 'annual' };

describe('the price of a credit', () => {
  it('is a monthly order’s amount over its credits', () => {
    expect(pricePerCredit(monthly)).toBe(1990);
  });

  it('spreads an annual order over twelve months of credits', () => {
    expect(pricePerCredit(annual)).toBe(1500);
  });

  it('is 0 for an order without credits (unlimited)', () => {
    expect(pricePerCredit({ amount: 5_000_000, credits: null, billingCycle: 'monthly' })).toBe(0);
  });
});

describe('what a kept charge earned', () => {
  const grants = new Map<string, GrantValue>([
    ['monthly', { source: 'plan', order: monthly }],
    ['annual', { source: 'plan', order: annual }],
    ['free', { source: 'free-plan' }],
    ['admin', { source: 'admin' }],
    ['unpaid-plan', { source: 'plan' }],
  ]);

  it('values credits of an annual plan at the annual price', () => {
    expect(revenueVnd([{ grantId: 'annual', amount: 2 }], grants)).toBe(3000);
  });

  it('values credits of a monthly plan at the monthly price', () => {
    expect(revenueVnd([{ grantId: 'monthly', amount: 1 }], grants)).toBe(1990);
  });

  it('values free-plan credits at 0', () => {
    expect(revenueVnd([{ grantId: 'free', amount: 5 }], grants)).toBe(0);
  });

  it('values admin-granted credits at 0', () => {
    expect(revenueVnd([{ grantId: 'admin', amount: 3 }], grants)).toBe(0);
  });

  it('values plan credits no order paid for at 0', () => {
    expect(revenueVnd([{ grantId: 'unpaid-plan', amount: 3 }], grants)).toBe(0);
  });

  it('adds a charge spread over two grants, each at its own price', () => {
    const spread = [
      { grantId: 'free', amount: 1 },
      { grantId: 'annual', amount: 1 },
      { grantId: 'monthly', amount: 2 },
    ];
    expect(revenueVnd(spread, grants)).toBe(0 + 1500 + 2 * 1990);
  });

  it('rounds the total to whole dong once', () => {
    const third = new Map<string, GrantValue>([
      ['g', { source: 'plan', order: { amount: 100_000, credits: 30, billingCycle: 'monthly' } }],
    ]);
    expect(revenueVnd([{ grantId: 'g', amount: 2 }], third)).toBe(6667);
  });
});

describe('a plan grant’s month', () => {
  it('reads the plan and month start of its reference', () => {
    expect(planMonthOf('pro:2026-11-25T03:00:00.000Z')).toEqual({
      planId: 'pro',
      start: new Date('2026-11-25T03:00:00.000Z'),
    });
    expect(planMonthOf('free-plan')).toBeUndefined();
    expect(planMonthOf('pro:not-a-date')).toBeUndefined();
  });
});
