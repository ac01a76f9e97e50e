import { describe, expect, it } from 'vitest';
import committed from '../../content/plans-snapshot.json' with { type: 'json' };
import { t } from '../../i18n/index.ts';
import { plansResponseSchema } from '../../contracts/plans.ts';
import {
  annualFigures,
  checkoutHref,
  planFeatures,
  planName,
  priorityKey,
} from './plan-display.ts';
import { studioPricingHref } from './checkout-link.ts';

const plans = plansResponseSchema.parse(committed).plans;
const byId = (id: string) => plans.find((plan) => plan.id === id)!;

describe('annualFigures', () => {
  it('shows the 20% annual saving (spec §9)', () => {
    const plan = { ...byId('basic'), monthlyPrice: 100000, annualPrice: 960000 };
    expect(annualFigures(plan)).toEqual({ perMonth: 80000, perYear: 960000, saving: 240000 });
  });
});

describe('checkoutHref', () => {
  it('links to the checkout with the plan and cycle', () => {
    expect(checkoutHref('pro', 'annual')).toBe('/checkout?plan=pro&cycle=annual');
    expect(checkoutHref('pro', 'monthly', 'en')).toBe('/en/checkout?plan=pro&cycle=monthly');
  });

  it('carries the studio page the upgrade started from, for the payment to land back on', () => {
    expect(checkoutHref('pro', 'monthly', 'vi', '/api-management')).toBe(
      '/checkout?plan=pro&cycle=monthly&return=%2Fapi-management',
    );
    expect(checkoutHref('pro', 'monthly', 'en', null)).toBe('/en/checkout?plan=pro&cycle=monthly');
    expect(studioPricingHref('/history')).toBe('/studio-pricing?return=%2Fhistory');
  });

  it('sends the free plan to sign-up, never to a checkout it cannot pass (issue 40)', () => {
    expect(checkoutHref('free', 'annual', 'en')).toBe('/dashboard?auth=register');
    expect(checkoutHref('free', 'monthly')).toBe('/dashboard?auth=register');
  });
});

describe('planFeatures', () => {
  // Single user / team access is decided by decision 103 (team-access-promise.test.ts).
  it('lists what the free tier gates: watermark, no API', () => {
    const texts = planFeatures(byId('free'), t('en'), 'en').map((feature) => feature.text);
    expect(texts).toContain('5 free credits');
    expect(texts).toContain('Watermarked exports');
    expect(texts).toContain('No API access');
  });

  it('says unlimited generations for enterprise', () => {
    const features = planFeatures(byId('enterprise'), t('vi'), 'vi');
    expect(features[0]).toEqual({ text: 'Tạo ảnh không giới hạn', included: true });
  });

  it('names every plan in both languages', () => {
    for (const plan of plans) {
      expect(planName(plan, t('vi'))).not.toMatch(/^pricing\./);
      expect(planName(plan, t('en'))).not.toMatch(/^pricing\./);
    }
  });

  it('clamps unknown priority levels to the labelled range', () => {
    expect(priorityKey(-3)).toBe('pricing.feature.priority.0');
    expect(priorityKey(9)).toBe('pricing.feature.priority.3');
  });
});
