/**
 * What a person must never read on an app screen (issue 25 "What it must show", issue 22
 * point 14): the other language, raw ids, `{placeholders}`, and numbers or dates not written
 * the page's way (decision 047). Pure functions over a screen's readable text, so the checks
 * themselves are unit-tested (src/lib/screen-defects.test.ts).
 */
import { gateways, orderKinds, paymentStatuses } from '../../src/contracts/billing.ts';
import { hairstyleIds } from '../../src/contracts/hairstyles.ts';
import { generationStatuses, assetKinds, studioTools } from '../../src/contracts/studio.ts';
import {
  bodyTypes,
  editingPresets,
  garmentCategories,
  motionStyles,
  skinTones,
  tryOnModes,
  videoModels,
} from '../../src/contracts/tools.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { en } from '../../src/i18n/en.ts';
import { locales } from '../../src/i18n/locales.ts';
import { vi } from '../../src/i18n/vi.ts';
import { otherLanguageLeaks } from './language-leaks.ts';

const enumValues: readonly string[] = [
  ...gateways,
  ...orderKinds,
  ...paymentStatuses,
  ...hairstyleIds,
  ...generationStatuses,
  ...assetKinds,
  ...studioTools,
  ...bodyTypes,
  ...editingPresets,
  ...garmentCategories,
  ...motionStyles,
  ...Object.keys(skinTones),
  ...videoModels,
  ...tryOnModes,
  // garmentPhotoTypes without 'model', an everyday word of the copy.
  'auto',
  'flat-lay',
];

// Lower-case words the Vietnamese copy itself uses ("tan", a product name) are not leaks.
const vietnameseWords = new Set(
  Object.values(vi).flatMap((value) => value.split(/[^\p{L}\d_-]+/u)),
);

/** Text a user typed or a machine made (addresses, links, e-mail) is not the interface's. */
function withoutUserText(text: string): string {
  return text
    .replace(/\S+@\S+\.\w+/g, ' ')
    .replace(/(?:\bhttps?:\/\/|(?<!\S)\/)[\w./?=&%#-]+/g, ' ')
    .replace(/\s+/g, ' ');
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (value: string) =>
  new RegExp(`(?<![\\p{L}\\d_.-])${escape(value)}(?![\\p{L}\\d_-])`, 'u');

const wordsOf = (values: string[]) =>
  new Set(
    values.flatMap((value) =>
      value
        .replace(/\{\w+\}/g, ' ')
        .toLowerCase()
        .split(/[^\p{L}]+/u),
    ),
  );
const vietnameseCopy = wordsOf(Object.values(vi));
// Words only the English copy uses ("credits", "loading"): one alone on a Vietnamese screen is
// a leak the phrase check cannot see (library labels, glued words).
const englishOnly = [...wordsOf(Object.values(en))].filter(
  (w) => w.length >= 4 && /^[a-z]+$/.test(w) && !vietnameseCopy.has(w),
);
const englishOnlySet = new Set(englishOnly);
// Vietnamese words the English copy itself uses ("prices in đồng").
const englishCopy = wordsOf(Object.values(en));
// Letters only Vietnamese writes; the language switch and the brand name are the same in both.
const vietnameseLetters = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu;
const sameInBoth = new Set(
  [...Object.values(locales).map((l) => l.label), 'Kiểu'].flatMap((v) => v.split(' ')),
);

/**
 * Single words of the other language: English-only dictionary words on a Vietnamese screen,
 * Vietnamese-lettered words on an English one.
 */
export function otherLanguageWords(text: string, locale: Locale): string[] {
  const words = withoutUserText(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const found =
    locale === 'vi'
      ? words.filter((w) => englishOnlySet.has(w.toLowerCase()))
      : words.filter(
          (w) =>
            vietnameseLetters.test(w) && !sameInBoth.has(w) && !englishCopy.has(w.toLowerCase()),
        );
  return [...new Set(found)];
}

/** snake_case, camelCase and enum ids shown as they are stored. */
export function rawIds(text: string, locale: Locale): string[] {
  const plain = withoutUserText(text);
  const found = [
    ...plain.matchAll(/(?<![\p{L}\d.-])[a-z]+(?:_[a-z0-9]+)+(?![\p{L}\d-])/gu),
    ...plain.matchAll(/(?<![\p{L}\d.-])[a-z]+(?:[A-Z][a-z0-9]+)+(?![\p{L}\d-])/gu),
  ].map((match) => match[0]);
  // In English, plain words such as "failed" or "natural" are ordinary copy; ids with a
  // hyphen, an underscore or a digit are not. In Vietnamese any lower-case English id leaks.
  const telling = enumValues.filter((value) =>
    locale === 'en' ? /[-_\d]/.test(value) : !vietnameseWords.has(value),
  );
  found.push(...telling.filter((value) => word(value).test(plain)));
  return [...new Set(found)];
}

/** `{name}` left unfilled. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\s*\w+\s*\}/g)].map((match) => match[0]);
}

const monthNames = /\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}\b/;

/** Numbers, money and dates not in the page's format. */
export function badFormats(text: string, locale: Locale): string[] {
  const plain = withoutUserText(text)
    // Product names carry versions ("Kling 2.1"), and sizes are written 1920x1080 or 1080p.
    .replace(/\b\d+(?:[.,]\d+)?\s?[x×]\s?\d+\b|\b\d+p\b/g, ' ')
    .replace(/\b(?:Kling|Seedance|Veo|Hailuo) \d+(?:\.\d+)?/g, ' ');
  const rules: [string, RegExp][] = [
    ['a long number without separators', /(?<![\p{L}\d.,:-])\d{5,}(?![\p{L}\d])/gu],
    ['a raw ISO date', /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?\b/g],
    ['dong written with đ', /\d[\d.,]*\s?đ(?!\p{L})/gu],
  ];
  if (locale === 'vi') {
    rules.push(
      ['an English thousands separator', /(?<![\d.,])\d{1,3}(?:,\d{3})+(?![\d,])/g],
      ['a decimal point', /(?<![\d.,])\d+\.\d{1,2}(?![\d.])/g],
      ['the dong sign before the amount', /₫\s?\d/g],
      ['a month-first date', /\b\d{1,2}\/(?:1[3-9]|2\d|3[01])\/\d{4}\b/g],
      ['an English month name', new RegExp(monthNames.source, 'g')],
    );
  } else {
    rules.push(
      ['a Vietnamese thousands separator', /(?<![\d.,])\d{1,3}(?:\.\d{3})+(?![\d.])/g],
      ['a decimal comma', /(?<![\d.,])\d+,\d{1,2}(?![\d,])/g],
      ['the dong sign after the amount', /\d\s?₫/g],
      ['a day-first date', /\b(?:1[3-9]|2\d|3[01])\/\d{1,2}\/\d{4}\b/g],
    );
  }
  return rules.flatMap(([name, pattern]) =>
    [...plain.matchAll(pattern)].map((match) => `${name}: "${match[0]}"`),
  );
}

/** Every defect of one screen's readable text. */
export function screenDefects(text: string, locale: Locale): string[] {
  return [
    ...otherLanguageLeaks(text, locale).map((leak) => `other language: ${leak}`),
    ...otherLanguageWords(text, locale).map((w) => `other language word: ${w}`),
    ...rawIds(text, locale).map((id) => `raw id: ${id}`),
    ...placeholders(text).map((p) => `placeholder: ${p}`),
    ...badFormats(text, locale),
  ];
}
