import { PACK_ORDER_KIND, type PaymentRecord } from '../../../contracts/billing.ts';
import type { PlanId } from '../../../contracts/plans.ts';
import type { Lang } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import type { orders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;

/** An order as a payment record of spec §3, its description in the caller's language. */
export function toPaymentRecord(order: OrderRow, lang: Lang): PaymentRecord {
  const plan = localize(`pricing.plan.${order.planId}`)[lang];
  const cycle = localize(`billing.cycle.${order.billingCycle}`)[lang];
  const description =
    order.kind === PACK_ORDER_KIND
      ? localize('billing.description.credit-pack', { credits: order.credits ?? 0 })[lang]
      : localize(`billing.description.${order.kind}`, { plan, cycle })[lang];
  return {
    id: order.id,
    reference: order.reference,
    date: order.createdAt.toISOString(),
    description,
    planId: order.planId as PlanId,
    billingCycle: order.billingCycle as PaymentRecord['billingCycle'],
    kind: order.kind as PaymentRecord['kind'],
    amount: order.amount,
    currency: 'VND',
    status: order.status as PaymentRecord['status'],
    credits: order.credits,
    paymentMethod: order.paymentMethod,
    gateway: (order.gateway as PaymentRecord['gateway']) ?? null,
    completedAt: order.completedAt?.toISOString() ?? null,
    expiresAt: order.expiresAt?.toISOString() ?? null,
  };
}
