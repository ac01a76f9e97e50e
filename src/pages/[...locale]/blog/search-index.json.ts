import type { APIContext } from 'astro';
import { localeStaticPaths, t, type Locale } from '../../../i18n/index.ts';
import { categoryPath, postPath } from '../../../lib/blog/blog-model.ts';
import { postsIn } from '../../../lib/blog/collection.ts';
import { formatLongDate } from '../../../lib/format.ts';
import type { SearchIndexEntry } from '../../../lib/blog/search.ts';

export const getStaticPaths = localeStaticPaths;

/** What the list's search box searches: every published post of the language. */
export async function GET(context: APIContext) {
  const locale = context.props.locale as Locale;
  const tr = t(locale);
  const entries: SearchIndexEntry[] = (await postsIn(locale)).map((post) => ({
    url: postPath(post),
    categoryUrl: categoryPath(post.category, locale),
    title: post.title,
    description: post.description,
    date: post.publishedAt.toISOString().slice(0, 10),
    dateLabel: formatLongDate(post.publishedAt, locale),
    readingLabel: tr('blog.post.readingTime', { minutes: post.readingMinutes }),
    category: post.category.name[locale],
    tags: post.tags.map((tag) => tag.name[locale]),
  }));
  return new Response(JSON.stringify(entries), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
