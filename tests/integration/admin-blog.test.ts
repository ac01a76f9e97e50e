import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, siteBuilds } from '../../src/server/db/schema.ts';
import { SITE_REBUILD_JOB } from '../../src/server/services/site-build/request-site-rebuild.ts';
import { exportBlogContent } from '../../src/server/services/blog/export-blog-content.ts';
import { splitFrontmatter } from '../../src/server/services/blog/frontmatter.ts';
import { call, signUp } from './support/accounts.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const ADMIN = 'blog-boss@kieu.test';
let api: TestApi;
let sourceDir: string;
let adminToken: string;
let userToken: string;

/** The repository's files as another author writes them (decision 025's contract). */
async function writeRepoFixture(dir: string) {
  await mkdir(path.join(dir, 'blog-taxonomy'), { recursive: true });
  await mkdir(path.join(dir, 'blog', 'vi'), { recursive: true });
  await writeFile(
    path.join(dir, 'blog-taxonomy', 'categories.json'),
    JSON.stringify([
      {
        id: 'xu-huong',
        name: { vi: 'Xu hướng', en: 'Trends' },
        slug: { vi: 'xu-huong', en: 'trends' },
        description: { vi: 'Xu hướng thời trang', en: 'Fashion trends' },
      },
    ]),
  );
  await writeFile(
    path.join(dir, 'blog-taxonomy', 'authors.json'),
    JSON.stringify([
      {
        id: 'mai-anh',
        name: 'Mai Anh',
        role: { vi: 'Biên tập', en: 'Editor' },
        bio: { vi: '', en: '' },
      },
    ]),
  );
  await writeFile(
    path.join(dir, 'blog-taxonomy', 'tags.json'),
    JSON.stringify([
      { id: 'ao-dai', name: { vi: 'Áo dài', en: 'Ao dai' }, slug: { vi: 'ao-dai', en: 'ao-dai' } },
    ]),
  );
  await writeFile(
    path.join(dir, 'blog', 'vi', 'bai-tu-tep.mdx'),
    [
      '---',
      "title: 'Bài viết từ tệp'",
      'description: Một bài viết trong mã nguồn',
      'publishedAt: 2026-01-15',
      'author: mai-anh',
      'category: xu-huong',
      'tags:',
      '  - ao-dai',
      '---',
      '',
      '# Xin chào',
      '',
    ].join('\n'),
  );
}

beforeAll(async () => {
  sourceDir = await mkdtemp(path.join(tmpdir(), 'kieu-blog-src-'));
  await writeRepoFixture(sourceDir);
  api = await startTestApi({
    TRUST_PROXY: 'true',
    ADMIN_EMAILS: ADMIN,
    BLOG_SOURCE_DIR: sourceDir,
  });
  adminToken = (await signUp(api, { email: ADMIN })).token;
  userToken = (await signUp(api)).token;
});
afterAll(async () => {
  await api?.stop();
  if (sourceDir) await rm(sourceDir, { recursive: true, force: true });
});

const db = () => api.deps.database.db;
const as = (method: string, url: string, body?: unknown, lang = 'en') =>
  call(api, method, url, { token: adminToken, body, lang });
const auditCount = async () => (await db().select().from(adminAuditLog)).length;
const buildCount = async () => (await db().select().from(siteBuilds)).length;
const queuedJobs = async () => {
  const result = await db().execute(
    sql`select count(*)::int as n from pgboss.job where name = ${SITE_REBUILD_JOB}`,
  );
  return Number((result.rows[0] as { n: number }).n);
};
const lastAudit = async () =>
  (await db().select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt)).limit(1))[0]!;

let counter = 0;
function post(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    lang: 'vi',
    slug: `bai-viet-${counter}`,
    title: `Bài viết số ${counter}`,
    description: 'Mô tả ngắn',
    body: '# Tiêu đề\n\nĐoạn văn với <strong>chữ đậm</strong>.\n',
    categoryId: 'xu-huong',
    authorId: 'mai-anh',
    tagIds: ['ao-dai'],
    status: 'draft',
    ...overrides,
  };
}

