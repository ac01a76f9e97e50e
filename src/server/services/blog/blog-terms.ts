import { eq, sql } from 'drizzle-orm';
import type {
  BlogAuthor,
  BlogCategory,
  BlogTag,
  Localized,
  TermKind,
} from '../../../contracts/admin-blog.ts';
import { blogAuthors, blogCategories, blogPosts, blogTags } from '../../db/schema.ts';
import type { Db } from '../../db/database.ts';
import type { RepoBlog, RepoPost } from './read-repo-blog.ts';
import type { Tx } from './blog-deps.ts';

type CategoryRow = typeof blogCategories.$inferSelect;
type TagRow = typeof blogTags.$inferSelect;
type AuthorRow = typeof blogAuthors.$inferSelect;

export type TermShape = BlogCategory | BlogTag | BlogAuthor;

/** The database columns of a category, tag or author, from the files' shape. */
export function termColumns(kind: TermKind, term: Omit<TermShape, 'id'>) {
  if (kind === 'authors') {
    const a = term as Omit<BlogAuthor, 'id'>;
    return {
      name: a.name,
      roleVi: a.role.vi,
      roleEn: a.role.en,
      bioVi: a.bio.vi,
      bioEn: a.bio.en,
      avatarUrl: a.avatar ?? null,
    };
  }
  const t = term as Omit<BlogCategory, 'id'>;
  const base = { nameVi: t.name.vi, nameEn: t.name.en, slugVi: t.slug.vi, slugEn: t.slug.en };
  if (kind === 'tags') return base;
  return { ...base, descriptionVi: t.description.vi, descriptionEn: t.description.en };
}

/** A database row in the shape of the repository's taxonomy files (decision 025). */
export function categoryFromRow(row: CategoryRow): BlogCategory {
  return {
    id: row.id,
    name: { vi: row.nameVi, en: row.nameEn },
    slug: { vi: row.slugVi, en: row.slugEn },
    description: { vi: row.descriptionVi, en: row.descriptionEn },
  };
}
export function tagFromRow(row: TagRow): BlogTag {
  return {
    id: row.id,
    name: { vi: row.nameVi, en: row.nameEn },
    slug: { vi: row.slugVi, en: row.slugEn },
  };
}
export function authorFromRow(row: AuthorRow): BlogAuthor {
  return {
    id: row.id,
    name: row.name,
    role: { vi: row.roleVi, en: row.roleEn },
    bio: { vi: row.bioVi, en: row.bioEn },
    ...(row.avatarUrl ? { avatar: row.avatarUrl } : {}),
  };
}

export const termTables = { categories: blogCategories, tags: blogTags, authors: blogAuthors };

/** Every database entry of one kind, in the files' shape, ordered by id. */
export async function readDbTerms(db: Db | Tx, kind: TermKind): Promise<TermShape[]> {
  if (kind === 'categories') {
    return (await db.select().from(blogCategories).orderBy(blogCategories.id)).map(categoryFromRow);
  }
  if (kind === 'tags')
    return (await db.select().from(blogTags).orderBy(blogTags.id)).map(tagFromRow);
  return (await db.select().from(blogAuthors).orderBy(blogAuthors.id)).map(authorFromRow);
}

export async function readDbTerm(
  db: Db | Tx,
  kind: TermKind,
  id: string,
): Promise<TermShape | null> {
  const table = termTables[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id)).for('update');
  if (!row) return null;
  if (kind === 'categories') return categoryFromRow(row as CategoryRow);
  if (kind === 'tags') return tagFromRow(row as TagRow);
  return authorFromRow(row as AuthorRow);
}

export function repoTerms(repo: RepoBlog, kind: TermKind): TermShape[] {
  return repo[kind];
}

export function termSlugs(term: TermShape): Localized | null {
  return 'slug' in term ? term.slug : null;
}

function repoUses(kind: TermKind, post: RepoPost, id: string): boolean {
  if (kind === 'categories') return post.category === id;
  if (kind === 'authors') return post.author === id;
  return post.tags.includes(id);
}

/** The posts, of either source, that use a term: their count and one title to name. */
export async function termUsage(
  db: Db | Tx,
  repo: RepoBlog,
  kind: TermKind,
  id: string,
): Promise<{ count: number; example: string }> {
  const where =
    kind === 'categories'
      ? eq(blogPosts.categoryId, id)
      : kind === 'authors'
        ? eq(blogPosts.authorId, id)
        : sql`${blogPosts.tagIds} @> ${JSON.stringify([id])}::jsonb`;
  const rows = await db.select({ title: blogPosts.title }).from(blogPosts).where(where);
  const files = repo.posts.filter((post) => repoUses(kind, post, id));
  const titles = [...rows.map((row) => row.title), ...files.map((post) => post.title || post.slug)];
  return { count: titles.length, example: titles[0] ?? '' };
}
