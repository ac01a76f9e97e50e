import { describe, expect, it } from 'vitest';
import { planCatalogue, type PlanId } from '../../contracts/plans.ts';
import { islandT } from '../app-shell/i18n-core.ts';
import { nextStep } from './upsell.ts';

const plan = (id: PlanId) => planCatalogue.find((entry) => entry.id === id)!;
const gains = (id: PlanId, locale: 'vi' | 'en' = 'vi') => {
  const step = nextStep(plan(id), planCatalogue, locale)!;
  return { next: step.plan.id, texts: step.gains.map((l) => islandT(locale)(l.key, l.params)) };
};

describe('the dashboard’s next step', () => {
  it('offers the free plan what the next plan really adds: no watermark and 1080p', () => {
    const { next, texts } = gains('free');
    expect(next).toBe('basic');
    expect(texts).toContain('Không có hình mờ');
    expect(texts).toContain('Xuất ảnh tới 1080p');
  });

  it('never offers a paying plan what it already has', () => {
    for (const id of ['basic', 'starter', 'pro', 'professional', 'premium'] as const) {
      const { texts } = gains(id, 'en');
      expect(texts, id).not.toContain('No watermark');
      expect(texts.length, id).toBeGreaterThan(0);
    }
    expect(gains('starter', 'en').texts).toEqual(
      expect.arrayContaining(['75 credits a month', 'Exports up to 4K', 'API access']),
    );
    expect(gains('starter', 'en').texts).not.toContain('Exports up to 1080p');
  });

  it('has no next step on the top plan', () => {
    expect(nextStep(plan('enterprise'), planCatalogue, 'vi')).toBeNull();
  });
});
