import { describe, expect, it } from 'vitest';
import { foldSearchText, foldTranslation } from './fold-search-text.ts';

/** What SQL translate() does with the same table. */
function translate(text: string): string {
  const from = [...foldTranslation.from];
  const to = [...foldTranslation.to];
  return [...text].map((char) => (from.includes(char) ? to[from.indexOf(char)] : char)).join('');
}

describe('foldSearchText', () => {
  it.each([
    ['Áo Dài ĐỎ', 'ao dai do'],
    ['Người mẫu Lan', 'nguoi mau lan'],
    ['TÓC NGẮN ỦN XOĂN', 'toc ngan un xoan'],
    ['100%_cotton', '100%_cotton'],
  ])('folds %j to %j', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  it('folds a name written with combining marks (as macOS names files) like its composed form', () => {
    expect(foldSearchText('A\u0301o da\u0300i')).toBe('ao dai');
  });

  it('maps one letter to one letter, so translate() in SQL folds names the same way', () => {
    expect([...foldTranslation.from].length).toBe([...foldTranslation.to].length);
    for (const name of ['Áo Dài ĐỎ', 'Người mẫu Lan', 'Trang phục Ưu Đãi', 'ABC xyz']) {
      expect(translate(name.normalize('NFC'))).toBe(foldSearchText(name));
    }
  });
});
