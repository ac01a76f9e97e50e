/** One row per interface language; routing, `getStaticPaths`, hreflang and the sitemap read it. */
export const locales = {
  vi: { code: 'vi', htmlLang: 'vi-VN', label: 'Tiếng Việt', prefix: '' },
  en: { code: 'en', htmlLang: 'en-US', label: 'English', prefix: 'en' },
} as const;

export type Locale = keyof typeof locales;

/** Spec §9: Vietnamese is the default language and lives at the site root. */
export const defaultLocale: Locale = 'vi';

export const localeCodes = Object.keys(locales) as Locale[];

/** @example isLocale('en') // true */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(locales, value);
}

/**
 * Static paths for a page under `src/pages/[...locale]/`: no prefix for Vietnamese, `en` for English.
 * @example export const getStaticPaths = localeStaticPaths;
 */
export function localeStaticPaths() {
  return localeCodes.map((locale) => ({
    params: { locale: locales[locale].prefix || undefined },
    props: { locale },
  }));
}
