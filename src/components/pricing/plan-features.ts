import { BATCH_MAX_CELLS } from '../../contracts/catalogue-limits.ts';
import { TEAM_ACCESS_LIVE, type Plan } from '../../contracts/plans.ts';
import { TEAM_SEATS } from '../../contracts/teams.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatNumber } from '../../lib/format.ts';

/**
 * What each plan includes (spec §6), as dictionary keys: the ONE list of feature lines that the
 * public /pricing cards (Astro) and the in-app /studio-pricing cards (React) both render, each
 * with its own translator. It imports no dictionary, so the island's bundle stays small.
 */

/** Every key a feature line may use; both the site's and the islands' dictionaries have them. */
export type PlanFeatureKey =
  | 'pricing.credits.unlimitedLong'
  | 'pricing.credits.trial'
  | 'pricing.credits.monthly'
  | 'pricing.feature.watermark'
  | 'pricing.feature.noWatermark'
  | 'pricing.feature.resolution'
  | 'pricing.feature.batch'
  | 'pricing.feature.priority.0'
  | 'pricing.feature.priority.1'
  | 'pricing.feature.priority.2'
  | 'pricing.feature.priority.3'
  | 'pricing.feature.api'
  | 'pricing.feature.noApi'
  | 'pricing.feature.team'
  | 'pricing.feature.noTeam'
  | 'pricing.feature.rollover';

export interface PlanFeatureLine {
  key: PlanFeatureKey;
  params?: Record<string, string>;
  included: boolean;
}

/** Contract: queue priority runs from 0 (standard) to 3 (top). */
const priorityLevels = 4;

/** The queue label key for a plan's priority (spec §6: tiers gate priority). */
export function priorityKey(priority: number): PlanFeatureKey {
  const level = Math.min(priorityLevels - 1, Math.max(0, Math.round(priority)));
  return `pricing.feature.priority.${level}` as PlanFeatureKey;
}

/**
 * How a resolution reads on the page.
 * @example resolutionLabel('4k') // '4K'
 */
export function resolutionLabel(resolution: Plan['maxResolution']): string {
  return resolution.replace(/k$/, 'K');
}

/**
 * A plan's feature lines: credits, watermark, resolution, catalogue batch, queue, API, team,
 * rollover.
 * @example planFeatureLines(pro, 'vi')[2] // { key: 'pricing.feature.resolution', params: { resolution: '4K' }, included: true }
 */
export function planFeatureLines(plan: Plan, locale: Locale): PlanFeatureLine[] {
  const count = formatNumber(plan.credits ?? 0, locale);
  const lines: PlanFeatureLine[] = [
    plan.unlimited
      ? { key: 'pricing.credits.unlimitedLong', included: true }
      : {
          key: plan.creditsPeriod === 'once' ? 'pricing.credits.trial' : 'pricing.credits.monthly',
          params: { count },
          included: true,
        },
    plan.watermark
      ? { key: 'pricing.feature.watermark', included: false }
      : { key: 'pricing.feature.noWatermark', included: true },
    {
      key: 'pricing.feature.resolution',
      params: { resolution: resolutionLabel(plan.maxResolution) },
      included: true,
    },
    // Issue 20: the largest catalogue batch (garments × models) the plan runs at once.
    {
      key: 'pricing.feature.batch',
      params: { count: formatNumber(BATCH_MAX_CELLS[plan.id], locale) },
      included: true,
    },
    { key: priorityKey(plan.priority), included: true },
    plan.apiAccess
      ? { key: 'pricing.feature.api', included: true }
      : { key: 'pricing.feature.noApi', included: false },
  ];
  // Decision 103: a card promises team access only once the feature ships, and says how many
  // people the /team screen lets in (the seats the team service counts).
  if (TEAM_ACCESS_LIVE) {
    lines.push(
      plan.teamAccess
        ? {
            key: 'pricing.feature.team',
            params: { count: formatNumber(TEAM_SEATS[plan.id] ?? 1, locale) },
            included: true,
          }
        : { key: 'pricing.feature.noTeam', included: false },
    );
  }
  if (plan.monthlyPrice > 0 && !plan.unlimited) {
    lines.push({ key: 'pricing.feature.rollover', included: true });
  }
  return lines;
}
