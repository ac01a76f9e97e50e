import { describe, expect, it } from 'vitest';
import { planCatalogue, TEAM_ACCESS_LIVE } from '../../contracts/plans.ts';
import { TEAM_SEATS } from '../../contracts/teams.ts';
import { t } from '../../i18n/index.ts';
import { compareRows } from './compare-rows.ts';
import { planFeatureLines } from './plan-features.ts';

// Issue 40, point 9: a paid promise is kept, or it comes off the cards until it is (decision 103).
describe.runIf(!TEAM_ACCESS_LIVE)('team access before the team feature ships', () => {
  it('is on no plan card, paid or free, in either language', () => {
    for (const locale of ['vi', 'en'] as const) {
      for (const plan of planCatalogue) {
        const keys = planFeatureLines(plan, locale).map((line) => line.key);
        expect(keys, plan.id).not.toContain('pricing.feature.team');
        expect(keys, plan.id).not.toContain('pricing.feature.noTeam');
      }
    }
  });

  it('has no row in the compare table', () => {
    for (const locale of ['vi', 'en'] as const) {
      const tr = t(locale);
      const labels = compareRows(tr, locale).map((row) => row.label);
      expect(labels).not.toContain(tr('pricing.compare.team'));
      expect(labels).toContain(tr('pricing.compare.api'));
    }
  });
});

describe.runIf(TEAM_ACCESS_LIVE)('team access once the team feature ships', () => {
  it('is on the cards and in the compare table of the plans that include it', () => {
    const tr = t('en');
    const row = compareRows(tr, 'en').find((r) => r.label === tr('pricing.compare.team'));
    for (const plan of planCatalogue) {
      const keys = planFeatureLines(plan, 'en').map((line) => line.key);
      expect(keys).toContain(plan.teamAccess ? 'pricing.feature.team' : 'pricing.feature.noTeam');
      expect(row?.cell(plan)).toBe(plan.teamAccess);
    }
    expect(planCatalogue.filter((plan) => plan.teamAccess).map((plan) => plan.id)).toEqual([
      'professional',
      'premium',
      'enterprise',
    ]);
  });

  it('names the seats the team service counts, in the reader’s numbers', () => {
    for (const plan of planCatalogue.filter((p) => p.teamAccess)) {
      const line = planFeatureLines(plan, 'vi').find((l) => l.key === 'pricing.feature.team');
      expect(line?.params, plan.id).toEqual({ count: String(TEAM_SEATS[plan.id]) });
      expect(t('vi')('pricing.feature.team', line?.params)).toBe(
        `Làm việc nhóm, tối đa ${TEAM_SEATS[plan.id]} người`,
      );
    }
  });
});
