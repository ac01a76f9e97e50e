/** Kept apart from the display helpers so the page script stays free of the dictionaries. */
export type Cycle = 'monthly' | 'annual';

/**
 * The checkout link for a plan and billing cycle (the checkout island reads both).
 * @example checkoutHref('pro', 'annual') // '/checkout?plan=pro&cycle=annual'
 */
export function checkoutHref(planId: string, cycle: Cycle): string {
  return `/checkout?${new URLSearchParams({ plan: planId, cycle })}`;
}
