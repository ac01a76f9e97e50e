/**
 * The language check shared by the built-site test (tests/site/languages.test.ts) and the app
 * screens' browser scan (tests/e2e/app-screens-language.test.ts): a page of one language must
 * not contain a telling phrase of the other language's dictionary.
 */
import { en } from '../../src/i18n/en.ts';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { vi } from '../../src/i18n/vi.ts';

// Strings that read the same in both languages (brand names, 'Blog', 'Email') prove nothing;
// nor does a language's own name ('Tiếng Việt'), which every page's language switch shows.
const nativeNames = new Set<string>(Object.values(locales).map((locale) => locale.label));
const pairs = (Object.keys(en) as (keyof typeof en)[]).filter(
  (key) => en[key] !== vi[key] && !nativeNames.has(en[key]) && !nativeNames.has(vi[key]),
);

/** The fixed parts of a dictionary value, long enough to be a telling phrase. */
function phrases(value: string): string[] {
  return value
    .split(/\{\w+\}/)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => part.length >= 8 && /\s/.test(part));
}

/**
 * The other language's phrases found in a page's readable text, as `key: "phrase"`.
 * @example otherLanguageLeaks('Đang tải... Sign in', 'en') // ['common.loading: "Đang tải..."']
 */
export function otherLanguageLeaks(text: string, locale: Locale): string[] {
  const [own, other] = locale === 'en' ? [en, vi] : [vi, en];
  const plain = text.replace(/\s+/g, ' ');
  // A phrase the page's own language also uses ("Kiểu French crop") proves nothing.
  const ownText = Object.values(own).join('\n');
  return pairs.flatMap((key) =>
    phrases(other[key])
      .filter((phrase) => plain.includes(phrase) && !ownText.includes(phrase))
      .map((phrase) => `${key}: "${phrase}"`),
  );
}
