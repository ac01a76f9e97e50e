import { describe, expect, it } from 'vitest';
import { otherLanguageLeaks } from '../support/language-leaks.ts';
import { builtPages, readableText } from './built-site.ts';

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
      const locale = url === '/en' || url.startsWith('/en/') ? 'en' : 'vi';
      const pageLang = locale === 'en' ? 'en-US' : 'vi-VN';
      expect(otherLanguageLeaks(readableText(page.html, pageLang), locale)).toEqual([]);
    },
  );
});
