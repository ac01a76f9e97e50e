import { locales, type Locale } from '../../i18n/locales.ts';

/** Whole dong in the reader's format: 399.000 ₫ in Vietnamese, ₫399,000 in English. */
export function formatDong(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locales[locale].htmlLang, {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A date as the reader writes it, in Vietnam's time zone. */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locales[locale].htmlLang, {
    dateStyle: 'medium',
    timeZone: 'Asia/Ho_Chi_Minh',
  }).format(new Date(iso));
}
