import { and, desc, eq } from 'drizzle-orm';
import type {
  BlogLang,
  BlogPost,
  BlogPostSummary,
  PostStatus,
} from '../../../contracts/admin-blog.ts';
import type { Db } from '../../db/database.ts';
import { blogPosts } from '../../db/schema.ts';
import { blogErrors } from './blog-errors.ts';
import { isPostId, postFromRow } from './blog-posts.ts';
import { readRepoBlog } from './read-repo-blog.ts';

/**
 * GET /api/admin/blog/posts?lang&status: the database's posts (newest change first) then the
 * files' posts (read-only, `id` null), without bodies.
 */
export async function listBlogPosts(
  db: Db,
  sourceDir: string,
  filter: { lang?: BlogLang; status?: PostStatus },
): Promise<BlogPostSummary[]> {
  const rows = await db
    .select({
      id: blogPosts.id,
      lang: blogPosts.lang,
      slug: blogPosts.slug,
      title: blogPosts.title,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(
      and(
        filter.lang ? eq(blogPosts.lang, filter.lang) : undefined,
        filter.status ? eq(blogPosts.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id));
  const files = (await readRepoBlog(sourceDir)).posts
    .map((post) => ({
      id: null,
      source: 'files' as const,
      lang: post.lang,
      slug: post.slug,
      title: post.title,
      status: post.draft ? ('draft' as const) : ('published' as const),
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt ?? post.publishedAt,
    }))
    .filter(
      (post) =>
        (!filter.lang || post.lang === filter.lang) &&
        (!filter.status || post.status === filter.status),
    );
  return [
    ...rows.map((row) => ({
      ...row,
      source: 'database' as const,
      lang: row.lang as BlogLang,
      status: row.status as PostStatus,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    })),
    ...files,
  ];
}

/** GET /api/admin/blog/posts/{id}: one database post with its body. */
export async function readBlogPost(db: Db, id: string): Promise<BlogPost> {
  if (!isPostId(id)) throw blogErrors.postNotFound();
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw blogErrors.postNotFound();
  return postFromRow(row);
}
