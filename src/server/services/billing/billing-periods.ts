import type { Plan } from '../../../contracts/plans.ts';
import type { BillingCycle } from './billing-types.ts';

/**
 * `date` plus `months` calendar months in UTC, kept inside the target month (31 January plus
 * one month is 28 or 29 February, not 3 March).
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The month starts of a period, each counted from the period's own start (start + k months),
 * never from the month before: stepping from the previous month would let a 29th–31st start
 * drift to the 28th after February and fit a thirteenth month into a year.
 */
export function monthStarts(periodStart: Date, periodEnd: Date): Date[] {
  const starts: Date[] = [];
  for (let k = 0; ; k += 1) {
    const start = addMonths(periodStart, k);
    if (start >= periodEnd) return starts;
    starts.push(start);
  }
}

export const monthsIn: Record<BillingCycle, number> = { monthly: 1, annual: 12 };

/** The end of a paid period that starts at `start`. */
export function periodEnd(start: Date, cycle: BillingCycle): Date {
  return addMonths(start, monthsIn[cycle]);
}

/** What one period of the plan costs, whole dong (spec §9: annual billing saves 20%). */
export function periodPrice(plan: Plan, cycle: BillingCycle): number {
  return cycle === 'annual' ? plan.annualPrice : plan.monthlyPrice;
}

/** Rounds to the nearest 1,000đ, as prices are shown. */
export function roundDong(amount: number): number {
  return Math.round(amount / 1000) * 1000;
}
