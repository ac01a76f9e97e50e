import { TEAM_ACCESS_LIVE } from '../../contracts/plans.ts';
import type { Locale, Translate } from '../../i18n/index.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import type { Plan } from '../../lib/plans-at-build.ts';
import { priorityKey, resolutionLabel } from './plan-features.ts';

export type CompareCell = string | boolean;

export interface CompareRow {
  label: string;
  cell: (plan: Plan) => CompareCell;
  /** `false` marks a row where Yes is a limit (the watermark), shown without a tick. */
  positive?: boolean;
}

/**
 * The rows of the /pricing compare table, top to bottom.
 * @example compareRows(t('en'), 'en')[0].label // 'Price per month'
 */
export function compareRows(tr: Translate, locale: Locale): CompareRow[] {
  return [
    {
      label: tr('pricing.compare.price'),
      cell: (plan) =>
        plan.monthlyPrice === 0 ? tr('pricing.free') : formatMoney(plan.monthlyPrice, locale),
    },
    {
      label: tr('pricing.compare.credits'),
      cell: (plan) =>
        plan.unlimited ? tr('pricing.credits.unlimited') : formatNumber(plan.credits ?? 0, locale),
    },
    { label: tr('pricing.compare.watermark'), cell: (plan) => plan.watermark, positive: false },
    {
      label: tr('pricing.compare.resolution'),
      cell: (plan) => resolutionLabel(plan.maxResolution),
    },
    { label: tr('pricing.compare.priority'), cell: (plan) => tr(priorityKey(plan.priority)) },
    { label: tr('pricing.compare.api'), cell: (plan) => plan.apiAccess },
    // Decision 103: the team row shows only once the feature ships.
    ...(TEAM_ACCESS_LIVE
      ? [{ label: tr('pricing.compare.team'), cell: (plan: Plan) => plan.teamAccess }]
      : []),
    { label: tr('pricing.compare.unlimited'), cell: (plan) => plan.unlimited },
  ];
}
