import { locales, type Locale } from '../../i18n/locales.ts';

/**
 * A slider's decimal value in the page's locale (0,50 in Vietnamese, 0.50 in English).
 * Interim helper for the image-to-video form: the shared formatting module (issue 25
 * "Formats") replaces it with its own number formatter once it is on main.
 * @example formatDecimal(0.5, 'vi') // '0,50'
 */
export function formatDecimal(value: number, locale: Locale, digits = 2): string {
  return new Intl.NumberFormat(locales[locale].htmlLang, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
