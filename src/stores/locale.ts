import { atom } from 'nanostores';
import { defaultLocale, isLocale, type Locale } from '../i18n/locales.ts';

/** localStorage key of the app pages' language (studio routes have no /en prefix). */
export const LOCALE_KEY = 'kieu.locale';

/** The interface language of the app pages; public pages take theirs from the URL. */
export const $locale = atom<Locale>(defaultLocale);

/**
 * The stored choice (made in the studio's switch, or written by the public page the visitor
 * last read, decision 048), else Vietnamese. The browser's language is never used (spec §9
 * "Default language Vietnamese", issue 28 point 6, decision 051): a Vietnamese seller with an
 * English browser gets Vietnamese.
 * @example detectLocale({ stored: null }) // 'vi'
 */
export function detectLocale(input: { stored: string | null }): Locale {
  return isLocale(input.stored) ? input.stored : defaultLocale;
}

/** Sets $locale from storage; a page-given locale (/en/auth/…) wins. */
export function initLocale(pageLocale?: Locale): Locale {
  const locale = pageLocale ?? detectLocale({ stored: safeStorage()?.getItem(LOCALE_KEY) ?? null });
  applyLocale(locale);
  return locale;
}

/** The language switch: remembers the choice for every app page. */
export function setLocale(locale: Locale): void {
  safeStorage()?.setItem(LOCALE_KEY, locale);
  applyLocale(locale);
}

function applyLocale(locale: Locale) {
  $locale.set(locale);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale === 'en' ? 'en-US' : 'vi-VN';
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
