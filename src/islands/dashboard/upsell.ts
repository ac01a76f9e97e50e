import { planFeatureLines, type PlanFeatureLine } from '../../components/pricing/plan-features.ts';
import type { Plan } from '../../contracts/plans.ts';
import type { Locale } from '../../i18n/locales.ts';

export interface Upsell {
  plan: Plan;
  /** The feature lines the next plan adds or improves, from the pricing pages' one list. */
  gains: PlanFeatureLine[];
}

const same = (a: PlanFeatureLine, b: PlanFeatureLine) =>
  a.key === b.key && JSON.stringify(a.params ?? {}) === JSON.stringify(b.params ?? {});

/**
 * The next step that is true for a plan (issue 22): the next plan of the catalogue (cheapest
 * first) and what it adds, read from the same feature lines the pricing pages show. The top plan
 * has no next step.
 * @example nextStep(free, plans, 'vi')?.plan.id // 'basic', gains: no watermark, 1080p, …
 */
export function nextStep(current: Plan, plans: readonly Plan[], locale: Locale): Upsell | null {
  const index = plans.findIndex((plan) => plan.id === current.id);
  const next = index >= 0 ? plans[index + 1] : undefined;
  if (!next) return null;
  const had = planFeatureLines(current, locale);
  const gains = planFeatureLines(next, locale).filter(
    (line) => line.included && !had.some((old) => same(old, line)),
  );
  return { plan: next, gains };
}
