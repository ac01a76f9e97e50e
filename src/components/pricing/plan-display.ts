import type { DictionaryKey, Locale, Translate } from '../../i18n/index.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Plan } from '../../lib/plans-at-build.ts';

export { checkoutHref, type Cycle } from './checkout-link.ts';

/** What a year costs and saves against twelve monthly payments, and the monthly equivalent. */
export function annualFigures(plan: Plan) {
  return {
    perMonth: Math.round(plan.annualPrice / 12),
    perYear: plan.annualPrice,
    saving: Math.max(0, plan.monthlyPrice * 12 - plan.annualPrice),
  };
}

/** Contract: queue priority runs from 0 (standard) to 3 (top). */
const priorityLevels = 4;

/** The queue label key for a plan's priority (spec §6: tiers gate priority). */
export function priorityKey(priority: number): DictionaryKey {
  const level = Math.min(priorityLevels - 1, Math.max(0, Math.round(priority)));
  return `pricing.feature.priority.${level}` as DictionaryKey;
}

export interface PlanFeature {
  text: string;
  included: boolean;
}

/** The feature list of a plan card: what the tier gates per spec §6. */
export function planFeatures(plan: Plan, tr: Translate, locale: Locale): PlanFeature[] {
  const credits = plan.unlimited
    ? tr('pricing.credits.unlimitedLong')
    : tr(plan.creditsPeriod === 'once' ? 'pricing.credits.trial' : 'pricing.credits.monthly', {
        count: formatNumber(plan.credits ?? 0, locale),
      });
  const features: PlanFeature[] = [
    { text: credits, included: true },
    plan.watermark
      ? { text: tr('pricing.feature.watermark'), included: false }
      : { text: tr('pricing.feature.noWatermark'), included: true },
    {
      text: tr('pricing.feature.resolution', { resolution: resolutionLabel(plan.maxResolution) }),
      included: true,
    },
    { text: tr(priorityKey(plan.priority)), included: true },
    plan.apiAccess
      ? { text: tr('pricing.feature.api'), included: true }
      : { text: tr('pricing.feature.noApi'), included: false },
    plan.teamAccess
      ? { text: tr('pricing.feature.team'), included: true }
      : { text: tr('pricing.feature.noTeam'), included: false },
  ];
  if (plan.monthlyPrice > 0 && !plan.unlimited) {
    features.push({ text: tr('pricing.feature.rollover'), included: true });
  }
  return features;
}

/**
 * How a resolution reads on the page.
 * @example resolutionLabel('4k') // '4K'
 * @example resolutionLabel('1080p') // '1080p'
 */
export function resolutionLabel(resolution: Plan['maxResolution']): string {
  return resolution.replace(/k$/, 'K');
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
