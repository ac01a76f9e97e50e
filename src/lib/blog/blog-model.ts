/** The blog's pure rules: paths, reading time, ordering, pagination, related posts, search. */
import { localizePath, type Locale } from '../../i18n/index.ts';
import type { SortOrder } from './search.ts';

// The taxonomy's shapes are the content contract shared with the admin API's export.
export type { BlogAuthor, BlogCategory, BlogTag, Localized } from '../../contracts/admin-blog.ts';
import type { BlogAuthor, BlogCategory, BlogTag } from '../../contracts/admin-blog.ts';

export interface BlogPost<Entry = unknown> {
  /** `<lang>/<slug>` */
  id: string;
  lang: Locale;
  slug: string;
  title: string;
  description: string;
  publishedAt: Date;
  updatedAt?: Date | undefined;
  author: BlogAuthor;
  category: BlogCategory;
  tags: BlogTag[];
  cover?: string | undefined;
  coverAlt?: string | undefined;
  translationKey?: string | undefined;
  readingMinutes: number;
  entry: Entry;
}

/** Posts per page of /blog (one row of three cards on a wide screen). */
export const BLOG_PAGE_SIZE = 3;
/** Reading speed behind "n min read". */
export const WORDS_PER_MINUTE = 200;
export const RELATED_POSTS = 3;

/** @example blogPath('en') // '/en/blog' */
export const blogPath = (lang: Locale, rest = '') => localizePath(`/blog${rest}`, lang);
/** @example indexPagePath('vi', 2) // '/blog/page/2' */
export const indexPagePath = (lang: Locale, page: number) =>
  page <= 1 ? blogPath(lang) : blogPath(lang, `/page/${page}`);
/** @example postPath({ lang: 'en', slug: 'hello' }) // '/en/blog/hello' */
export const postPath = (post: { lang: Locale; slug: string }) =>
  blogPath(post.lang, `/${post.slug}`);
export const categoryPath = (category: BlogCategory, lang: Locale) =>
  blogPath(lang, `/category/${category.slug[lang]}`);
export const tagPath = (tag: BlogTag, lang: Locale) => blogPath(lang, `/tag/${tag.slug[lang]}`);

/**
 * Minutes to read an MDX body: words outside code, tags and link targets, at least one.
 * @example readingMinutes('word '.repeat(450)) // 3
 */
export function readingMinutes(body: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#>*_`[\]|-]+/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** Posts in the order asked for; newest first breaks ties by title. */
export function sortPosts<T extends Pick<BlogPost, 'publishedAt' | 'title' | 'lang'>>(
  posts: readonly T[],
  order: SortOrder = 'newest',
): T[] {
  const byTitle = (a: T, b: T) => a.title.localeCompare(b.title, a.lang);
  return [...posts].sort((a, b) => {
    if (order === 'title') return byTitle(a, b);
    const diff = a.publishedAt.getTime() - b.publishedAt.getTime();
    return (order === 'oldest' ? diff : -diff) || byTitle(a, b);
  });
}

/**
 * Pages of `size` items; always at least one page, so an empty blog still has its index.
 * @example paginate([1, 2, 3, 4], 3) // [[1, 2, 3], [4]]
 */
export function paginate<T>(items: readonly T[], size = BLOG_PAGE_SIZE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

/**
 * Up to `limit` posts of the same language sharing the category or tags, the closest first:
 * the category counts two, each shared tag one; newer posts break ties.
 */
export function relatedPosts<T extends BlogPost>(
  post: T,
  all: readonly T[],
  limit = RELATED_POSTS,
) {
  const tagIds = new Set(post.tags.map((tag) => tag.id));
  return all
    .filter((other) => other.lang === post.lang && other.id !== post.id)
    .map((other) => ({
      other,
      score:
        (other.category.id === post.category.id ? 2 : 0) +
        other.tags.filter((tag) => tagIds.has(tag.id)).length,
    }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) => b.score - a.score || b.other.publishedAt.getTime() - a.other.publishedAt.getTime(),
    )
    .slice(0, limit)
    .map(({ other }) => other);
}

/** The same post in another language (shared translationKey), if there is one. */
export function translationOf<T extends BlogPost>(post: T, lang: Locale, all: readonly T[]) {
  if (!post.translationKey) return undefined;
  return all.find((other) => other.lang === lang && other.translationKey === post.translationKey);
}
