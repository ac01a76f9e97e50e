import { createHash } from 'node:crypto';
import type { BlogPost, PostFields } from '../../../contracts/admin-blog.ts';
import type { blogPosts } from '../../db/schema.ts';

export type PostRow = typeof blogPosts.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are uuids; anything else is simply not found. */
export const isPostId = (id: string) => UUID.test(id);

export function postFromRow(row: PostRow): BlogPost {
  return {
    id: row.id,
    lang: row.lang as BlogPost['lang'],
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    categoryId: row.categoryId,
    authorId: row.authorId,
    tagIds: row.tagIds as string[],
    status: row.status as BlogPost['status'],
    coverUrl: row.coverUrl,
    coverAlt: row.coverAlt,
    translationKey: row.translationKey,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of a post: every field, but the body only as its hash and length. */
export function auditView(post: PostFields & { publishedAt?: string | null }) {
  const { body, ...fields } = post;
  return {
    ...fields,
    body: { sha256: createHash('sha256').update(body).digest('hex'), length: body.length },
  };
}
