/**
 * The one place numbers, money, credits, dates and times become text (issue 25 "Formats",
 * decision 047). Every island, page, route and e-mail calls these with the reader's locale;
 * a unit test fails on any other `Intl.NumberFormat`, `Intl.DateTimeFormat` or `toLocale…String`.
 *
 * Instants are shown in Vietnam's time zone: the product, its billing periods and its users are
 * in Vietnam, and a date must not change with the viewer's machine (or the test browser's).
 */
import { enFormat } from '../i18n/en/format.ts';
import { locales, type Locale } from '../i18n/locales.ts';
import { viFormat } from '../i18n/vi/format.ts';

export const displayTimeZone = 'Asia/Ho_Chi_Minh';

const units = { vi: viFormat, en: enFormat } as const;

/** The BCP 47 tag of a locale: vi-VN or en-US. */
const tag = (locale: Locale) => locales[locale].htmlLang;

// Formatters are costly to build and the same few are asked for on every render.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}) {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(tag(locale), options)));
  return format;
}
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions) {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(tag(locale), options)));
  return format;
}

/**
 * A count or measure with the locale's separators.
 * @example formatNumber(2000, 'vi') // '2.000'
 * @example formatNumber(0.5, 'vi', { minimumFractionDigits: 2 }) // '0,50'
 */
export function formatNumber(
  value: number,
  locale: Locale,
  options: Pick<
    Intl.NumberFormatOptions,
    'minimumFractionDigits' | 'maximumFractionDigits' | 'useGrouping'
  > = {},
): string {
  return numberFormat(locale, options).format(value);
}

/**
 * Items joined as the language joins them ('5 s, 8 s or 10 s' / '5 giây, 8 giây hoặc 10 giây').
 * @example formatList(['a', 'b'], 'vi', 'disjunction') // 'a hoặc b'
 */
export function formatList(
  items: readonly string[],
  locale: Locale,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  return new Intl.ListFormat(tag(locale), { type }).format(items);
}

/**
 * Whole dong in the reader's currency format.
 * @example formatMoney(99000, 'vi') // '99.000 ₫'
 * @example formatMoney(99000, 'en') // '₫99,000'
 */
export function formatMoney(amount: number, locale: Locale): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'VND',
    maximumFractionDigits: 0,
  }).format(amount);
}

/**
 * A credit amount with its unit, by the locale's plural rule.
 * @example formatCredits(2000, 'vi') // '2.000 tín dụng'
 * @example formatCredits(1, 'en') // '1 credit'
 */
export function formatCredits(count: number, locale: Locale): string {
  const rule = new Intl.PluralRules(tag(locale)).select(count);
  const unit =
    rule === 'one' ? units[locale]['format.credits.one'] : units[locale]['format.credits.other'];
  return unit.replace('{count}', formatNumber(count, locale));
}

/**
 * A percentage from a ratio.
 * @example formatPercent(0.25, 'vi') // '25%'
 */
export function formatPercent(ratio: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(ratio);
}

/**
 * A file size in binary units with the locale's decimal mark.
 * @example formatBytes(1536, 'vi') // '1,5 KB'
 */
