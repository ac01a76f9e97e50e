import { z } from 'zod';

/**
 * The admin blog API (spec §2.5, §3 blog, §7; decision 025). Taxonomy bodies have the shapes of
 * the repository's src/content/blog-taxonomy/*.json files, so one shape travels everywhere.
 */

export const blogLangs = ['vi', 'en'] as const;
export type BlogLang = (typeof blogLangs)[number];
export const postStatuses = ['draft', 'published'] as const;
export type PostStatus = (typeof postStatuses)[number];

export const POST_BODY_MAX = 200_000;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A cover is an absolute http(s) URL or a site path. */
const coverPattern = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;

const lang = z.enum(blogLangs, 'adminBlog.errors.lang');
const text = (max: number, required: string, tooLong: string) =>
  z.string(required).trim().min(1, required).max(max, tooLong);
/** Taxonomy ids and slugs: lowercase words joined by hyphens, 2 to 60 characters. */
const termSlug = z
  .string('adminBlog.errors.termSlug')
  .trim()
  .min(2, 'adminBlog.errors.termSlug')
  .max(60, 'adminBlog.errors.termSlug')
  .regex(slugPattern, 'adminBlog.errors.termSlug');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'adminBlog.errors.tooLong')
    .nullish()
    .transform((value) => value || null);

export const postInputSchema = z.object({
  lang,
  slug: z
    .string('adminBlog.errors.slug')
    .trim()
    .min(3, 'adminBlog.errors.slug')
    .max(120, 'adminBlog.errors.slug')
    .regex(slugPattern, 'adminBlog.errors.slug'),
  title: text(200, 'adminBlog.errors.titleRequired', 'adminBlog.errors.titleTooLong'),
  description: text(
    300,
    'adminBlog.errors.descriptionRequired',
    'adminBlog.errors.descriptionTooLong',
  ),
  body: z
    .string('adminBlog.errors.bodyRequired')
    .min(1, 'adminBlog.errors.bodyRequired')
    .max(POST_BODY_MAX, 'adminBlog.errors.bodyTooLong')
    .refine((body) => body.trim().length > 0, 'adminBlog.errors.bodyRequired'),
  categoryId: z
    .string('adminBlog.errors.categoryRequired')
    .min(1, 'adminBlog.errors.categoryRequired'),
  authorId: z.string('adminBlog.errors.authorRequired').min(1, 'adminBlog.errors.authorRequired'),
  tagIds: z
    .array(z.string('adminBlog.errors.tagUnknown'), 'adminBlog.errors.tagUnknown')
    .max(20, 'adminBlog.errors.tooManyTags')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  status: z.enum(postStatuses, 'adminBlog.errors.status'),
  coverUrl: z
    .string()
    .trim()
    .max(2000, 'adminBlog.errors.cover')
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || coverPattern.test(value), 'adminBlog.errors.cover'),
  coverAlt: optionalText(200),
  translationKey: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null)
    .refine(
      (value) => value === null || (slugPattern.test(value) && value.length <= 120),
      'adminBlog.errors.translationKey',
    ),
});
export type PostInput = z.input<typeof postInputSchema>;
export type PostFields = z.output<typeof postInputSchema>;

const localized = (schema: z.ZodType<string>) => z.object({ vi: schema, en: schema });
const termName = text(100, 'adminBlog.errors.nameRequired', 'adminBlog.errors.nameTooLong');
const blurb = z.string().trim().max(500, 'adminBlog.errors.tooLong').default('');

export const categoryInputSchema = z.object({
  id: termSlug,
  name: localized(termName),
  slug: localized(termSlug),
  description: z.object({ vi: blurb, en: blurb }).default({ vi: '', en: '' }),
});
export const tagInputSchema = z.object({
  id: termSlug,
  name: localized(termName),
  slug: localized(termSlug),
});
export const authorInputSchema = z.object({
  id: termSlug,
  name: termName,
  role: z.object({ vi: blurb, en: blurb }).default({ vi: '', en: '' }),
  bio: z.object({ vi: blurb, en: blurb }).default({ vi: '', en: '' }),
  avatar: z
    .string()
    .trim()
    .max(2000, 'adminBlog.errors.cover')
    .nullish()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || coverPattern.test(value), 'adminBlog.errors.cover'),
});
/** PUT bodies: the id is the path's and never changes. */
export const categoryUpdateSchema = categoryInputSchema.omit({ id: true });
export const tagUpdateSchema = tagInputSchema.omit({ id: true });
export const authorUpdateSchema = authorInputSchema.omit({ id: true });

/** The blog's content contract (decision 025): the repository files, the export and the site. */
export type Localized = { vi: string; en: string };
export interface BlogCategory {
  id: string;
  name: Localized;
  slug: Localized;
  description: Localized;
}
export interface BlogTag {
  id: string;
  name: Localized;
  slug: Localized;
}
export interface BlogAuthor {
  id: string;
  name: string;
  role: Localized;
  bio: Localized;
  avatar?: string;
}
export const termKinds = ['categories', 'authors', 'tags'] as const;
export type TermKind = (typeof termKinds)[number];
/** Where a taxonomy entry or post lives: the database (editable) or the repository's files. */
export type BlogSource = 'database' | 'files';
export type Sourced<T> = T & { source: BlogSource };

/** GET /api/admin/blog/taxonomy. */
export interface BlogTaxonomy {
  categories: Sourced<BlogCategory>[];
  authors: Sourced<BlogAuthor>[];
  tags: Sourced<BlogTag>[];
}

/** One row of GET /api/admin/blog/posts; posts from files have no id and cannot be edited. */
export interface BlogPostSummary {
  id: string | null;
  source: BlogSource;
  lang: BlogLang;
  slug: string;
  title: string;
  status: PostStatus;
  publishedAt: string | null;
  updatedAt: string | null;
}

/** GET, POST, PUT /api/admin/blog/posts/{id}: a database post in full. */
export interface BlogPost extends PostFields {
  id: string;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export const siteBuildStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export interface SiteBuild {
  id: string;
  reason: string;
  mode: string;
  status: (typeof siteBuildStatuses)[number];
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export const postListQuerySchema = z.object({
  lang: lang.optional(),
  status: z.enum(postStatuses, 'adminBlog.errors.status').optional(),
});
