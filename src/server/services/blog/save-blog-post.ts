import { and, eq, ne } from 'drizzle-orm';
import type { BlogPost, PostFields } from '../../../contracts/admin-blog.ts';
import { blogPosts } from '../../db/schema.ts';
import type { ValidationIssue } from '../../http/localize.ts';
import { recordAdminAction } from '../admin/record-admin-action.ts';
import { requestSiteRebuild } from '../site-build/request-site-rebuild.ts';
import { blogErrors } from './blog-errors.ts';
import { isUniqueViolation, type BlogAdmin, type BlogDeps, type Tx } from './blog-deps.ts';
import { auditView, isPostId, postFromRow } from './blog-posts.ts';
import { readDbTerms } from './blog-terms.ts';
import { compilePostBody } from './compile-post-body.ts';
import { readRepoBlog, type RepoBlog } from './read-repo-blog.ts';

/** 422 naming each category, author or tag id that neither the files nor the database hold. */
async function checkTerms(deps: BlogDeps, repo: RepoBlog, post: PostFields) {
  const ids = async (kind: 'categories' | 'authors' | 'tags') =>
    new Set([...repo[kind], ...(await readDbTerms(deps.db, kind))].map((term) => term.id));
  const [categories, authors, tags] = await Promise.all([
    ids('categories'),
    ids('authors'),
    ids('tags'),
  ]);
  const issues: ValidationIssue[] = [];
  if (!categories.has(post.categoryId)) {
    issues.push({ path: 'categoryId', message: 'adminBlog.errors.categoryUnknown' });
  }
  if (!authors.has(post.authorId)) {
    issues.push({ path: 'authorId', message: 'adminBlog.errors.authorUnknown' });
  }
  const unknownTag = post.tagIds.findIndex((id) => !tags.has(id));
  if (unknownTag >= 0) {
    issues.push({ path: `tagIds.${unknownTag}`, message: 'adminBlog.errors.tagUnknown' });
  }
  if (issues.length > 0) throw blogErrors.unknownTerms(issues);
}

/** Everything checked before a transaction opens: taxonomy, the files' slugs, the MDX. */
async function checkPost(deps: BlogDeps, post: PostFields) {
  const repo = await readRepoBlog(deps.sourceDir);
  await checkTerms(deps, repo, post);
  if (repo.posts.some((other) => other.lang === post.lang && other.slug === post.slug)) {
    throw blogErrors.slugTaken(post.lang, post.slug);
  }
  await compilePostBody(post.body);
}

async function checkDbSlug(tx: Tx, post: PostFields, exceptId?: string) {
  const same = and(
    eq(blogPosts.lang, post.lang),
    eq(blogPosts.slug, post.slug),
    exceptId ? ne(blogPosts.id, exceptId) : undefined,
  );
  const [taken] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(same).limit(1);
  if (taken) throw blogErrors.slugTaken(post.lang, post.slug);
}

async function inTransaction<T>(deps: BlogDeps, post: PostFields, work: (tx: Tx) => Promise<T>) {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    // Two saves of one slug at once: the unique index (lang, slug) decides.
    if (isUniqueViolation(error) !== null) throw blogErrors.slugTaken(post.lang, post.slug);
    throw error;
  }
}

/**
 * POST /api/admin/blog/posts. A published post gets its publishedAt and asks for a site
 * rebuild in the same transaction as the row and its audit entry; a draft does not rebuild.
 */
export async function createBlogPost(
  deps: BlogDeps,
  admin: BlogAdmin,
  post: PostFields,
): Promise<BlogPost> {
  await checkPost(deps, post);
  return inTransaction(deps, post, async (tx) => {
    await checkDbSlug(tx, post);
    const now = deps.now();
    const [row] = await tx
      .insert(blogPosts)
      .values({
        ...post,
        publishedAt: post.status === 'published' ? now : null,
        createdBy: admin.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const saved = postFromRow(row!);
    await recordAdminAction(tx, {
      admin,
      action: 'blog.post.create',
      targetType: 'blog_post',
      targetId: saved.id,
      details: { after: auditView(saved) },
    });
    if (saved.status === 'published') {
      await requestSiteRebuild(tx, deps.queue, {
        reason: `post ${saved.lang}/${saved.slug} published`,
        mode: deps.rebuildMode,
      });
    }
    return saved;
  });
}

/**
 * PUT /api/admin/blog/posts/{id}: the whole post. publishedAt is set the first time it is
 * published and kept after; any change to a post published before or after rebuilds the site.
 */
export async function updateBlogPost(
  deps: BlogDeps,
  admin: BlogAdmin,
  id: string,
  post: PostFields,
): Promise<BlogPost> {
  if (!isPostId(id)) throw blogErrors.postNotFound();
  await checkPost(deps, post);
  return inTransaction(deps, post, async (tx) => {
    const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!current) throw blogErrors.postNotFound();
    await checkDbSlug(tx, post, id);
    const before = postFromRow(current);
    const now = deps.now();
    const [row] = await tx
      .update(blogPosts)
      .set({
        ...post,
        publishedAt: current.publishedAt ?? (post.status === 'published' ? now : null),
        updatedAt: now,
      })
      .where(eq(blogPosts.id, id))
      .returning();
    const saved = postFromRow(row!);
    const action =
      before.status === saved.status
        ? 'blog.post.update'
        : saved.status === 'published'
          ? 'blog.post.publish'
          : 'blog.post.unpublish';
    await recordAdminAction(tx, {
      admin,
      action,
      targetType: 'blog_post',
      targetId: id,
      details: { before: auditView(before), after: auditView(saved) },
    });
    if (before.status === 'published' || saved.status === 'published') {
      await requestSiteRebuild(tx, deps.queue, {
        reason: `post ${saved.lang}/${saved.slug} ${action.split('.')[2]}`,
        mode: deps.rebuildMode,
      });
    }
    return saved;
  });
}

/** DELETE /api/admin/blog/posts/{id}; a published post's removal rebuilds the site. */
export async function deleteBlogPost(deps: BlogDeps, admin: BlogAdmin, id: string): Promise<void> {
  if (!isPostId(id)) throw blogErrors.postNotFound();
  await deps.db.transaction(async (tx) => {
    const [current] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
    if (!current) throw blogErrors.postNotFound();
    const before = postFromRow(current);
    await recordAdminAction(tx, {
      admin,
      action: 'blog.post.delete',
      targetType: 'blog_post',
      targetId: id,
      details: { before: auditView(before) },
    });
    if (before.status === 'published') {
      await requestSiteRebuild(tx, deps.queue, {
        reason: `post ${before.lang}/${before.slug} deleted`,
        mode: deps.rebuildMode,
      });
    }
  });
}
