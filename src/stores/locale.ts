import { atom } from 'nanostores';
import { defaultLocale, isLocale, type Locale } from '../i18n/locales.ts';

/** localStorage key of the app pages' language (studio routes have no /en prefix). */
export const LOCALE_KEY = 'kieu.locale';

/** The interface language of the app pages; public pages take theirs from the URL. */
export const $locale = atom<Locale>(defaultLocale);

/**
 * The stored choice, else the browser's language, else Vietnamese (spec §1).
 * @example detectLocale({ stored: null, languages: ['en-US', 'vi'] }) // 'en'
 */
export function detectLocale(input: {
  stored: string | null;
  languages: readonly string[];
}): Locale {
  if (isLocale(input.stored)) return input.stored;
  for (const language of input.languages) {
    const code = language.toLowerCase().split('-')[0];
    if (isLocale(code)) return code;
  }
  return defaultLocale;
}

/** Sets $locale from storage and the browser; a page-given locale (/en/auth/…) wins. */
export function initLocale(pageLocale?: Locale): Locale {
  const locale =
    pageLocale ??
    detectLocale({
      stored: safeStorage()?.getItem(LOCALE_KEY) ?? null,
      languages: typeof navigator === 'undefined' ? [] : navigator.languages,
    });
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
