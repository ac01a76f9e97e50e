/**
 * On the static pricing page, a signed-in visitor's plan states (spec §4: current, upgrade,
 * downgrade, inactive): GET /billing with the stored token, then each card shows the label of
 * its state and its call to action the matching text, both already rendered in the page's
 * language. Without a token, or if the call fails, the page stays as built.
 */
interface BillingAnswer {
  states: Record<string, 'current' | 'upgrade' | 'downgrade' | 'inactive'>;
}

/** Same key as the islands' api-client (kept apart so this script stays tiny). */
const TOKEN_KEY = 'kieu.auth.token';

export function applyPlanStates(states: BillingAnswer['states'], root: ParentNode = document) {
  for (const card of root.querySelectorAll<HTMLElement>('[data-plan-card]')) {
    const state = states[card.dataset.planCard ?? ''];
    if (!state) continue;
    const badge = card.querySelector<HTMLElement>('[data-plan-state]');
    if (badge) {
      badge.hidden = false;
      for (const label of badge.querySelectorAll<HTMLElement>('[data-state]')) {
        label.hidden = label.dataset.state !== state;
      }
    }
    const link = card.querySelector<HTMLAnchorElement>('[data-checkout]');
    if (!link) continue;
    // The free plan cannot be bought: while a paid plan runs, its card has no button.
    link.hidden = state === 'inactive';
    const variants = [...link.querySelectorAll<HTMLElement>('[data-cta]')];
    if (variants.some((variant) => variant.dataset.cta === state)) {
      for (const variant of variants) variant.hidden = variant.dataset.cta !== state;
    }
  }
}

export async function loadPlanStates(apiUrl: string) {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return;
  try {
    const res = await fetch(`${apiUrl}/billing`, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) return;
    const body = (await res.json()) as BillingAnswer;
    applyPlanStates(body.states);
  } catch {
    // Offline or API down: the built page is still right for choosing a plan.
  }
}
