import type { Plan } from '../../../contracts/plans.ts';
import { periodEnd, periodPrice } from './billing-periods.ts';
import type { BillingCycle } from './billing-types.ts';
import type { EffectivePeriod } from './current-plan.ts';

const DAY = 86_400_000;

export type OrderKind = 'new' | 'upgrade' | 'downgrade' | 'renewal';

/** Why a plan cannot be bought online; each has a message in the billing dictionary. */
export type RefusalCode =
  'plan_not_found' | 'plan_free' | 'plan_contact_sales' | 'plan_unavailable' | 'change_pending';

export type PlanChange =
  | {
      ok: true;
      kind: OrderKind;
      /** What the payer pays now, whole dong. */
      amount: number;
      /** The list price of the period bought, and what the unused time of the current one is worth. */
      listPrice: number;
      unusedCredit: number;
      /** Unused credits already in the balance that the upgrade's price credit pays for. */
      creditsTradedIn: number;
      startsAt: Date;
      endsAt: Date;
    }
  | { ok: false; code: RefusalCode };

/** Plans compare by monthly price; on the same plan, annual billing ranks above monthly. */
function rank(plan: Plan, cycle: BillingCycle): number {
  return plan.monthlyPrice * 2 + (cycle === 'annual' ? 1 : 0);
}

/**
 * The credits of the current paid period: all it brings (`total`), those not yet spent (granted
 * and still in the balance, or not granted yet), and of those the ones not granted yet. Null for
 * a plan without credits (unlimited).
 */
export interface PeriodCredits {
  total: number;
  unused: number;
  ungranted: number;
}

/**
 * The rules of docs/decisions/021-plans-and-payments.md and 038-upgrade-credits.md for buying
 * `target` on `cycle` while in `current` (null period: the free plan):
 * - from the free plan: a new period starting now, full price;
 * - the same plan and cycle: a renewal, the next period starting when this one ends;
 * - a dearer plan (or annual instead of monthly): an upgrade, starting now. The price is reduced
 *   by the unused share of the current period, taken as the SMALLER of its unused time (whole
 *   days left) and its unused credits, at its list price (rounded down to 1,000đ); the credits that share stands
 *   for leave the balance when the order is paid, so a credit is never both kept and refunded;
 * - a cheaper plan (or monthly instead of annual): a downgrade, starting when the current period
 *   ends; it is scheduled, not ordered (schedule-downgrade.ts), and its order is opened and
 *   charged only then; the current plan's gates stay until then;
 * - one change at a time: a period already bought for later must start before another is bought.
 * The free plan is never bought (moving to it is letting the period run out); enterprise is
 * arranged with sales.
 */
export function planChange(
  current: { plan: Plan; period: EffectivePeriod | null; credits?: PeriodCredits | null },
  target: (Plan & { active: boolean }) | null,
  cycle: BillingCycle,
  now: Date,
): PlanChange {
  if (!target) return { ok: false, code: 'plan_not_found' };
  if (target.id === 'free') return { ok: false, code: 'plan_free' };
  if (target.unlimited) return { ok: false, code: 'plan_contact_sales' };
  if (!target.active) return { ok: false, code: 'plan_unavailable' };
  const listPrice = periodPrice(target, cycle);
  const period = current.period;
  if (!period) {
    return {
      ok: true,
      kind: 'new',
      amount: listPrice,
      listPrice,
      unusedCredit: 0,
      creditsTradedIn: 0,
      startsAt: now,
      endsAt: periodEnd(now, cycle),
    };
  }
  if (period.next) return { ok: false, code: 'change_pending' };
  const here = rank(current.plan, period.billingCycle);
  const there = rank(target, cycle);
  if (here === there) {
    return {
      ok: true,
      kind: 'renewal',
      amount: listPrice,
      listPrice,
      unusedCredit: 0,
      creditsTradedIn: 0,
      startsAt: period.periodEnd,
      endsAt: periodEnd(period.periodEnd, cycle),
    };
  }
  if (there < here) {
    return {
      ok: true,
      kind: 'downgrade',
      amount: listPrice,
      listPrice,
      unusedCredit: 0,
      creditsTradedIn: 0,
      startsAt: period.periodEnd,
      endsAt: periodEnd(period.periodEnd, cycle),
    };
  }
  const length = period.periodEnd.getTime() - period.periodStart.getTime();
  const left = Math.max(0, period.periodEnd.getTime() - now.getTime());
  const paid = periodPrice(current.plan, period.billingCycle);
  const credits = current.credits;
  // Time is counted in days, the day in progress as unused, so an upgrade on the day of purchase
  // gets the whole period back when no credit was spent.
  const days = Math.round(length / DAY);
  const timeShare = days > 0 ? Math.min(1, Math.ceil(left / DAY) / days) : 0;
  const creditShare = credits && credits.total > 0 ? credits.unused / credits.total : timeShare;
  const share = Math.min(timeShare, creditShare);
  const unusedCredit = Math.min(paid, Math.floor((paid * share) / 1000) * 1000);
  // The credits the refunded share stands for; those not granted yet simply never will be.
  const standsFor = credits ? Math.min(credits.unused, Math.ceil(share * credits.total)) : 0;
  const creditsTradedIn = credits ? Math.max(0, standsFor - credits.ungranted) : 0;
  return {
    ok: true,
    kind: 'upgrade',
    amount: Math.max(0, listPrice - unusedCredit),
    listPrice,
    unusedCredit,
    creditsTradedIn,
    startsAt: now,
    endsAt: periodEnd(now, cycle),
  };
}
