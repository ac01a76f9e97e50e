import { describe, expect, it } from 'vitest';
import { foldText, searchEntries, sortEntries, type SearchIndexEntry } from './search.ts';

const entry = (title: string, date: string, extra: Partial<SearchIndexEntry> = {}) => ({
  url: `/blog/${title}`,
  categoryUrl: '/blog/category/x',
  title,
  description: '',
  date,
  dateLabel: date,
  readingLabel: '1',
  category: 'Hướng dẫn',
  tags: [],
  ...extra,
});

const entries = [
  entry('Biến ảnh thành video', '2026-10-20', { tags: ['video ngắn'] }),
  entry('Chụp ảnh người mẫu', '2026-10-06', { description: 'Ánh sáng và tư thế' }),
  entry('Ảnh trước và sau', '2026-10-27', { category: 'Salon và làm đẹp' }),
];

describe('blog search', () => {
  it('folds case and Vietnamese diacritics', () => {
    expect(foldText('Đẹp HƯỚNG Dẫn')).toBe('dep huong dan');
  });

  it('finds posts by title, description, category or tag, with or without diacritics', () => {
    const titles = (query: string) => searchEntries(entries, query).map((e) => e.title);
    expect(titles('video')).toEqual(['Biến ảnh thành video']);
    expect(titles('anh sang')).toEqual(['Chụp ảnh người mẫu']);
    expect(titles('salon')).toEqual(['Ảnh trước và sau']);
    expect(titles('video ngan')).toEqual(['Biến ảnh thành video']);
    expect(titles('video salon')).toEqual([]);
    expect(titles('  ')).toHaveLength(3);
  });

  it('sorts newest first, oldest first or by title', () => {
    const order = (by: 'newest' | 'oldest' | 'title') =>
      sortEntries(entries, by, 'vi').map((e) => e.date);
    expect(order('newest')).toEqual(['2026-10-27', '2026-10-20', '2026-10-06']);
    expect(order('oldest')).toEqual(['2026-10-06', '2026-10-20', '2026-10-27']);
    expect(sortEntries(entries, 'title', 'vi').map((e) => e.title)).toEqual([
      'Ảnh trước và sau',
      'Biến ảnh thành video',
      'Chụp ảnh người mẫu',
    ]);
  });
});
