import { Hono } from 'hono';
import {
  authorInputSchema,
  authorUpdateSchema,
  categoryInputSchema,
  categoryUpdateSchema,
  postInputSchema,
  postListQuerySchema,
  tagInputSchema,
  tagUpdateSchema,
  type TermKind,
} from '../../../contracts/admin-blog.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthedBindings } from '../../http/auth.ts';
import { parseJson } from '../../http/parse-json.ts';
import { parseQuery } from '../../http/parse-query.ts';
import type { BlogDeps } from '../../services/blog/blog-deps.ts';
import type { TermShape } from '../../services/blog/blog-terms.ts';
import { readBlogPost, listBlogPosts } from '../../services/blog/read-blog-posts.ts';
import { readBlogTaxonomy } from '../../services/blog/read-blog-taxonomy.ts';
import { deleteBlogPost } from '../../services/blog/save-blog-post.ts';
import { createBlogPost, updateBlogPost } from '../../services/blog/save-blog-post.ts';
import {
  createBlogTerm,
  deleteBlogTerm,
  updateBlogTerm,
} from '../../services/blog/save-blog-term.ts';
import { readLatestSiteBuild } from '../../services/site-build/read-latest-site-build.ts';

const termSchemas = {
  categories: { create: categoryInputSchema, update: categoryUpdateSchema },
  authors: { create: authorInputSchema, update: authorUpdateSchema },
  tags: { create: tagInputSchema, update: tagUpdateSchema },
} as const;

/**
 * /api/admin/blog (spec §7, decision 025): posts, categories, authors and tags, the merged
 * taxonomy and the latest site build. Guarded with the rest of /api/admin; every change is
 * audited, and published content changes ask for a site rebuild.
 */
export function blogRoutes(deps: AppDeps) {
  const blog: BlogDeps = {
    db: deps.database.db,
    queue: deps.queue,
    sourceDir: deps.env.BLOG_SOURCE_DIR,
    rebuildMode: deps.env.SITE_REBUILD,
    now: () => deps.clock.now(),
  };
  const { db } = blog;
  const admin = (user: { id: string; email: string }) => ({ id: user.id, email: user.email });
  const app = new Hono<AuthedBindings>()
    .get('/posts', async (c) =>
      c.json({
        posts: await listBlogPosts(db, blog.sourceDir, parseQuery(c, postListQuerySchema)),
      }),
    )
    .get('/posts/:id', async (c) => c.json(await readBlogPost(db, c.req.param('id'))))
    .post('/posts', async (c) => {
      const post = await parseJson(c, postInputSchema);
      return c.json(await createBlogPost(blog, admin(c.get('user')), post), 201);
    })
    .put('/posts/:id', async (c) => {
      const post = await parseJson(c, postInputSchema);
      return c.json(await updateBlogPost(blog, admin(c.get('user')), c.req.param('id'), post));
    })
    .delete('/posts/:id', async (c) => {
      await deleteBlogPost(blog, admin(c.get('user')), c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/taxonomy', async (c) => c.json(await readBlogTaxonomy(db, blog.sourceDir)))
    .get('/builds/latest', async (c) => c.json({ build: await readLatestSiteBuild(db) }));

  for (const kind of Object.keys(termSchemas) as TermKind[]) {
    const schemas = termSchemas[kind];
    app
      .post(`/${kind}`, async (c) => {
        const term = (await parseJson(c, schemas.create)) as TermShape;
        return c.json(await createBlogTerm(blog, admin(c.get('user')), kind, term), 201);
      })
      .put(`/${kind}/:termId`, async (c) => {
        const fields = (await parseJson(c, schemas.update)) as Omit<TermShape, 'id'>;
        return c.json(
          await updateBlogTerm(blog, admin(c.get('user')), kind, c.req.param('termId'), fields),
        );
      })
      .delete(`/${kind}/:termId`, async (c) => {
        await deleteBlogTerm(blog, admin(c.get('user')), kind, c.req.param('termId'));
        return c.body(null, 204);
      });
  }
  return app;
}
