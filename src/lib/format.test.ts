import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatBytes,
  formatCredits,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatNumber,
  formatShortDay,
  formatTime,
  dateInputPattern,
  formatDateInput,
  parseDateInput,
} from './format.ts';

// Intl puts no-break spaces in currency and times; readers see a space.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const at = '2026-11-24T07:05:00Z';

describe('formatting for the page locale', () => {
  it('writes money as 99.000 ₫ in Vietnamese and ₫99,000 in English', () => {
    expect(plain(formatMoney(99000, 'vi'))).toBe('99.000 ₫');
    expect(formatMoney(99000, 'en')).toBe('₫99,000');
  });

  it('writes credits with separators and the plural the count needs', () => {
    expect(formatCredits(2000, 'vi')).toBe('2.000 tín dụng');
    expect(formatCredits(1, 'vi')).toBe('1 tín dụng');
    expect(formatCredits(2000, 'en')).toBe('2,000 credits');
    expect(formatCredits(1, 'en')).toBe('1 credit');
  });

  it('uses the decimal comma in Vietnamese', () => {
    expect(formatNumber(0.5, 'vi', { minimumFractionDigits: 2 })).toBe('0,50');
    expect(formatNumber(0.5, 'en', { minimumFractionDigits: 2 })).toBe('0.50');
    expect(formatBytes(1536, 'vi')).toBe('1,5 KB');
  });

  it('writes days day-first in Vietnamese and with the month name in English', () => {
    expect(formatDate(at, 'vi')).toBe('24/11/2026');
    expect(formatDate(at, 'en')).toBe('Nov 24, 2026');
    expect(formatDay('2026-11-24', 'vi')).toBe('24/11/2026');
    expect(formatShortDay('2026-11-04', 'vi')).toBe('04/11');
    expect(formatShortDay('2026-11-04', 'en')).toBe('Nov 4');
  });

  it("shows instants on Vietnam's clock whatever the machine's zone", () => {
    // 20:30 UTC is already the next day in Vietnam (UTC+7).
    expect(formatDate('2026-11-23T20:30:00Z', 'vi')).toBe('24/11/2026');
    expect(formatTime(at, 'vi')).toBe('14:05');
    expect(plain(formatTime(at, 'en'))).toBe('2:05 PM');
    expect(formatDateTime(at, 'vi')).toBe('14:05 24/11/2026');
    expect(plain(formatDateTime(at, 'en'))).toBe('Nov 24, 2026, 2:05 PM');
  });
});

describe('dates typed in the page order', () => {
  it('reads day first in Vietnamese and month first in English', () => {
    expect(dateInputPattern('vi')).toBe('dd/mm/yyyy');
    expect(dateInputPattern('en')).toBe('mm/dd/yyyy');
    expect(parseDateInput('4/11/2026', 'vi')).toBe('2026-11-04');
    expect(parseDateInput('11/4/2026', 'en')).toBe('2026-11-04');
    expect(formatDateInput('2026-11-04', 'vi')).toBe('04/11/2026');
    expect(formatDateInput('2026-11-04', 'en')).toBe('11/04/2026');
  });

  it('refuses days that do not exist and text in another order', () => {
    expect(parseDateInput('31/02/2026', 'vi')).toBeNull();
    expect(parseDateInput('24/11/2026', 'en')).toBeNull();
    expect(parseDateInput('2026-11-24', 'vi')).toBeNull();
    expect(parseDateInput('24/11', 'vi')).toBeNull();
  });
});

/** Source files outside this module that must not build their own formatters. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [path]
      : [];
  });
}

// toLocaleUpperCase/LowerCase are casing, not formatting, and stay allowed.
const direct =
  /new\s+Intl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat|ListFormat)\b|\bIntl\.(NumberFormat|DateTimeFormat)\s*\(|\.toLocale(String|DateString|TimeString)\s*\(/;

describe('one formatting module', () => {
  it('is the only code that formats numbers and dates', () => {
    const root = join(import.meta.dirname, '..');
    const offenders = sources(root)
      .filter((path) => !path.endsWith(join('lib', 'format.ts')))
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${relative(root, path)}:${index + 1}` }))
          .filter(({ line }) => direct.test(line))
          .map(({ at: where, line }) => `${where}  ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('leaves no toFixed on screen, where it would write a decimal point in Vietnamese', () => {
    const root = join(import.meta.dirname, '..');
    const offenders = ['islands', 'components', 'pages']
      .flatMap((dir) => sources(join(root, dir)))
      .filter((path) => /\.toFixed\(/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(offenders).toEqual([]);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds, never below zero', () => {
    expect(formatCountdown(754, 'vi')).toBe('12:34');
    expect(formatCountdown(5, 'en')).toBe('0:05');
    expect(formatCountdown(900, 'en')).toBe('15:00');
    expect(formatCountdown(-3, 'vi')).toBe('0:00');
  });
});
