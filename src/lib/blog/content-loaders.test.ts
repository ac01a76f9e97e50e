import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostsLoader, mergeById, mergedLoader, taxonomyLoader } from './content-loaders.ts';

interface Entry {
  id: string;
  data: Record<string, unknown>;
  filePath?: string;
  digest?: string | number;
  deferredRender?: boolean;
}

/** The parts of Astro's loader context these loaders use, over a plain Map. */
function fakeContext(entries = new Map<string, Entry>()) {
  const store = {
    get: (id: string) => entries.get(id),
    set: (entry: Entry) => (entries.set(entry.id, entry), true),
    keys: () => [...entries.keys()],
    values: () => [...entries.values()],
    entries: () => [...entries.entries()],
    has: (id: string) => entries.has(id),
    delete: (id: string) => void entries.delete(id),
    clear: () => entries.clear(),
    addModuleImport: () => undefined,
  };
  const mdx = {
    // Enough frontmatter for these checks: the title line.
    getEntryInfo: ({ contents }: { contents: string }) => ({
      data: { title: /title: '?([^'\n]+)/.exec(contents)?.[1] },
      body: contents.split('---').at(-1),
    }),
    contentModuleTypes: ['.mdx'],
  };
  const root = pathToFileURL(`${process.cwd()}/`);
  const context = {
    collection: 'blog',
    store,
    meta: new Map(),
    logger: { warn: () => undefined, error: () => undefined, info: () => undefined },
    config: { root, srcDir: new URL('src/', root), prerenderConflictBehavior: 'warn' },
    parseData: async ({ data }: { data: Record<string, unknown> }) => data,
    generateDigest: (data: unknown) => JSON.stringify(data).length.toString(36),
    entryTypes: new Map([['.mdx', mdx]]),
  } as unknown as LoaderContext;
  return { context, entries };
}

/** A source that sets the given entries and, like glob(), removes the store's others. */
function source(...ids: string[]): Loader {
  return {
    name: 'fake',
    async load({ store }) {
      const untouched = new Set(store.keys());
      for (const id of ids) {
        untouched.delete(id);
        store.set({ id, data: { from: ids.join(',') } });
      }
      untouched.forEach((id) => store.delete(id));
    },
  };
}

describe('mergedLoader', () => {
  it('keeps every source entry, the first source winning an id both have', async () => {
    const { context, entries } = fakeContext();
    await mergedLoader('x', [source('vi/a', 'vi/b'), source('vi/b', 'en/c')]).load(context);
    expect([...entries.keys()].sort()).toEqual(['en/c', 'vi/a', 'vi/b']);
    expect(entries.get('vi/b')?.data.from).toBe('vi/a,vi/b');
  });

  it('removes entries no source produces any more', async () => {
    const { context, entries } = fakeContext(new Map([['vi/gone', { id: 'vi/gone', data: {} }]]));
    await mergedLoader('x', [source('vi/a'), source('en/b')]).load(context);
    expect([...entries.keys()].sort()).toEqual(['en/b', 'vi/a']);
  });
});

describe('mergeById', () => {
  it('lets a later list override an id and keeps the others in order', () => {
    expect(mergeById([{ id: 'a', n: 1 }, { id: 'b' }], [{ id: 'a', n: 2 }, { id: 'c' }])).toEqual([
      { id: 'a', n: 2 },
      { id: 'b' },
      { id: 'c' },
    ]);
  });

  it('refuses a row without an id', () => {
    expect(() => mergeById([{ name: 'x' } as Record<string, unknown>])).toThrow(/id/);
  });
});

describe('the blog loaders with an admin export (BLOG_CONTENT_DIR)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kieu-blog-export-'));
    await mkdir(path.join(dir, 'posts', 'vi'), { recursive: true });
    await writeFile(
      path.join(dir, 'posts', 'vi', 'tin-moi-tu-admin.mdx'),
      "---\ntitle: 'Tin mới từ trang quản trị'\n---\n\nNội dung.\n",
    );
    // Same language and slug as a repository post: the repository's file wins.
    await writeFile(
      path.join(dir, 'posts', 'vi', 'chup-anh-nguoi-mau-de-thu-do.mdx'),
      "---\ntitle: 'Bản sao từ trang quản trị'\n---\n\nKhác.\n",
    );
    const names = { vi: 'Tin tức', en: 'News' };
    await writeFile(
      path.join(dir, 'categories.json'),
      JSON.stringify([
        { id: 'news', name: names, slug: { vi: 'tin-tuc', en: 'news' }, description: names },
        {
          id: 'guides',
          name: { vi: 'Cẩm nang', en: 'Handbook' },
          slug: { vi: 'cam-nang', en: 'handbook' },
          description: names,
        },
      ]),
    );
    await writeFile(
      path.join(dir, 'tags.json'),
      JSON.stringify([{ id: 'launch', name: names, slug: { vi: 'ra-mat', en: 'launch' } }]),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('merges the exported post with the repository posts', async () => {
    const { context, entries } = fakeContext();
    await blogPostsLoader(dir).load(context);
    expect(entries.get('vi/tin-moi-tu-admin')?.data.title).toBe('Tin mới từ trang quản trị');
    expect(entries.get('vi/chup-anh-nguoi-mau-de-thu-do')?.data.title).toBe(
      'Cách chụp ảnh người mẫu để thử đồ ảo cho kết quả đẹp',
    );
    expect(entries.get('en/shoot-a-model-photo-for-try-on')).toBeDefined();
    expect(entries.get('vi/tin-moi-tu-admin')?.deferredRender).toBe(true);
  });

  it('loads only the repository posts without an export, and drops the exported ones', async () => {
    const { context, entries } = fakeContext();
    await blogPostsLoader(dir).load(context);
    await blogPostsLoader(undefined).load(context);
    expect(entries.has('vi/tin-moi-tu-admin')).toBe(false);
    expect(entries.has('vi/chup-anh-nguoi-mau-de-thu-do')).toBe(true);
    const missing = fakeContext();
    await blogPostsLoader(path.join(dir, 'nowhere')).load(missing.context);
    expect(missing.entries.size).toBe(entries.size);
  });

  it('adds the exported category and tag, the export overriding the same id', async () => {
    const categories = fakeContext();
    await taxonomyLoader('categories.json', dir).load(categories.context);
    expect(categories.entries.get('news')?.data.slug).toEqual({ vi: 'tin-tuc', en: 'news' });
    expect(categories.entries.get('guides')?.data.name).toEqual({ vi: 'Cẩm nang', en: 'Handbook' });
    expect(categories.entries.has('selling')).toBe(true);

    const tags = fakeContext();
    await taxonomyLoader('tags.json', dir).load(tags.context);
    expect(tags.entries.has('launch')).toBe(true);
    expect(tags.entries.has('prompts')).toBe(true);

    const authors = fakeContext();
    await taxonomyLoader('authors.json', dir).load(authors.context);
    expect([...authors.entries.keys()].sort()).toEqual(['duc-anh', 'thao-vy']);
  });
});
