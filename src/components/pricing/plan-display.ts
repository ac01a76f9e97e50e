import type { DictionaryKey, Locale, Translate } from '../../i18n/index.ts';
import type { Plan } from '../../lib/plans-at-build.ts';

import { planFeatureLines } from './plan-features.ts';

export { checkoutHref, type Cycle } from './checkout-link.ts';
export { priorityKey, resolutionLabel } from './plan-features.ts';

/** What a year costs and saves against twelve monthly payments, and the monthly equivalent. */
export function annualFigures(plan: Plan) {
  return {
    perMonth: Math.round(plan.annualPrice / 12),
    perYear: plan.annualPrice,
    saving: Math.max(0, plan.monthlyPrice * 12 - plan.annualPrice),
  };
}

export interface PlanFeature {
  text: string;
  included: boolean;
}

/** The feature list of a plan card, from the one source both pricing pages use. */
export function planFeatures(plan: Plan, tr: Translate, locale: Locale): PlanFeature[] {
  return planFeatureLines(plan, locale).map((line) => ({
    text: tr(line.key, line.params),
    included: line.included,
  }));
}

/** The plan's name in the locale. */
export function planName(plan: Pick<Plan, 'id'>, tr: Translate): string {
  return tr(`pricing.plan.${plan.id}` as DictionaryKey);
}

/**
 * schema.org structured data for the plans: one Product per plan with its monthly and annual
 * offers in VND.
 */
export function plansJsonLd(plans: Plan[], tr: Translate, pageUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: tr('pricing.plansHeading'),
    itemListElement: plans.map((plan, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: `${tr('site.name')} ${planName(plan, tr)}`,
        description: tr(`pricing.tagline.${plan.id}` as DictionaryKey),
        brand: { '@type': 'Brand', name: tr('site.name') },
        offers: [
          { price: plan.monthlyPrice, unit: 'MON' },
          { price: plan.annualPrice, unit: 'ANN' },
        ].map((offer) => ({
          '@type': 'Offer',
          price: offer.price,
          priceCurrency: 'VND',
          availability: 'https://schema.org/InStock',
          url: pageUrl,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: offer.price,
            priceCurrency: 'VND',
            unitCode: offer.unit,
          },
        })),
      },
    })),
  };
}
