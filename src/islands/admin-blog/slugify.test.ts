import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it('folds Vietnamese diacritics and đ', () => {
    expect(slugify('Áo dài mùa hè 2026!')).toBe('ao-dai-mua-he-2026');
    expect(slugify('Đẹp & Độc đáo')).toBe('dep-doc-dao');
    expect(slugify('Xu hướng tóc ngắn — Thu Đông')).toBe('xu-huong-toc-ngan-thu-dong');
  });

  it('trims hyphens and keeps at most the maximum length', () => {
    expect(slugify('  --Hello,   World--  ')).toBe('hello-world');
    expect(slugify('a '.repeat(100), 9)).toBe('a-a-a-a-a');
    expect(slugify('!!!')).toBe('');
  });
});
