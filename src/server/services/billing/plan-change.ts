import type { Plan } from '../../../contracts/plans.ts';
import { periodEnd, periodPrice, roundDong } from './billing-periods.ts';
import type { BillingCycle } from './billing-types.ts';
import type { EffectivePeriod } from './current-plan.ts';

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
      startsAt: Date;
      endsAt: Date;
    }
  | { ok: false; code: RefusalCode };

/** Plans compare by monthly price; on the same plan, annual billing ranks above monthly. */
function rank(plan: Plan, cycle: BillingCycle): number {
  return plan.monthlyPrice * 2 + (cycle === 'annual' ? 1 : 0);
}

/**
 * The rules of docs/decisions/021-plans-and-payments.md for buying `target` on `cycle` while
 * in `current` (null: the free plan):
 * - from the free plan: a new period starting now, full price;
 * - the same plan and cycle: a renewal, the next period starting when this one ends;
 * - a dearer plan (or annual instead of monthly): an upgrade, starting now; the unused part of
 *   the current period, pro rata by time at its list price, is taken off the price;
 * - a cheaper plan (or monthly instead of annual): a downgrade, paid now, starting when the
 *   current period ends; the current plan's gates stay until then;
 * - one change at a time: a period already bought for later must start before another is bought.
 * The free plan is never bought (moving to it is letting the period run out); enterprise is
 * arranged with sales.
 */
export function planChange(
  current: { plan: Plan; period: EffectivePeriod | null },
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
      startsAt: period.periodEnd,
      endsAt: periodEnd(period.periodEnd, cycle),
    };
  }
  const length = period.periodEnd.getTime() - period.periodStart.getTime();
  const left = Math.max(0, period.periodEnd.getTime() - now.getTime());
  const paid = periodPrice(current.plan, period.billingCycle);
  const unusedCredit = Math.min(paid, roundDong((paid * left) / length));
  return {
    ok: true,
    kind: 'upgrade',
    amount: Math.max(0, listPrice - unusedCredit),
    listPrice,
    unusedCredit,
    startsAt: now,
    endsAt: periodEnd(now, cycle),
  };
}
