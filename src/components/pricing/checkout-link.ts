/** Kept apart from the display helpers so the page script stays free of the dictionaries. */
export type Cycle = 'monthly' | 'annual';

/** Where the free plan's button goes: it is not bought, it starts an account (issue 40). */
export const FREE_PLAN_HREF = '/dashboard?auth=register';

/**
 * The checkout link for a plan and billing cycle (the checkout island reads both). The checkout
 * is a public-layout page (spec §2.2, decision 051), so English readers go to /en/checkout.
 * `returnTo`, a studio page the upgrade started from, is where the payment lands back (decision
 * 102); the checkout checks it again.
 * @example checkoutHref('pro', 'annual') // '/checkout?plan=pro&cycle=annual'
 * @example checkoutHref('pro', 'annual', 'en') // '/en/checkout?plan=pro&cycle=annual'
 * @example checkoutHref('pro', 'monthly', 'vi', '/history') // '/checkout?plan=pro&cycle=monthly&return=%2Fhistory'
 */
export function checkoutHref(
  planId: string,
  cycle: Cycle,
  locale: 'vi' | 'en' = 'vi',
  returnTo?: string | null,
): string {
  if (planId === 'free') return FREE_PLAN_HREF;
  const query = new URLSearchParams({ plan: planId, cycle });
  if (returnTo) query.set('return', returnTo);
  return `${locale === 'en' ? '/en' : ''}/checkout?${query}`;
}

/**
 * The studio's plans page, remembering the studio page that sent the seller there, so that
 * buying a plan lands back on it.
 * @example studioPricingHref('/history') // '/studio-pricing?return=%2Fhistory'
 */
export function studioPricingHref(from: string): string {
  return `/studio-pricing?${new URLSearchParams({ return: from })}`;
}
