import type { BillingStatus, Gateway, PlanState } from '../../../contracts/billing.ts';
import type { PlanId } from '../../../contracts/plans.ts';
import type { Db } from '../../db/database.ts';
import { readCurrentPlan } from './current-plan.ts';
import { listPlans } from './read-plans.ts';

/**
 * The viewer's plan and how every plan on sale relates to it (spec §4: current, upgrade,
 * downgrade; inactive for the free plan while a paid one runs, since it cannot be bought).
 */
export async function readBillingStatus(
  db: Db,
  userId: string,
  now: Date,
  gateways: Gateway[],
): Promise<BillingStatus> {
  const { plan, period } = await readCurrentPlan(db, userId, now);
  const states = {} as Record<PlanId, PlanState>;
  for (const other of await listPlans(db)) {
    states[other.id] =
      other.id === plan.id
        ? 'current'
        : other.id === 'free'
          ? 'inactive'
          : other.monthlyPrice > plan.monthlyPrice
            ? 'upgrade'
            : 'downgrade';
  }
  return {
    planId: plan.id,
    billingCycle: period?.billingCycle ?? null,
    periodEnd: period?.periodEnd.toISOString() ?? null,
    next:
      (period?.next ?? period?.scheduled)
        ? {
            planId: (period.next ?? period.scheduled)!.planId as PlanId,
            billingCycle: (period.next ?? period.scheduled)!.billingCycle,
            startsAt: period.periodEnd.toISOString(),
            // Only a change that is chosen but not paid can be cancelled (decision 038).
            scheduled: !period.next,
          }
        : null,
    states,
    gateways,
  };
}
