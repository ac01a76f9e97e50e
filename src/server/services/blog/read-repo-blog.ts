import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  blogLangs,
  type BlogAuthor,
  type BlogCategory,
  type BlogLang,
  type BlogTag,
  type Localized,
} from '../../../contracts/admin-blog.ts';
import { splitFrontmatter } from './frontmatter.ts';

/** A post written as a file in the repository: src/content/blog/<lang>/<slug>.mdx. */
export interface RepoPost {
  lang: BlogLang;
  slug: string;
  title: string;
  category: string;
  author: string;
  tags: string[];
  draft: boolean;
  publishedAt: string | null;
  updatedAt: string | null;
}

export interface RepoBlog {
  posts: RepoPost[];
  categories: BlogCategory[];
  authors: BlogAuthor[];
  tags: BlogTag[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const localized = (value: unknown): Localized => {
  const v = (value ?? {}) as Record<string, unknown>;
  return { vi: text(v.vi), en: text(v.en) };
};

async function readJsonArray(file: string): Promise<Record<string, unknown>[]> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const parsed: unknown = JSON.parse(raw);
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected a JSON array`);
  return parsed.filter(
    (item): item is Record<string, unknown> =>
      Boolean(item) && typeof item === 'object' && typeof item.id === 'string',
  );
}

async function readPosts(dir: string, lang: BlogLang): Promise<RepoPost[]> {
  let names: string[];
  try {
    names = await readdir(path.join(dir, lang));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => /\.mdx?$/.test(name)).sort();
  return Promise.all(
    files.map(async (name) => {
      const { data } = splitFrontmatter(await readFile(path.join(dir, lang, name), 'utf8'));
      const tags = Array.isArray(data.tags) ? data.tags : [];
      return {
        lang,
        slug: name.replace(/\.mdx?$/, ''),
        title: text(data.title),
        category: text(data.category),
        author: text(data.author),
        tags,
        draft: data.draft === true,
        publishedAt: text(data.publishedAt) || null,
        updatedAt: text(data.updatedAt) || null,
      };
    }),
  );
}

/**
 * The blog posts and taxonomy kept as files under `sourceDir` (BLOG_SOURCE_DIR, by default
 * src/content): blog/<lang>/*.mdx and blog-taxonomy/{categories,authors,tags}.json. Missing
 * folders or files read as empty.
 */
export async function readRepoBlog(sourceDir: string): Promise<RepoBlog> {
  const taxonomy = path.join(sourceDir, 'blog-taxonomy');
  const [posts, categories, authors, tags] = await Promise.all([
    Promise.all(blogLangs.map((lang) => readPosts(path.join(sourceDir, 'blog'), lang))),
    readJsonArray(path.join(taxonomy, 'categories.json')),
    readJsonArray(path.join(taxonomy, 'authors.json')),
    readJsonArray(path.join(taxonomy, 'tags.json')),
  ]);
  return {
    posts: posts.flat(),
    categories: categories.map((c) => ({
      id: text(c.id),
      name: localized(c.name),
      slug: localized(c.slug),
      description: localized(c.description),
    })),
    authors: authors.map((a) => ({
      id: text(a.id),
      name: text(a.name),
      role: localized(a.role),
      bio: localized(a.bio),
      ...(text(a.avatar) ? { avatar: text(a.avatar) } : {}),
    })),
    tags: tags.map((t) => ({ id: text(t.id), name: localized(t.name), slug: localized(t.slug) })),
  };
}
