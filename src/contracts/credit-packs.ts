import { z } from 'zod';
import { gateways } from './billing.ts';

export { PACK_ORDER_KIND } from './billing.ts';
import { planCatalogue, type Plan } from './plans.ts';

/**
 * One-off credit packs (issue 40, decision 102), sold beside the subscriptions. A pack's price
 * follows the unit-economics rule of decision 065: a credit never sells below what the plans
 * charge for one a month, so a pack neither undercuts a subscription nor falls under the
 * catalogue's margin (`npm run economics` checks the packs too).
 */
export const creditPackSizes = [10, 30, 100] as const;
export const creditPackIds = ['pack-10', 'pack-30', 'pack-100'] as const;
export type CreditPackId = (typeof creditPackIds)[number];

/**
 * The dearest monthly price of one credit among the paid, limited plans, in whole dong:
 * Basic's 99,000 ₫ for 18 credits, 5,500 ₫.
 * @example packCreditPrice(planCatalogue) // 5500
 */
export function packCreditPrice(plans: readonly Plan[]): number {
  const prices = plans
    .filter((plan) => !plan.unlimited && plan.credits && plan.monthlyPrice > 0)
    .map((plan) => Math.ceil(plan.monthlyPrice / plan.credits!));
  return Math.max(...prices);
}

/**
 * A pack's price: its credits at `packCreditPrice`, rounded up to the next 1,000 ₫.
 * @example creditPackPrice(30) // 165_000
 */
export function creditPackPrice(credits: number, plans: readonly Plan[] = planCatalogue): number {
  return Math.ceil((credits * packCreditPrice(plans)) / 1000) * 1000;
}

export interface CreditPack {
  id: CreditPackId;
  credits: number;
  /** Whole dong. */
  price: number;
}

/** Every pack on sale, smallest first. */
export const creditPacks: CreditPack[] = creditPackSizes.map((credits) => ({
  id: `pack-${credits}` as CreditPackId,
  credits,
  price: creditPackPrice(credits),
}));

const bmsg = (key: string) => key;

/** GET /payments/credit-packs/quote?packId=… */
export const packChoiceSchema = z.object({
  packId: z.enum(creditPackIds, bmsg('billing.errors.packInvalid')),
});
export type PackChoice = z.infer<typeof packChoiceSchema>;

/** POST /payments/credit-packs/orders */
export const createPackOrderSchema = packChoiceSchema.extend({
  gateway: z.enum(gateways, bmsg('billing.errors.gatewayInvalid')),
});

export const packQuoteSchema = z.object({
  packId: z.enum(creditPackIds),
  credits: z.number().int(),
  amount: z.number().int(),
  currency: z.literal('VND'),
  gateways: z.array(z.enum(gateways)),
});
export type PackQuote = z.infer<typeof packQuoteSchema>;
