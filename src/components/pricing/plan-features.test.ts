import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { planCatalogue } from '../../contracts/plans.ts';
import { t } from '../../i18n/index.ts';
import { vi } from '../../i18n/vi.ts';
import { islandT } from '../../islands/app-shell/i18n-core.ts';
import { planFeatures } from './plan-display.ts';
import { planFeatureLines } from './plan-features.ts';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('one list of plan features for /pricing and /studio-pricing', () => {
  it('is what both cards render: the public card and the studio card import it', () => {
    // The public card goes through planFeatures, which is planFeatureLines translated.
    expect(source('./PlanCard.astro')).toMatch(/planFeatures\(plan, tr, locale\)/);
    expect(source('./plan-display.ts')).toMatch(/planFeatureLines\(plan, locale\)/);
    const studioList = source('../../islands/studio/pricing/PlanFeatureList.tsx');
    expect(studioList).toMatch(/planFeatureLines\(plan, locale\)/);
    expect(source('../../islands/studio/pricing/StudioPricingIsland.tsx')).toMatch(
      /<PlanFeatureList /,
    );
    // Neither page writes a feature line of its own.
    for (const file of [
      './PlanCard.astro',
      '../../islands/studio/pricing/StudioPricingIsland.tsx',
    ]) {
      expect(source(file), file).not.toMatch(/pricing\.feature\./);
    }
  });

  it('reads the same in the site’s and the studio’s dictionaries, in both languages', () => {
    for (const locale of ['vi', 'en'] as const) {
      for (const plan of planCatalogue) {
        const site = planFeatures(plan, t(locale), locale).map((line) => line.text);
        const studio = planFeatureLines(plan, locale).map((line) =>
          islandT(locale)(line.key, line.params),
        );
        expect(studio).toEqual(site);
        expect(site.join(' ')).not.toMatch(/[{}]/);
      }
    }
  });

  it('lists watermark, resolution, queue and API access for every plan', () => {
    for (const plan of planCatalogue) {
      const keys = planFeatureLines(plan, 'vi').map((line) => line.key);
      expect(keys).toEqual(
        expect.arrayContaining([
          plan.watermark ? 'pricing.feature.watermark' : 'pricing.feature.noWatermark',
          'pricing.feature.resolution',
          plan.apiAccess ? 'pricing.feature.api' : 'pricing.feature.noApi',
        ]),
      );
      expect(keys.some((key) => key.startsWith('pricing.feature.priority.'))).toBe(true);
    }
  });

  it('names plans in Vietnamese text by the catalogue’s Vietnamese names', () => {
    const english = ['Basic', 'Starter', 'Pro', 'Professional', 'Premium', 'Enterprise'];
    const pattern = new RegExp(`\\bgói (${english.join('|')})\\b`, 'i');
    const offenders = Object.entries(vi).filter(([, text]) => pattern.test(text));
    expect(offenders).toEqual([]);
  });

  it('names the plan that brings API access as the catalogue does, on the home page too', () => {
    const withApi = planCatalogue.find((plan) => plan.apiAccess)!;
    expect(vi['home.faq.6.a']).toContain(`gói ${vi[`pricing.plan.${withApi.id}`]} trở lên`);
    // The home page's plan cards read their names from the catalogue's keys, not their own.
    expect(source('../home/PricingSummary.astro')).toContain('tr(`pricing.plan.${plan.id}`)');
  });
});
