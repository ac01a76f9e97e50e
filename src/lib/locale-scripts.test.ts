import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { detectLocale, LOCALE_KEY } from '../stores/locale.ts';
import { appLocaleScript, rememberPageLocale } from './locale-scripts.ts';

/** Runs the app pages' inline script against a fake page; returns what it set. */
function runAppScript(stored: string | null, languages: string[]) {
  const documentElement = { lang: 'vi-VN', dataset: { titleEn: 'Dashboard · Kiểu Studio' } };
  const document = { documentElement, title: 'Bảng điều khiển · Kiểu Studio' };
  const localStorage = { getItem: (key: string) => (key === LOCALE_KEY ? stored : null) };
  runInNewContext(appLocaleScript, { document, localStorage, navigator: { languages } });
  return { lang: documentElement.lang, title: document.title };
}

describe('the app pages’ language script', () => {
  const cases: [string | null, string[]][] = [
    [null, ['en-US', 'en']],
    [null, ['vi-VN']],
    [null, ['fr-FR', 'en-GB']],
    [null, ['de-DE']],
    [null, []],
    ['vi', ['en-US']],
    ['en', ['vi-VN']],
    ['xx', ['en-US']],
  ];
  for (const [stored, languages] of cases) {
    it(`agrees with detectLocale for stored=${stored} and ${languages.join(',') || 'no languages'}`, () => {
      const expected = detectLocale({ stored, languages });
      const { lang, title } = runAppScript(stored, languages);
      expect(lang).toBe(expected === 'en' ? 'en-US' : 'vi-VN');
      expect(title).toBe(
        expected === 'en' ? 'Dashboard · Kiểu Studio' : 'Bảng điều khiển · Kiểu Studio',
      );
    });
  }

  it('keeps Vietnamese when storage throws (blocked cookies)', () => {
    const documentElement = { lang: 'vi-VN', dataset: {} };
    const localStorage = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    runInNewContext(appLocaleScript, {
      document: { documentElement, title: '' },
      localStorage,
      navigator: { languages: ['en-US'] },
    });
    expect(documentElement.lang).toBe('vi-VN');
  });
});

describe('the public pages’ language memory', () => {
  it('stores the page’s language under the key the app pages read', () => {
    const saved = new Map<string, string>();
    const localStorage = { setItem: (key: string, value: string) => saved.set(key, value) };
    runInNewContext(rememberPageLocale('en'), { localStorage });
    expect(saved.get(LOCALE_KEY)).toBe('en');
  });
});
