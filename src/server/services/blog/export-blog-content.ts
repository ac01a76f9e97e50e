import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { blogPosts } from '../../db/schema.ts';
import { readDbTerms } from './blog-terms.ts';
import { toFrontmatter } from './frontmatter.ts';

/**
 * Writes what the database adds to the blog for a site build (decision 025): every published
 * post as `${dir}/posts/<lang>/<slug>.mdx`, with the frontmatter of src/content/blog files, and
 * the taxonomy as `${dir}/categories.json`, `authors.json` and `tags.json` in the shapes of
 * src/content/blog-taxonomy. The folder is written beside `dir` and then renamed over it, so a
 * build never reads half an export.
 * @example await exportBlogContent(db, env.BLOG_CONTENT_DIR);
 */
export async function exportBlogContent(db: Db, dir: string): Promise<{ posts: number }> {
  const target = path.resolve(dir);
  const posts = await db
    .select()
    .from(blogPosts)
    .where(eq(blogPosts.status, 'published'))
    .orderBy(asc(blogPosts.lang), asc(blogPosts.slug));
  const [categories, authors, tags] = await Promise.all([
    readDbTerms(db, 'categories'),
    readDbTerms(db, 'authors'),
    readDbTerms(db, 'tags'),
  ]);

  const staging = `${target}.tmp-${randomUUID()}`;
  try {
    for (const lang of ['vi', 'en'])
      await mkdir(path.join(staging, 'posts', lang), { recursive: true });
    for (const post of posts) {
      const publishedAt = post.publishedAt ?? post.updatedAt;
      const frontmatter = toFrontmatter({
        title: post.title,
        description: post.description,
        publishedAt,
        updatedAt: post.updatedAt > publishedAt ? post.updatedAt : undefined,
        author: post.authorId,
        category: post.categoryId,
        tags: post.tagIds as string[],
        cover: post.coverUrl,
        coverAlt: post.coverAlt,
        translationKey: post.translationKey,
      });
      const body = post.body.endsWith('\n') ? post.body : `${post.body}\n`;
      await writeFile(
        path.join(staging, 'posts', post.lang, `${post.slug}.mdx`),
        `${frontmatter}\n${body}`,
      );
    }
    const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
    await writeFile(path.join(staging, 'categories.json'), json(categories));
    await writeFile(path.join(staging, 'authors.json'), json(authors));
    await writeFile(path.join(staging, 'tags.json'), json(tags));

    const previous = `${target}.old-${randomUUID()}`;
    const hadPrevious = await rename(target, previous).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    try {
      await rename(staging, target);
    } catch (error) {
      if (hadPrevious) await rename(previous, target);
      throw error;
    }
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  return { posts: posts.length };
}
