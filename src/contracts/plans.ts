import { z } from 'zod';

/** Spec §3: the seven plans, cheapest first. */
export const planIds = [
  'free',
  'basic',
  'starter',
  'pro',
  'professional',
  'premium',
  'enterprise',
] as const;
export type PlanId = (typeof planIds)[number];

/** Spec §9: annual billing saves 20%. */
export const ANNUAL_DISCOUNT_PERCENT = 20;

export const resolutions = ['720p', '1080p', '4k'] as const;

/**
 * Issue 40, point 9 (decision 103): whether the team feature (invites, roles, shared account,
 * audit) ships. While false, no page sells "team access", whatever a plan's `teamAccess` says;
 * `teamAccess` stays the plan's entitlement, which the team service checks. True since the
 * /team screen shipped; kept as the switch that takes the promise off the cards if it is ever
 * turned off.
 */
export const TEAM_ACCESS_LIVE: boolean = true;

export const planSchema = z.object({
  id: z.enum(planIds),
  /** Credits granted per month; for the free trial, once. Null when unlimited. */
  credits: z.number().int().min(0).nullable(),
  creditsPeriod: z.enum(['once', 'month']),
  unlimited: z.boolean(),
  /** Whole dong (VND has no minor unit). */
  monthlyPrice: z.number().int().min(0),
  /** Whole dong for twelve months billed at once. */
  annualPrice: z.number().int().min(0),
  /** Spec §6: what each tier gates. */
  watermark: z.boolean(),
  maxResolution: z.enum(resolutions),
  /** Queue priority, 0 (lowest) to 3. */
  priority: z.number().int().min(0).max(3),
  apiAccess: z.boolean(),
  teamAccess: z.boolean(),
  /** The plan the pricing page recommends. */
  highlighted: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const plansResponseSchema = z.object({
  plans: z.array(planSchema),
  currency: z.literal('VND'),
  annualDiscountPercent: z.literal(ANNUAL_DISCOUNT_PERCENT),
});
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/**
 * Twelve months less the annual discount, rounded to the nearest 1,000đ (integer arithmetic, so
 * no floating-point drift).
 * @example annualPrice(99_000) // 950_000 (12 × 99,000 × 0.8 = 950,400)
 */
export function annualPrice(monthly: number, discountPercent = ANNUAL_DISCOUNT_PERCENT): number {
  const discounted = (monthly * 12 * (100 - discountPercent)) / 100;
  return Math.round(discounted / 1000) * 1000;
}

type PlanTerms = Omit<Plan, 'annualPrice'>;

// Decision 065: monthly credits set so a credit never sells below about 4,190 ₫ (annual), twice
// the dearest default generation's engine cost (a FASHN try-on, $0.075); `npm run economics`.
const terms: PlanTerms[] = [
  // Spec §9: the free trial grants 5 credits once and exports carry a watermark.
  {
    id: 'free',
    credits: 5,
    creditsPeriod: 'once',
    unlimited: false,
    monthlyPrice: 0,
    watermark: true,
    maxResolution: '720p',
    priority: 0,
    apiAccess: false,
    teamAccess: false,
    highlighted: false,
  },
  {
    id: 'basic',
    credits: 18,
    creditsPeriod: 'month',
    unlimited: false,
    monthlyPrice: 99_000,
    watermark: false,
    maxResolution: '1080p',
    priority: 1,
    apiAccess: false,
    teamAccess: false,
    highlighted: false,
  },
  {
    id: 'starter',
    credits: 38,
    creditsPeriod: 'month',
    unlimited: false,
    monthlyPrice: 199_000,
    watermark: false,
    maxResolution: '1080p',
    priority: 1,
    apiAccess: false,
    teamAccess: false,
    highlighted: false,
  },
  {
    id: 'pro',
    credits: 75,
    creditsPeriod: 'month',
    unlimited: false,
    monthlyPrice: 399_000,
    watermark: false,
    maxResolution: '4k',
    priority: 2,
    apiAccess: true,
    teamAccess: false,
    highlighted: true,
  },
  {
    id: 'professional',
    credits: 150,
    creditsPeriod: 'month',
    unlimited: false,
    monthlyPrice: 799_000,
    watermark: false,
    maxResolution: '4k',
    priority: 2,
    apiAccess: true,
    teamAccess: true,
    highlighted: false,
  },
  {
    id: 'premium',
    credits: 380,
    creditsPeriod: 'month',
    unlimited: false,
    monthlyPrice: 1_990_000,
    watermark: false,
    maxResolution: '4k',
    priority: 3,
    apiAccess: true,
    teamAccess: true,
    highlighted: false,
  },
  {
    id: 'enterprise',
    credits: null,
    creditsPeriod: 'month',
    unlimited: true,
    monthlyPrice: 4_990_000,
    watermark: false,
    maxResolution: '4k',
    priority: 3,
    apiAccess: true,
    teamAccess: true,
    highlighted: false,
  },
];

/**
 * The plan catalogue (decision 004). Read it through the API (`GET /plans`), not this constant,
 * so the site keeps working when plans move into the database.
 */
export const planCatalogue: readonly Plan[] = terms.map((plan) => ({
  ...plan,
  annualPrice: annualPrice(plan.monthlyPrice),
}));
