/** Kept apart from the display helpers so the page script stays free of the dictionaries. */
export type Cycle = 'monthly' | 'annual';

/** Where the free plan's button goes: it is not bought, it starts an account (issue 40). */
export const FREE_PLAN_HREF = '/dashboard?auth=register';

/**
 * The checkout link for a plan and billing cycle (the checkout island reads both). The checkout
 * is a public-layout page (spec §2.2, decision 051), so English readers go to /en/checkout.
 * @example checkoutHref('pro', 'annual') // '/checkout?plan=pro&cycle=annual'
 * @example checkoutHref('pro', 'annual', 'en') // '/en/checkout?plan=pro&cycle=annual'
 */
export function checkoutHref(planId: string, cycle: Cycle, locale: 'vi' | 'en' = 'vi'): string {
  if (planId === 'free') return FREE_PLAN_HREF;
  return `${locale === 'en' ? '/en' : ''}/checkout?${new URLSearchParams({ plan: planId, cycle })}`;
}
