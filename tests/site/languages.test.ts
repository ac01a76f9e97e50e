import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { locales } from '../../src/i18n/locales.ts';
import { builtPages, readableText } from './built-site.ts';

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

// The not-found page serves both languages at once (its locale is unknown at build time).
const pages = builtPages().filter((page) => !/^\/404$/.test(page.url));

describe('one language per page', () => {
  it('has built pages in both languages to check', () => {
    expect(pages.some((p) => p.url.startsWith('/en'))).toBe(true);
    expect(pages.some((p) => !p.url.startsWith('/en'))).toBe(true);
  });

  it.each(pages.map((page) => [page.url, page] as const))(
    '%s has no string of the other language',
    (url, page) => {
      const other = url === '/en' || url.startsWith('/en/') ? vi : en;
      const text = readableText(page.html);
      const leaks = pairs.flatMap((key) =>
        phrases(other[key])
          .filter((phrase) => text.includes(phrase))
          .map((phrase) => `${key}: "${phrase}"`),
      );
      expect(leaks).toEqual([]);
    },
  );
});
