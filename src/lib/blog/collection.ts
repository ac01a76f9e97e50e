/** The blog as pages see it: published posts with their author, category and tags resolved. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { isLocale, type Locale } from '../../i18n/index.ts';
import {
  readingMinutes,
  sortPosts,
  type BlogAuthor,
  type BlogCategory,
  type BlogPost,
  type BlogTag,
} from './blog-model.ts';

export type Post = BlogPost<CollectionEntry<'blog'>>;

export interface Blog {
  posts: Post[];
  categories: BlogCategory[];
  tags: BlogTag[];
  authors: BlogAuthor[];
}

let cached: Promise<Blog> | undefined;

async function readBlog(): Promise<Blog> {
  const [entries, categories, tags, authors] = await Promise.all([
    getCollection('blog', (entry) => !entry.data.draft),
    getCollection('blogCategories'),
    getCollection('blogTags'),
    getCollection('blogAuthors'),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const categoryById = byId(categories.map((c) => c.data));
  const tagById = byId(tags.map((c) => c.data));
  const authorById = byId(authors.map((c) => c.data));
  const posts: Post[] = [];
  for (const entry of entries) {
    const [lang, slug] = entry.id.split('/');
    const author = authorById.get(entry.data.author);
    const category = categoryById.get(entry.data.category);
    if (!isLocale(lang) || !slug || !author || !category) {
      console.warn(`[blog] ${entry.id} left out: unknown language, author or category`);
      continue;
    }
    posts.push({
      id: entry.id,
      lang,
      slug,
      ...entry.data,
      author,
      category,
      tags: entry.data.tags.flatMap((id) => tagById.get(id) ?? []),
      readingMinutes: readingMinutes(entry.body ?? ''),
      entry,
    });
  }
  return {
    posts: sortPosts(posts),
    categories: categories.map((c) => c.data),
    tags: tags.map((c) => c.data),
    authors: authors.map((c) => c.data),
  };
}

/** The whole blog, read once per build. */
export function loadBlog(): Promise<Blog> {
  cached ??= readBlog();
  return cached;
}

/** Published posts of one language, newest first. */
export async function postsIn(lang: Locale): Promise<Post[]> {
  return (await loadBlog()).posts.filter((post) => post.lang === lang);
}

/** The categories and tags that have posts in this language, for the chips. */
export async function taxonomyIn(lang: Locale) {
  const posts = await postsIn(lang);
  const { categories, tags } = await loadBlog();
  return {
    categories: categories.filter((c) => posts.some((post) => post.category.id === c.id)),
    tags: tags.filter((tag) => posts.some((post) => post.tags.some((t) => t.id === tag.id))),
  };
}
