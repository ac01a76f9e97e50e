import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, blogPosts, siteBuilds } from '../../src/server/db/schema.ts';
import { parseEnv } from '../../src/server/env.ts';
import { exportBlogContent } from '../../src/server/services/blog/export-blog-content.ts';
import { runSiteRebuild } from '../../src/server/services/site-build/run-site-rebuild.ts';
import { buildSite } from '../../src/server/site-build/build-site.ts';
import { findUnsafe } from '../support/unsafe-html.ts';
import { vectorsPostBody, xssVectors } from '../support/xss-vectors.ts';
import { call, signUp } from './support/accounts.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Known ways to put script into a blog post, through the real publishing path: the admin API
// refuses each, and the site build removes them from a post that reached the database anyway
// (saved before the allow-list existed) — decision 032.

const ADMIN = 'xss-editor@kieu.test';
let api: TestApi;
let token: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'kieu-blog-xss-'));
  // The repository's own blog files and taxonomy (BLOG_SOURCE_DIR's default, src/content).
  // No job workers: the test's own rebuild below claims the queued build request. With them, the
  // API's site-rebuild worker (SITE_REBUILD off in tests) could claim it first on a busy machine
  // and mark it skipped.
  api = await startTestApi({ ADMIN_EMAILS: ADMIN, RUN_WORKERS: 'false' });
  token = (await signUp(api, { email: ADMIN })).token;
});
afterAll(async () => {
  await api?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const db = () => api.deps.database.db;
const count = async (table: typeof adminAuditLog | typeof siteBuilds | typeof blogPosts) =>
  (await db().select().from(table)).length;

let counter = 0;
const post = (body: string, overrides: Record<string, unknown> = {}) => ({
  lang: 'en',
  slug: `xss-${(counter += 1)}`,
  title: `Vector ${counter}`,
  description: 'A known XSS vector',
  body,
  categoryId: 'guides',
  authorId: 'duc-anh',
  tagIds: ['beginners'],
  status: 'published',
  ...overrides,
});

describe('unsafe MDX through the admin blog API (decision 032)', () => {
  it.each(xssVectors.filter((v) => !/stays text/.test(v.name)).map((v) => [v.name, v]))(
    'refuses to publish %s, naming what would be removed, and writes nothing',
    async (_name, vector) => {
      const before = await Promise.all([count(adminAuditLog), count(siteBuilds), count(blogPosts)]);
      const res = await call(api, 'POST', '/api/admin/blog/posts', {
        token,
        body: post(`# Title\n\n${vector.mdx}\n`),
      });
      expect(res.status).toBe(422);
      expect((res.body.errors as { path: string }[])[0]!.path).toBe('body');
      const mdx = res.body.mdx as { line: number; findings: unknown[] };
      if (vector.compiles !== false) {
        expect(mdx.findings.length).toBeGreaterThan(0);
        expect(mdx.line).toBeGreaterThanOrEqual(3);
      }
      expect(
        await Promise.all([count(adminAuditLog), count(siteBuilds), count(blogPosts)]),
      ).toEqual(before);
    },
  );

  it('answers in Vietnamese and English what it would remove', async () => {
    const body = post('[x](javascript:alert(1))\n\n<img src="/a.png" onerror="alert(1)" />\n');
    const en = await call(api, 'POST', '/api/admin/blog/posts', { token, body, lang: 'en' });
    expect(en.body.detail).toBe(
      'The post does not compile (line 1, column 1): the address in href of <a> is not allowed: use http, https, mailto or a relative address; the attribute onerror is not allowed on <img>',
    );
    const vi = await call(api, 'POST', '/api/admin/blog/posts', { token, body, lang: 'vi' });
    expect(vi.body.detail).toBe(
      'Bài viết không biên dịch được (dòng 1, cột 1): địa chỉ trong href của thẻ <a> không được phép: chỉ dùng địa chỉ http, https, mailto hoặc đường dẫn tương đối; không được dùng thuộc tính onerror trên thẻ <img>',
    );
    expect(en.body.mdx).toMatchObject({
      rule: 'url',
      findings: [
        { rule: 'url', name: 'href', element: 'a', line: 1, column: 1 },
        { rule: 'attribute', name: 'onerror', element: 'img', line: 3, column: 1 },
      ],
    });
  });
});

describe('unsafe MDX in the site build (decision 032)', () => {
  it(
    'finds nothing that runs in a built post, while legitimate markup survives',
    { timeout: 300_000 },
    async () => {
      // The checker itself sees through entities and control characters.
      expect(findUnsafe('<a href="java&#9;script:x" onclick="y">a</a>')).toEqual([
        'a[href="javascript:x"]',
        'a[onclick]',
      ]);

      const safe = await call(api, 'POST', '/api/admin/blog/posts', {
        token,
        body: post(
          [
            '## A heading',
            '',
            'A [link](https://kieu.studio/blog) and a footnote[^1].',
            '',
            '![Three steps](/media/three-steps-poster.webp)',
            '',
            '| Plan | Credits |',
            '|:-----|--------:|',
            '| Free | 5 |',
            '',
            '```js',
            'const answer = 42;',
            '```',
            '',
            '[^1]: The note.',
            '',
          ].join('\n'),
          { slug: 'safe-markup', title: 'Safe markup' },
        ),
      });
      expect(safe.status).toBe(201);
      // What a post saved before the allow-list could hold: the API refuses it now.
      await db()
        .insert(blogPosts)
        .values({
          ...post(vectorsPostBody(), { slug: 'every-vector', title: 'Every vector' }),
          publishedAt: new Date('2026-11-01T00:00:00Z'),
        });

      const siteDir = path.join(dir, 'site');
      await runSiteRebuild({
        db: db(),
        env: parseEnv({
          NODE_ENV: 'test',
          SITE_REBUILD: 'embedded',
          SITE_DIR: siteDir,
          BLOG_CONTENT_DIR: path.join(dir, 'content'),
        }),
        logger: api.deps.logger,
        clock: api.deps.clock,
        exportContent: exportBlogContent,
        // The real `astro build`, with a content store of its own (other builds share node_modules).
        build: (target, buildEnv) =>
          buildSite(target, { ...buildEnv, SITE_CACHE_DIR: path.join(dir, 'astro-cache') }),
      });
      const builds = await db().select().from(siteBuilds);
      expect(builds.map((row) => [row.status, row.error])).toContainEqual(['succeeded', null]);

      const vectors = await readFile(path.join(siteDir, 'en/blog/every-vector/index.html'), 'utf8');
      expect(findUnsafe(vectors, { within: 'post-body' })).toEqual([]);
      // Every vector's section was built (the post was not left out), with its text.
      const compiled = xssVectors.filter((v) => v.compiles !== false);
      expect(vectors).toContain(`Vector ${compiled.length}</h2>`);
      expect(vectors).toContain('See javascript:alert(document.domain) here.');

      const markup = await readFile(path.join(siteDir, 'en/blog/safe-markup/index.html'), 'utf8');
      expect(findUnsafe(markup, { within: 'post-body' })).toEqual([]);
      for (const kept of [
        '<h2 id="a-heading">A heading</h2>',
        '<a href="https://kieu.studio/blog">link</a>',
        'href="#user-content-fn-1"',
        'src="/media/three-steps-poster.webp"',
        '<td style="text-align:right">5</td>',
        'class="astro-code',
        'style="color:',
      ]) {
        expect(markup).toContain(kept);
      }
    },
  );
});
