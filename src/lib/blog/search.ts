/**
 * The blog list's search and sort, shared by the build (tests) and the page's small script:
 * no imports, so the script stays a few hundred bytes.
 */
export type SortOrder = 'newest' | 'oldest' | 'title';

/** One row of /blog/search-index.json, what the list's script searches, sorts and shows. */
export interface SearchIndexEntry {
  url: string;
  categoryUrl: string;
  title: string;
  description: string;
  /** ISO date, for sorting */
  date: string;
  dateLabel: string;
  readingLabel: string;
  category: string;
  tags: string[];
}

/**
 * Lower-case text without Vietnamese diacritics, so 'huong dan' finds 'Hướng dẫn'.
 * @example foldText('Hướng Dẫn Đẹp') // 'huong dan dep'
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase();
}

/** Entries whose title, description, category or tags contain every word of the query. */
export function searchEntries(entries: readonly SearchIndexEntry[], query: string) {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...entries];
  return entries.filter((entry) => {
    const haystack = foldText(
      [entry.title, entry.description, entry.category, ...entry.tags].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/** The search index entries in the order asked for (newest first by default). */
export function sortEntries(entries: readonly SearchIndexEntry[], order: SortOrder, lang: string) {
  return [...entries].sort((a, b) => {
    if (order === 'title') return a.title.localeCompare(b.title, lang);
    const diff = a.date.localeCompare(b.date);
    return (order === 'oldest' ? diff : -diff) || a.title.localeCompare(b.title, lang);
  });
}
