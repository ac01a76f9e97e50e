import { en, type Dictionary, type DictionaryKey } from './en.ts';
import { defaultLocale, locales, type Locale } from './locales.ts';
import { vi } from './vi.ts';

export { defaultLocale, localeCodes, locales, localeStaticPaths, isLocale } from './locales.ts';
export type { Locale } from './locales.ts';
export type { Dictionary, DictionaryKey } from './en.ts';

const dictionaries: Record<Locale, Dictionary> = { vi, en };

export type Translate = (key: DictionaryKey, params?: Record<string, string | number>) => string;

/**
 * Translator for one locale; `{name}` placeholders are filled from `params`.
 * @example t('vi')('nav.home') // 'Trang chủ'
 * @example t('en')('footer.copyright', { year: 2025 }) // '© 2025 Kiểu Studio. All rights reserved.'
 */
export function t(locale: Locale): Translate {
  const dictionary = dictionaries[locale];
  return (key, params) =>
    dictionary[key].replace(/\{(\w+)\}/g, (match, name: string) =>
      params && name in params ? String(params[name]) : match,
    );
}

/**
 * The path of a page in a locale, from its Vietnamese (unprefixed) path.
 * @example localizePath('/about', 'en') // '/en/about'
 * @example localizePath('/', 'en') // '/en/'
 * @example localizePath('/about', 'vi') // '/about'
 */
export function localizePath(path: string, locale: Locale): string {
  const prefix = locales[locale].prefix;
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (!prefix) return clean;
  return clean === '/' ? `/${prefix}/` : `/${prefix}${clean}`;
}

/**
 * The locale a URL or path belongs to, from its first segment.
 * @example getLocaleFromUrl(new URL('https://kieu.studio/en/pricing')) // 'en'
 * @example getLocaleFromUrl('/pricing') // 'vi'
 */
export function getLocaleFromUrl(url: URL | string): Locale {
  const pathname =
    typeof url === 'string' ? new URL(url, 'http://localhost').pathname : url.pathname;
  const first = pathname.split('/')[1] ?? '';
  const match = Object.values(locales).find((row) => row.prefix && row.prefix === first);
  return match ? match.code : defaultLocale;
}

/**
 * A path without its locale prefix, i.e. the Vietnamese path of the same page.
 * @example stripLocale('/en/about') // '/about'
 * @example stripLocale('/en') // '/'
 */
export function stripLocale(path: string): string {
  const prefix = locales[getLocaleFromUrl(path)].prefix;
  if (!prefix) return path || '/';
  const rest = path.slice(prefix.length + 1);
  return rest === '' || rest === '/' ? '/' : rest;
}

/**
 * The same page in another locale, for the language toggle.
 * @example switchLocalePath('/en/pricing', 'vi') // '/pricing'
 * @example switchLocalePath('/pricing', 'en') // '/en/pricing'
 */
export function switchLocalePath(currentPath: string, target: Locale): string {
  return localizePath(stripLocale(currentPath), target);
}