export function formatBytes(bytes: number, locale: Locale): string {
  const names = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < names.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, locale, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${names[unit]}`;
}

/**
 * A storage size in decimal megabytes or gigabytes, as quotas are sold.
 * @example formatStorageSize(1_500_000_000, 'vi') // '1,5 GB'
 */
export function formatStorageSize(bytes: number, locale: Locale): string {
  const gigabytes = bytes >= 1e9;
  return numberFormat(locale, {
    style: 'unit',
    unit: gigabytes ? 'gigabyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(gigabytes ? bytes / 1e9 : bytes / 1e6);
}

type When = string | number | Date;
const toDate = (when: When) => (when instanceof Date ? when : new Date(when));

// Vietnamese writes dd/mm/yyyy; English gets "Nov 24, 2026", which no reader can take for
// 11 February (decision 047).
const dayOptions: Record<Locale, Intl.DateTimeFormatOptions> = {
  vi: { day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { dateStyle: 'medium' },
};
const timeOptions: Record<Locale, Intl.DateTimeFormatOptions> = {
  vi: { hour: '2-digit', minute: '2-digit' },
  en: { hour: 'numeric', minute: '2-digit' },
};

/**
 * The calendar day of an instant, in Vietnam.
 * @example formatDate('2026-11-24T03:00:00Z', 'vi') // '24/11/2026'
 * @example formatDate('2026-11-24T03:00:00Z', 'en') // 'Nov 24, 2026'
 */
export function formatDate(when: When, locale: Locale): string {
  return dateFormat(locale, { ...dayOptions[locale], timeZone: displayTimeZone }).format(
    toDate(when),
  );
}

/**
 * The calendar day of an instant in Vietnam, written `YYYY-MM-DD` for file names: the day the
 * screen shows, not the UTC one (issue 40, decision 105).
 * @example isoDayInVietnam('2026-11-24T18:30:00Z') // '2026-11-25'
 */
export function isoDayInVietnam(when: When): string {
  const parts = dateFormat('en', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: displayTimeZone,
  }).formatToParts(toDate(when));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * A calendar day written `YYYY-MM-DD` (a day, not an instant: no time zone shift).
 * @example formatDay('2026-11-24', 'vi') // '24/11/2026'
 */
export function formatDay(day: string, locale: Locale): string {
  return dateFormat(locale, { ...dayOptions[locale], timeZone: 'UTC' }).format(
    new Date(`${day.slice(0, 10)}T00:00:00Z`),
  );
}

/**
 * A short day for chart axes, without the year.
 * @example formatShortDay('2026-11-24', 'vi') // '24/11'
 * @example formatShortDay('2026-11-24', 'en') // 'Nov 24'
 */
export function formatShortDay(day: string, locale: Locale): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (locale === 'en') {
    return dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
  }
  // vi-VN joins day and month with a hyphen when the year is left out; keep the slash of dd/mm/yyyy.
  const parts = dateFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' })
    .formatToParts(date)
    .filter((part) => part.type !== 'literal');
  return parts.map((part) => part.value).join('/');
}

/**
 * The time of day of an instant, in Vietnam.
 * @example formatTime('2026-11-24T07:05:00Z', 'vi') // '14:05'
 * @example formatTime('2026-11-24T07:05:00Z', 'en') // '2:05 PM'
 */
export function formatTime(when: When, locale: Locale): string {
  return dateFormat(locale, { ...timeOptions[locale], timeZone: displayTimeZone }).format(
    toDate(when),
  );
}

/**
 * Day and time of an instant, in Vietnam; to the second where it has to tell two apart.
 * @example formatDateTime('2026-11-24T07:05:00Z', 'vi') // '14:05 24/11/2026'
 * @example formatDateTime('2026-11-24T07:05:00Z', 'en') // 'Nov 24, 2026, 02:05 PM'
 * @example formatDateTime('2026-11-24T07:05:09Z', 'vi', { seconds: true }) // '14:05:09 24/11/2026'
 */
export function formatDateTime(
  when: When,
  locale: Locale,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  const options =
    locale === 'en'
      ? { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short' }
      : { ...dayOptions.vi, ...timeOptions.vi, ...(seconds ? { second: '2-digit' } : {}) };
  return dateFormat(locale, {
    ...(options as Intl.DateTimeFormatOptions),
    timeZone: displayTimeZone,
  }).format(toDate(when));
}

/**
 * Time left on a countdown as minutes and seconds (a QR code's payment window).
 * @example formatCountdown(754, 'vi') // '12:34'
 * @example formatCountdown(5, 'en') // '0:05'
 */
export function formatCountdown(seconds: number, locale: Locale): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = formatNumber(Math.floor(whole / 60), locale, { useGrouping: false });
  const rest = numberFormat(locale, { minimumIntegerDigits: 2 }).format(whole % 60);
  return `${minutes}:${rest}`;
}

/**
 * A long date for documents (legal pages, posts).
 * @example formatLongDate('2026-11-24', 'vi') // '24 tháng 11, 2026'
 */
export function formatLongDate(when: When, locale: Locale): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone: displayTimeZone }).format(toDate(when));
}

// ---------------------------------------------------------------- typed dates
// A native <input type="date"> is drawn in the browser's language, not the page's (mm/dd/yyyy
// on a Vietnamese page in an English browser), so date fields are text in the page's own order.

const fieldOrder = (locale: Locale) =>
  dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(new Date(Date.UTC(2026, 10, 24)))
    .map((part) => part.type)
    .filter((type): type is 'day' | 'month' | 'year' => ['day', 'month', 'year'].includes(type));

/**
 * How a date is typed in the locale.
 * @example dateInputPattern('vi') // 'dd/mm/yyyy'
 * @example dateInputPattern('en') // 'mm/dd/yyyy'
 */
export function dateInputPattern(locale: Locale): string {
  const letters = { day: 'dd', month: 'mm', year: 'yyyy' } as const;
  return fieldOrder(locale)
    .map((type) => letters[type])
    .join('/');
}

/**
 * A `YYYY-MM-DD` day as it is typed in the locale.
 * @example formatDateInput('2026-11-24', 'vi') // '24/11/2026'
 * @example formatDateInput('2026-11-24', 'en') // '11/24/2026'
 */
export function formatDateInput(day: string, locale: Locale): string {
  const [year, month, date] = day.split('-');
  const values = { day: date, month, year };
  return fieldOrder(locale)
    .map((type) => values[type])
    .join('/');
}

/**
 * A typed date read in the locale's order, as `YYYY-MM-DD`; null when it is not a real day.
 * @example parseDateInput('24/11/2026', 'vi') // '2026-11-24'
 * @example parseDateInput('31/02/2026', 'vi') // null
 */
export function parseDateInput(text: string, locale: Locale): string | null {
  const numbers = text.trim().split(/[./\-\s]+/);
  if (numbers.length !== 3 || numbers.some((value) => !/^\d+$/.test(value))) return null;
  const order = fieldOrder(locale);
  const value = (type: 'day' | 'month' | 'year') => Number(numbers[order.indexOf(type)]);
  const [year, month, day] = [value('year'), value('month'), value('day')];
  if (year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