describe('the admin blog API guard (spec §6)', () => {
  const routes: [string, string][] = [
    ['GET', '/api/admin/blog/posts'],
    ['POST', '/api/admin/blog/posts'],
    ['GET', '/api/admin/blog/posts/00000000-0000-4000-8000-000000000000'],
    ['PUT', '/api/admin/blog/posts/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/admin/blog/posts/00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/admin/blog/taxonomy'],
    ['GET', '/api/admin/blog/builds/latest'],
    ...['categories', 'authors', 'tags'].flatMap((kind): [string, string][] => [
      ['POST', `/api/admin/blog/${kind}`],
      ['PUT', `/api/admin/blog/${kind}/x-y`],
      ['DELETE', `/api/admin/blog/${kind}/x-y`],
    ]),
  ];
  it.each(routes)('%s %s: 401 anonymous, 403 non-admin, nothing written', async (method, url) => {
    const audits = await auditCount();
    const body = method === 'POST' || method === 'PUT' ? post() : undefined;
    expect((await call(api, method, url, { body })).status).toBe(401);
    const denied = await call(api, method, url, { body, token: userToken });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('forbidden');
    expect(await auditCount()).toBe(audits);
  });
});

describe('blog posts', () => {
  it('saves a draft without a rebuild, then publishes it with one, audited each time', async () => {
    const builds = await buildCount();
    const draft = await as(
      'POST',
      '/api/admin/blog/posts',
      post({ slug: 'ao-dai-mua-he', title: 'Bản nháp' }),
    );
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ slug: 'ao-dai-mua-he', status: 'draft', publishedAt: null });
    expect(await buildCount()).toBe(builds);
    expect(await queuedJobs()).toBe(0);
    const created = await lastAudit();
    expect(created).toMatchObject({
      action: 'blog.post.create',
      adminEmail: ADMIN,
      targetId: draft.body.id,
    });
    const after = (created.details as { after: { body: { sha256: string; length: number } } })
      .after;
    expect(after.body).toEqual({
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      length: post().body.length,
    });
    expect(JSON.stringify(created.details)).not.toContain('chữ đậm');

    const id = draft.body.id as string;
    const published = await as('PUT', `/api/admin/blog/posts/${id}`, {
      ...post({ slug: 'ao-dai-mua-he', title: 'Bản nháp' }),
      status: 'published',
    });
    expect(published.status).toBe(200);
    expect(published.body.publishedAt).toEqual(expect.any(String));
    expect(await buildCount()).toBe(builds + 1);
    expect(await queuedJobs()).toBe(1);
    const [build] = await db()
      .select()
      .from(siteBuilds)
      .orderBy(desc(siteBuilds.createdAt))
      .limit(1);
    expect(build).toMatchObject({ mode: 'off' });
    expect((await lastAudit()).action).toBe('blog.post.publish');
    // The rebuild job starts as soon as it is sent (decision 090); with SITE_REBUILD=off it
    // records the request and skips it.
    const statusOf = async () =>
      (await db().select().from(siteBuilds).where(eq(siteBuilds.id, build!.id)))[0]!.status;
    await expect.poll(statusOf, { timeout: 30_000 }).toBe('skipped');
    const latest = await as('GET', '/api/admin/blog/builds/latest');
    expect(latest.body.build).toMatchObject({ id: build!.id, status: 'skipped' });

    // Editing a published post keeps its first publication date and rebuilds again.
    const edited = await as('PUT', `/api/admin/blog/posts/${id}`, {
      ...post({ slug: 'ao-dai-mua-he', title: 'Áo dài mùa hè' }),
      status: 'published',
    });
    expect(edited.body.publishedAt).toBe(published.body.publishedAt);
    expect(await buildCount()).toBe(builds + 2);
    const update = await lastAudit();
    expect(update.action).toBe('blog.post.update');
    expect(update.details).toMatchObject({
      before: { title: 'Bản nháp' },
      after: { title: 'Áo dài mùa hè' },
    });

    const read = await as('GET', `/api/admin/blog/posts/${id}`);
    expect(read.body).toMatchObject({
      title: 'Áo dài mùa hè',
      body: post().body,
      tagIds: ['ao-dai'],
    });

    const deleted = await as('DELETE', `/api/admin/blog/posts/${id}`);
    expect(deleted.status).toBe(204);
    expect(await buildCount()).toBe(builds + 3);
    expect((await lastAudit()).action).toBe('blog.post.delete');
    expect((await as('GET', `/api/admin/blog/posts/${id}`)).status).toBe(404);
    expect((await as('DELETE', `/api/admin/blog/posts/${id}`)).status).toBe(404);
  });

  it('does not rebuild when a draft is edited or deleted', async () => {
    const draft = await as('POST', '/api/admin/blog/posts', post());
    const builds = await buildCount();
    const id = draft.body.id as string;
    expect(
      (await as('PUT', `/api/admin/blog/posts/${id}`, post({ slug: draft.body.slug }))).status,
    ).toBe(200);
    expect((await as('DELETE', `/api/admin/blog/posts/${id}`)).status).toBe(204);
    expect(await buildCount()).toBe(builds);
  });

  it('unpublishing a post rebuilds and is audited as such', async () => {
    const live = await as('POST', '/api/admin/blog/posts', post({ status: 'published' }));
    const builds = await buildCount();
    const id = live.body.id as string;
    const back = await as('PUT', `/api/admin/blog/posts/${id}`, post({ slug: live.body.slug }));
    expect(back.body.status).toBe('draft');
    expect((await lastAudit()).action).toBe('blog.post.unpublish');
    expect(await buildCount()).toBe(builds + 1);
  });

  it('lists posts of both sources, filtered by language and status', async () => {
    await as(
      'POST',
      '/api/admin/blog/posts',
      post({ lang: 'en', slug: 'summer-looks', status: 'published' }),
    );
    const all = await as('GET', '/api/admin/blog/posts');
    const posts = all.body.posts as {
      slug: string;
      source: string;
      id: string | null;
      lang: string;
      status: string;
    }[];
    expect(posts).toContainEqual(
      expect.objectContaining({
        slug: 'bai-tu-tep',
        source: 'files',
        id: null,
        status: 'published',
      }),
    );
    expect(posts).toContainEqual(
      expect.objectContaining({ slug: 'summer-looks', source: 'database', lang: 'en' }),
    );
    const en = (await as('GET', '/api/admin/blog/posts?lang=en&status=published')).body
      .posts as typeof posts;
    expect(en.length).toBeGreaterThan(0);
    expect(en.every((p) => p.lang === 'en' && p.status === 'published')).toBe(true);
    expect((await as('GET', '/api/admin/blog/posts?lang=fr')).status).toBe(422);
  });

  it.each([
    ['lang', { lang: 'fr' }],
    ['slug', { slug: 'Có Dấu' }],
    ['slug', { slug: 'ab' }],
    ['slug', { slug: 'a'.repeat(121) }],
    ['title', { title: '' }],
    ['title', { title: 'x'.repeat(201) }],
    ['description', { description: 'x'.repeat(301) }],
    ['body', { body: '' }],
    ['body', { body: 'x'.repeat(200_001) }],
    ['status', { status: 'live' }],
    ['coverUrl', { coverUrl: 'javascript:alert(1)' }],
  ])('refuses a bad %s (422, in both languages), writing nothing', async (field, change) => {
    const audits = await auditCount();
    const res = await as('POST', '/api/admin/blog/posts', post(change));
    expect(res.status).toBe(422);
    expect((res.body.errors as { path: string }[])[0]!.path).toBe(field);
    const vi = await as('POST', '/api/admin/blog/posts', post(change), 'vi');
    expect(vi.body.detail).not.toBe(res.body.detail);
    expect(await auditCount()).toBe(audits);
  });

  it('accepts a cover as an http(s) URL or a site path', async () => {
    for (const coverUrl of ['https://cdn.example.com/a.jpg', '/images/blog/a.webp']) {
      expect(
        (await as('POST', '/api/admin/blog/posts', post({ coverUrl, coverAlt: 'Ảnh' }))).status,
      ).toBe(201);
    }
  });

  it('answers an MDX compile error with its line and column', async () => {
    const audits = await auditCount();
    const res = await as(
      'POST',
      '/api/admin/blog/posts',
      post({ body: '# Tiêu đề\n\nĐoạn <b>đậm</i>\n' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.mdx).toMatchObject({ line: 3, column: expect.any(Number) });
    expect(res.body.errors).toEqual([
      {
        path: 'body',
        message: expect.stringMatching(/^The post does not compile \(line 3, column \d+\)/),
      },
    ]);
    const vi = await as('POST', '/api/admin/blog/posts', post({ body: '<div>\n' }), 'vi');
    expect(vi.body.detail).toMatch(/^Bài viết không biên dịch được \(dòng \d+, cột \d+\)/);
    expect(await auditCount()).toBe(audits);
  });

  it.each([
    ['imports', 'import X from "./x.js"\n\n# Hi\n', 'imports and exports are not allowed'],
    ['exports', 'export const a = 1\n', 'imports and exports are not allowed'],
    ['expressions', 'Hello {process.exit(1)}\n', 'JavaScript expressions are not allowed'],
    ['components', '<Chart data="x" />\n', 'not <Chart>'],
    ['scripts', '<script>alert(1)</script>\n', 'the <script> element is not allowed'],
    [
      'event handlers',
      '<img src="/a.png" onerror="alert(1)" />\n',
      'the attribute onerror is not allowed on <img>',
    ],
    [
      'javascript: links',
      '<a href="javascript:alert(1)">x</a>\n',
      'the address in href of <a> is not allowed',
    ],
    ['markdown javascript: links', '[x](javascript:alert(1))\n', 'the address in href of <a>'],
  ])('refuses %s in MDX for safety', async (_name, body, reason) => {
    const res = await as('POST', '/api/admin/blog/posts', post({ body }));
    expect(res.status).toBe(422);
    expect(res.body.detail).toContain(reason);
    expect(res.body.mdx).toMatchObject({ line: expect.any(Number), column: expect.any(Number) });
  });

  it('accepts plain HTML elements, fragments and comments', async () => {
    const body =
      '<figure>\n  <img src="/a.png" alt="Áo" />\n  <figcaption>Áo dài</figcaption>\n</figure>\n\n{/* ghi chú */}\n\n<>ok</>\n';
    expect((await as('POST', '/api/admin/blog/posts', post({ body }))).status).toBe(201);
  });

  it('refuses unknown category, author and tag ids', async () => {
    const res = await as(
      'POST',
      '/api/admin/blog/posts',
      post({ categoryId: 'khong-co', authorId: 'ai-do', tagIds: ['ao-dai', 'nope'] }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { path: 'categoryId', message: 'This category does not exist.' },
      { path: 'authorId', message: 'This author does not exist.' },
      { path: 'tagIds.1', message: 'A chosen tag does not exist.' },
    ]);
  });

  it('keeps slugs unique per language against the database and the files (409)', async () => {
    const first = await as('POST', '/api/admin/blog/posts', post({ slug: 'trung-slug' }));
    expect(first.status).toBe(201);
    const again = await as('POST', '/api/admin/blog/posts', post({ slug: 'trung-slug' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'slug_taken', errors: [{ path: 'slug' }] });
    // The same slug in the other language is another post.
    expect(
      (await as('POST', '/api/admin/blog/posts', post({ slug: 'trung-slug', lang: 'en' }))).status,
    ).toBe(201);
    const file = await as('POST', '/api/admin/blog/posts', post({ slug: 'bai-tu-tep' }));
    expect(file.status).toBe(409);
    expect(file.body.detail).toBe('Another vi post already uses the slug "bai-tu-tep".');
    const other = await as('POST', '/api/admin/blog/posts', post());
    const renamed = await as(
      'PUT',
      `/api/admin/blog/posts/${other.body.id}`,
      post({ slug: 'trung-slug' }),
    );
    expect(renamed.status).toBe(409);
  });

  it('answers 404 for unknown or malformed post ids', async () => {
    expect((await as('GET', '/api/admin/blog/posts/not-a-uuid')).status).toBe(404);
    expect(
      (await as('PUT', '/api/admin/blog/posts/00000000-0000-4000-8000-000000000000', post()))
        .status,
    ).toBe(404);
  });
});

describe('categories, authors and tags', () => {
  const category = (id: string, slug = id) => ({
    id,
    name: { vi: `Danh mục ${id}`, en: `Category ${id}` },
    slug: { vi: slug, en: `${slug}-en` },
    description: { vi: 'Mô tả', en: 'Description' },
  });

  it('creates, lists with the files, edits and deletes a category, rebuilding each time', async () => {
    const builds = await buildCount();
    const created = await as('POST', '/api/admin/blog/categories', category('lam-dep'));
    expect(created.status).toBe(201);
    expect(await lastAudit()).toMatchObject({
      action: 'blog.category.create',
      targetId: 'lam-dep',
    });
    const taxonomy = await as('GET', '/api/admin/blog/taxonomy');
    expect(taxonomy.body.categories).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 'xu-huong',
          source: 'files',
          name: { vi: 'Xu hướng', en: 'Trends' },
        }),
        { ...category('lam-dep'), source: 'database' },
      ]),
    );
    expect(taxonomy.body.authors).toContainEqual(
      expect.objectContaining({ id: 'mai-anh', source: 'files' }),
    );
    expect(taxonomy.body.tags).toContainEqual(
      expect.objectContaining({ id: 'ao-dai', source: 'files' }),
    );

    const { id: _id, ...fields } = category('lam-dep');
    const edited = await as('PUT', '/api/admin/blog/categories/lam-dep', {
      ...fields,
      name: { vi: 'Làm đẹp', en: 'Beauty' },
    });
    expect(edited.status).toBe(200);
    expect((await lastAudit()).details).toMatchObject({
      before: { name: { vi: 'Danh mục lam-dep' } },
      after: { name: { vi: 'Làm đẹp' } },
    });
    expect((await as('DELETE', '/api/admin/blog/categories/lam-dep')).status).toBe(204);
    expect((await lastAudit()).action).toBe('blog.category.delete');
    expect(await buildCount()).toBe(builds + 3);
  });

  it('refuses bad ids and slugs, and slugs taken in the database or the files (409)', async () => {
    const audits = await auditCount();
    expect((await as('POST', '/api/admin/blog/categories', category('Có Dấu'))).status).toBe(422);
    expect(
      (
        await as('POST', '/api/admin/blog/tags', {
          id: 'ok-id',
          name: { vi: '', en: 'x' },
          slug: { vi: 'a-b', en: 'a-b' },
        })
      ).status,
    ).toBe(422);
    const fromFiles = await as('POST', '/api/admin/blog/categories', category('moi', 'xu-huong'));
    expect(fromFiles.status).toBe(409);
    expect(fromFiles.body).toMatchObject({ code: 'slug_taken', errors: [{ path: 'slug.vi' }] });
    const sameId = await as('POST', '/api/admin/blog/categories', category('xu-huong', 'khac'));
    expect(sameId.body.code).toBe('id_taken');
    expect(await auditCount()).toBe(audits);
    await as('POST', '/api/admin/blog/tags', {
      id: 'mua-he',
      name: { vi: 'Mùa hè', en: 'Summer' },
      slug: { vi: 'mua-he', en: 'summer' },
    });
    const dup = await as('POST', '/api/admin/blog/tags', {
      id: 'he',
      name: { vi: 'Hè', en: 'Summer' },
      slug: { vi: 'he', en: 'summer' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual([
      { path: 'slug.en', message: 'The slug "summer" is already used in this language.' },
    ]);
  });

  it('keeps entries from files read-only and answers 404 for unknown ones', async () => {
    const { id: _id, ...fields } = category('xu-huong');
    const edit = await as('PUT', '/api/admin/blog/categories/xu-huong', fields);
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('read_only');
    expect((await as('DELETE', '/api/admin/blog/authors/mai-anh')).body.code).toBe('read_only');
    expect((await as('DELETE', '/api/admin/blog/tags/khong-co')).status).toBe(404);
  });

  it('refuses to delete an author, tag or category a post uses (409), of either source', async () => {
    await as('POST', '/api/admin/blog/authors', {
      id: 'thu-ha',
      name: 'Thu Hà',
      role: { vi: 'Stylist', en: 'Stylist' },
      bio: { vi: '', en: '' },
    });
    await as('POST', '/api/admin/blog/tags', {
      id: 'dung-roi',
      name: { vi: 'Đang dùng', en: 'In use' },
      slug: { vi: 'dang-dung', en: 'in-use' },
    });
    await as('POST', '/api/admin/blog/categories', category('dang-dung'));
    const used = await as(
      'POST',
      '/api/admin/blog/posts',
      post({
        title: 'Bài dùng chung',
        authorId: 'thu-ha',
        categoryId: 'dang-dung',
        tagIds: ['dung-roi'],
      }),
    );
    expect(used.status).toBe(201);
    for (const url of [
      '/api/admin/blog/authors/thu-ha',
      '/api/admin/blog/tags/dung-roi',
      '/api/admin/blog/categories/dang-dung',
    ]) {
      const res = await as('DELETE', url);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('in_use');
      expect(res.body.detail).toContain('"Bài dùng chung"');
    }
    await as('DELETE', `/api/admin/blog/posts/${used.body.id}`);
    expect((await as('DELETE', '/api/admin/blog/tags/dung-roi')).status).toBe(204);
  });
});

describe('exportBlogContent', () => {
  it('writes published posts as MDX with the files frontmatter and the taxonomy as JSON', async () => {
    await as('POST', '/api/admin/blog/authors', {
      id: 'xuat-ban',
      name: 'Người "Xuất" Bản',
      role: { vi: 'Tác giả', en: 'Author' },
      bio: { vi: 'Tiểu sử', en: 'Bio' },
      avatar: '/avatars/a.webp',
    });
    await as('POST', '/api/admin/blog/tags', {
      id: 'xuat',
      name: { vi: 'Xuất', en: 'Export' },
      slug: { vi: 'xuat', en: 'export' },
    });
    const live = await as(
      'POST',
      '/api/admin/blog/posts',
      post({
        slug: 'bai-xuat-ban',
        title: 'Tiêu đề: "trích dẫn" & #ký-tự',
        authorId: 'xuat-ban',
        tagIds: ['ao-dai', 'xuat'],
        status: 'published',
        coverUrl: '/images/cover.webp',
        coverAlt: 'Ảnh bìa',
        translationKey: 'xuat-ban',
      }),
    );
    expect(live.status).toBe(201);
    await as('POST', '/api/admin/blog/posts', post({ slug: 'van-la-nhap' }));

    const dir = path.join(api.dataDir, 'export', 'blog');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'stale.txt'), 'old');
    await exportBlogContent(db(), dir);

    expect((await readdir(dir)).sort()).toEqual([
      'authors.json',
      'categories.json',
      'posts',
      'tags.json',
    ]);
    const vi = await readdir(path.join(dir, 'posts', 'vi'));
    expect(vi).toContain('bai-xuat-ban.mdx');
    expect(vi).not.toContain('van-la-nhap.mdx');
    const source = await readFile(path.join(dir, 'posts', 'vi', 'bai-xuat-ban.mdx'), 'utf8');
    const { data, body } = splitFrontmatter(source);
    expect(data).toEqual({
      title: 'Tiêu đề: "trích dẫn" & #ký-tự',
      description: 'Mô tả ngắn',
      publishedAt: live.body.publishedAt,
      author: 'xuat-ban',
      category: 'xu-huong',
      tags: ['ao-dai', 'xuat'],
      cover: '/images/cover.webp',
      coverAlt: 'Ảnh bìa',
      translationKey: 'xuat-ban',
    });
    expect(body.trim()).toBe(post().body.trim());

    const authors = JSON.parse(await readFile(path.join(dir, 'authors.json'), 'utf8'));
    expect(authors).toContainEqual({
      id: 'xuat-ban',
      name: 'Người "Xuất" Bản',
      role: { vi: 'Tác giả', en: 'Author' },
      bio: { vi: 'Tiểu sử', en: 'Bio' },
      avatar: '/avatars/a.webp',
    });
    const tags = JSON.parse(await readFile(path.join(dir, 'tags.json'), 'utf8'));
    expect(tags).toContainEqual({
      id: 'xuat',
      name: { vi: 'Xuất', en: 'Export' },
      slug: { vi: 'xuat', en: 'export' },
    });
    const categories = JSON.parse(
      await readFile(path.join(dir, 'categories.json'), 'utf8'),
    ) as object[];
    for (const c of categories)
      expect(Object.keys(c).sort()).toEqual(['description', 'id', 'name', 'slug']);
    // Only database entries: the files' taxonomy stays in the repository.
    expect(authors.map((a: { id: string }) => a.id)).not.toContain('mai-anh');

    const [row] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, live.body.id as string));
    expect(row!.action).toBe('blog.post.create');
  });
});
