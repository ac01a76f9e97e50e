import { describe, expect, it } from 'vitest';
import { planCatalogue } from '../../../contracts/plans.ts';
import { addMonths, monthStarts, periodEnd } from './billing-periods.ts';
import { planChange } from './plan-change.ts';
import { resolutionAllowed } from './plan-gates.ts';

const plan = (id: string) => ({ ...planCatalogue.find((entry) => entry.id === id)!, active: true });
const now = new Date('2026-11-21T00:00:00Z');
const free = { plan: plan('free'), period: null };
const on = (id: string, cycle: 'monthly' | 'annual', start: Date, end: Date, next = null) => ({
  plan: plan(id),
  period: {
    planId: id,
    billingCycle: cycle,
    periodStart: start,
    periodEnd: end,
    next,
    scheduled: null,
  },
});

describe('plan changes (decision 021)', () => {
  it('sells a new period from the free plan at the list price, starting now', () => {
    expect(planChange(free, plan('pro'), 'annual', now)).toMatchObject({
      ok: true,
      kind: 'new',
      amount: 3_830_000,
      startsAt: now,
      endsAt: new Date('2027-11-21T00:00:00Z'),
    });
  });

  it('refuses the free plan, enterprise, unknown and retired plans', () => {
    expect(planChange(free, plan('free'), 'monthly', now)).toEqual({
      ok: false,
      code: 'plan_free',
    });
    expect(planChange(free, plan('enterprise'), 'monthly', now)).toEqual({
      ok: false,
      code: 'plan_contact_sales',
    });
    expect(planChange(free, null, 'monthly', now)).toEqual({ ok: false, code: 'plan_not_found' });
    expect(planChange(free, { ...plan('basic'), active: false }, 'monthly', now)).toEqual({
      ok: false,
      code: 'plan_unavailable',
    });
  });

  it('credits the unused half of a period against an upgrade', () => {
    const start = new Date('2026-11-06T00:00:00Z');
    const current = on('basic', 'monthly', start, new Date('2026-12-06T00:00:00Z'));
    const change = planChange(current, plan('pro'), 'monthly', now);
    expect(change).toMatchObject({
      ok: true,
      kind: 'upgrade',
      unusedCredit: 49_000,
      amount: 350_000,
      creditsTradedIn: 0,
    });
  });

  it('credits the smaller of the unused time and the unused credits, and trades those credits in', () => {
    const start = new Date('2026-11-21T00:00:00Z');
    const current = on('starter', 'monthly', start, new Date('2026-12-21T00:00:00Z'));
    const sameDay = new Date('2026-11-21T09:00:00Z');
    const quote = (unused: number) =>
      planChange(
        { ...current, credits: { total: 120, unused, ungranted: 0 } },
        plan('pro'),
        'monthly',
        sameDay,
      );
    expect(quote(120)).toMatchObject({
      unusedCredit: 199_000,
      amount: 200_000,
      creditsTradedIn: 120,
    });
    expect(quote(60)).toMatchObject({ unusedCredit: 99_000, amount: 300_000, creditsTradedIn: 60 });
    expect(quote(0)).toMatchObject({ unusedCredit: 0, amount: 399_000, creditsTradedIn: 0 });
    // Late in the period, time is the smaller share: only the credits it pays for are traded in.
    const late = planChange(
      { ...current, credits: { total: 120, unused: 120, ungranted: 0 } },
      plan('pro'),
      'monthly',
      new Date('2026-12-15T12:00:00Z'),
    );
    expect(late).toMatchObject({ unusedCredit: 39_000, creditsTradedIn: 24 });
  });

  it('counts the months of an annual period not granted yet as unused, never traded in', () => {
    const start = new Date('2026-10-21T00:00:00Z');
    const current = on('basic', 'annual', start, addMonths(start, 12));
    const change = planChange(
      { ...current, credits: { total: 600, unused: 10 + 550, ungranted: 550 } },
      plan('pro'),
      'annual',
      now,
    );
    // 334 of 365 days left (0.915), 560 of 600 credits unused (0.933): time is smaller.
    expect(change).toMatchObject({ kind: 'upgrade', unusedCredit: 869_000, creditsTradedIn: 0 });
  });

  it('ranks annual above monthly on the same plan, renews the same plan and cycle later', () => {
    const end = new Date('2026-12-21T00:00:00Z');
    const monthly = on('starter', 'monthly', now, end);
    expect(planChange(monthly, plan('starter'), 'annual', now)).toMatchObject({ kind: 'upgrade' });
    expect(planChange(monthly, plan('starter'), 'monthly', now)).toMatchObject({
      kind: 'renewal',
      startsAt: end,
    });
    expect(planChange(monthly, plan('basic'), 'monthly', now)).toMatchObject({
      kind: 'downgrade',
      amount: 99_000,
      startsAt: end,
    });
  });

  it('allows one paid change at a time', () => {
    const current = {
      plan: plan('pro'),
      period: {
        planId: 'pro',
        billingCycle: 'monthly' as const,
        periodStart: now,
        periodEnd: addMonths(now, 1),
        next: { planId: 'basic', billingCycle: 'monthly' as const, periodEnd: addMonths(now, 2) },
        scheduled: null,
      },
    };
    expect(planChange(current, plan('premium'), 'monthly', now)).toEqual({
      ok: false,
      code: 'change_pending',
    });
  });
});

describe('calendar months', () => {
  it('keeps the day inside shorter months', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addMonths(new Date('2026-11-21T00:00:00Z'), 12).toISOString()).toBe(
      '2027-11-21T00:00:00.000Z',
    );
  });

  it('fits exactly twelve month starts in a year that begins on the 29th, 30th or 31st', () => {
    for (const day of ['2026-11-29', '2026-12-30', '2027-01-31', '2027-03-31']) {
      const start = new Date(`${day}T08:00:00Z`);
      const starts = monthStarts(start, periodEnd(start, 'annual'));
      expect(starts).toHaveLength(12);
      // Each month is counted from the period's start, so the day does not drift after February.
      expect(starts.at(-1)!.toISOString()).toBe(addMonths(start, 11).toISOString());
    }
    expect(
      monthStarts(new Date('2027-01-31T00:00:00Z'), new Date('2027-05-31T00:00:00Z')).map((date) =>
        date.toISOString().slice(0, 10),
      ),
    ).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
  });
});

describe('resolution gate', () => {
  it('lets each plan make up to its maximum resolution', () => {
    expect(resolutionAllowed(plan('free'), '480p')).toBe(true);
    expect(resolutionAllowed(plan('free'), '1080p')).toBe(false);
    // Issue 42: product to model's tiers.
    expect(resolutionAllowed(plan('free'), '1k')).toBe(true);
    expect(resolutionAllowed(plan('free'), '2k')).toBe(false);
    expect(resolutionAllowed(plan('basic'), '2k')).toBe(true);
    expect(resolutionAllowed(plan('basic'), '4k')).toBe(false);
    expect(resolutionAllowed(plan('premium'), '4k')).toBe(true);
    expect(resolutionAllowed(plan('premium'), 'constructor')).toBe(false);
    expect(resolutionAllowed(plan('basic'), '1080p')).toBe(true);
    expect(resolutionAllowed(plan('pro'), '2160p')).toBe(true);
    expect(resolutionAllowed(plan('pro'), 'huge')).toBe(false);
  });
});
