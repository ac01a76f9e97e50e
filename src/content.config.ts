import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { blogPostsLoader, taxonomyLoader } from './lib/blog/content-loaders.ts';

/** Legal pages: src/content/legal/<lang>/<slug>.md, the same slugs in every language. */
const legal = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/legal' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    updated: z.coerce.date(),
  }),
});

/**
 * The admin API's export of posts and taxonomy (same layout as src/content), read at build time;
 * unset or missing means the repository's content only.
 */
const blogContentDir = process.env.BLOG_CONTENT_DIR;

const localized = z.object({ vi: z.string().min(1), en: z.string().min(1) });
/** Optional text per language: the admin may leave a description, role or bio empty. */
const optionalText = z.object({ vi: z.string(), en: z.string() }).default({ vi: '', en: '' });

/** Posts: src/content/blog/<lang>/<slug>.mdx and `${BLOG_CONTENT_DIR}/posts/<lang>/<slug>.mdx`. */
const blog = defineCollection({
  loader: blogPostsLoader(blogContentDir),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1),
    publishedAt: z.coerce.date(),
    updatedAt: z.coerce.date().optional(),
    /** Ids in the taxonomy collections; a post naming an unknown id is left out of the build. */
    author: z.string().min(1),
    category: z.string().min(1),
    tags: z.array(z.string().min(1)).default([]),
    cover: z.string().min(1).optional(),
    coverAlt: z.string().optional(),
    translationKey: z.string().min(1).optional(),
    draft: z.boolean().default(false),
  }),
});

const blogCategories = defineCollection({
  loader: taxonomyLoader('categories.json', blogContentDir),
  schema: z.object({
    id: z.string(),
    name: localized,
    slug: localized,
    description: optionalText,
  }),
});

const blogTags = defineCollection({
  loader: taxonomyLoader('tags.json', blogContentDir),
  schema: z.object({ id: z.string(), name: localized, slug: localized }),
});

const blogAuthors = defineCollection({
  loader: taxonomyLoader('authors.json', blogContentDir),
  schema: z.object({
    id: z.string(),
    name: z.string().min(1),
    role: optionalText,
    bio: optionalText,
    avatar: z.string().optional(),
  }),
});

export const collections = { legal, blog, blogCategories, blogTags, blogAuthors };
