import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import {
  getLocaleFromUrl,
  localeStaticPaths,
  localizePath,
  stripLocale,
  switchLocalePath,
  t,
} from './index.ts';
import { vi } from './vi.ts';

/** Keys whose text is the same in both languages on purpose (brand and loan words). */
// 'Email' is the everyday Vietnamese word too.
const SAME_IN_BOTH = new Set<string>([
  'site.name',
  'nav.blog',
  'contact.email',
  'contact.infoEmail',
  'assets.video',
  // The sidebar's name: 'Studio' is the word in Vietnamese too.
  'studio.nav.label',
  // The remote engine's brand name (decision 018).
  'toolsUi.engineFal',
  // 'Token' is the word Vietnamese developers use too.
  'apiTokens.list.prefix',
  // The video models' product names (decision 014).
  'tools.videoModel.seedance_v1',
  'tools.videoModel.veo_v2',
  'tools.videoModel.veo3',
  'tools.videoModel.hailuo_v2',
  'tools.videoModel.kling_v2.1',
  // A payment gateway's brand name.
  'billing.method.vnpay',
  // A dash for "no refund" in the admin's payments table (issue 43), the same in both.
  'adminPayments.refund.none',
  // "4K" names the resolution in both languages (decision 041).
  'history.size.uhd',
  // The marketplaces' brand names (issue 20).
  'catalogue.preset.shopee',
  'catalogue.preset.tiktok-shop',
  'catalogue.preset.lazada',
]);

describe('dictionaries', () => {
  it('have the same keys in Vietnamese and English', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });

  it('translate every Vietnamese string unless it is on the allow-list', () => {
    const untranslated = Object.entries(vi)
      .filter(([key, value]) => value === en[key as keyof typeof en] && !SAME_IN_BOTH.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('have no empty strings', () => {
    for (const value of [...Object.values(vi), ...Object.values(en)]) {
      expect(value.trim()).not.toBe('');
    }
  });
});

describe('t', () => {
  it('returns the string for the locale', () => {
    expect(t('vi')('nav.home')).toBe('Trang chủ');
    expect(t('en')('nav.home')).toBe('Home');
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(t('en')('footer.copyright', { year: 2025 })).toBe(
      '© 2025 Kiểu Studio. All rights reserved.',
    );
    expect(t('en')('devTools.count')).toBe('{count} messages, newest first');
  });
});

describe('localizePath', () => {
  it('keeps Vietnamese paths at the root', () => {
    expect(localizePath('/about', 'vi')).toBe('/about');
    expect(localizePath('/', 'vi')).toBe('/');
  });

  it('prefixes English paths with /en', () => {
    expect(localizePath('/about', 'en')).toBe('/en/about');
    expect(localizePath('/', 'en')).toBe('/en/');
    expect(localizePath('pricing', 'en')).toBe('/en/pricing');
  });
});

describe('getLocaleFromUrl', () => {
  it('reads the locale from the first path segment', () => {
    expect(getLocaleFromUrl(new URL('https://kieu.studio/en/pricing'))).toBe('en');
    expect(getLocaleFromUrl('/en')).toBe('en');
    expect(getLocaleFromUrl('/en/')).toBe('en');
  });

  it('falls back to Vietnamese', () => {
    expect(getLocaleFromUrl('/pricing')).toBe('vi');
    expect(getLocaleFromUrl('/english-tips')).toBe('vi');
    expect(getLocaleFromUrl('/')).toBe('vi');
  });
});

describe('switchLocalePath', () => {
  it('links to the same page in the other locale', () => {
    expect(switchLocalePath('/en/pricing', 'vi')).toBe('/pricing');
    expect(switchLocalePath('/pricing', 'en')).toBe('/en/pricing');
    expect(switchLocalePath('/', 'en')).toBe('/en/');
    expect(switchLocalePath('/en/', 'vi')).toBe('/');
    expect(switchLocalePath('/en', 'vi')).toBe('/');
  });

  it('keeps the path when the target is the current locale', () => {
    expect(switchLocalePath('/en/blog', 'en')).toBe('/en/blog');
    expect(stripLocale('/blog')).toBe('/blog');
  });
});

describe('localeStaticPaths', () => {
  it('builds Vietnamese at the root and English under /en', () => {
    expect(localeStaticPaths()).toEqual([
      { params: { locale: undefined }, props: { locale: 'vi' } },
      { params: { locale: 'en' }, props: { locale: 'en' } },
    ]);
  });
});
