/**
 * The blog's content loaders: posts and taxonomy come from the repository (src/content) and
 * from the admin API's export (BLOG_CONTENT_DIR, the same layout), merged at build time.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';

type Store = LoaderContext['store'];

/**
 * A view of the store for one source: it only sees and claims its own entries, never sets an
 * id a source before it already set, and leaves removal of stale entries to the caller.
 */
function sourceStore(store: Store, taken: ReadonlySet<string>, touched: Set<string>): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      switch (property) {
        case 'keys':
          return () => [];
        case 'delete':
          return () => undefined;
        case 'get':
          return (id: string) => {
            if (taken.has(id)) return undefined;
            touched.add(id);
            return target.get(id);
          };
        case 'has':
          return (id: string) => !taken.has(id) && target.has(id);
        case 'set':
          return (entry: Parameters<Store['set']>[0]) => {
            if (taken.has(entry.id)) return false;
            touched.add(entry.id);
            return target.set(entry);
          };
        default:
          return Reflect.get(target, property, receiver) as unknown;
      }
    },
  });
}

/**
 * One loader from several, in order of precedence: an id set by an earlier source is kept and
 * the later sources' entry with that id is ignored; entries no source produced are removed.
 * @example mergedLoader('blog', [glob({ … repo }), glob({ … export })])
 */
export function mergedLoader(name: string, sources: Loader[]): Loader {
  return {
    name,
    async load(context) {
      const before = context.store.keys();
      const taken = new Set<string>();
      for (const source of sources) {
        const touched = new Set<string>();
        await source.load({ ...context, store: sourceStore(context.store, taken, touched) });
        for (const id of touched) taken.add(id);
      }
      for (const id of before) if (!taken.has(id)) context.store.delete(id);
    },
  };
}

/** `vi/my-post.mdx` → `vi/my-post`: unique per language and slug. */
export const postId = ({ entry }: { entry: string }) => entry.replace(/\.mdx?$/, '');

/** The folder of the admin API's export, when set and present (relative to the project). */
export function exportDir(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const dir = path.resolve(value);
  return existsSync(dir) ? dir : undefined;
}

/**
 * Posts: src/content/blog/<lang>/<slug>.mdx, then `${BLOG_CONTENT_DIR}/posts/<lang>/<slug>.mdx`;
 * the repository's file wins when both have the same language and slug.
 */
export function blogPostsLoader(blogContentDir: string | undefined): Loader {
  const pattern = '{vi,en}/*.mdx';
  const sources = [glob({ pattern, base: './src/content/blog', generateId: postId })];
  const extra = exportDir(blogContentDir);
  if (extra && existsSync(path.join(extra, 'posts'))) {
    sources.push(glob({ pattern, base: path.join(extra, 'posts'), generateId: postId }));
  }
  return mergedLoader('blog-posts', sources);
}

async function readJsonArray(file: string): Promise<Record<string, unknown>[]> {
  if (!existsSync(file)) return [];
  const data: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!Array.isArray(data)) throw new Error(`${file} must hold a JSON array`);
  return data as Record<string, unknown>[];
}

/**
 * Taxonomy rows by id: the repository's first, then the export's, which override the same id.
 * @example mergeById([{ id: 'a', n: 1 }], [{ id: 'a', n: 2 }, { id: 'b' }]) // [{ id: 'a', n: 2 }, { id: 'b' }]
 */
export function mergeById<T extends Record<string, unknown>>(...lists: T[][]): T[] {
  const byId = new Map<string, T>();
  for (const list of lists) {
    for (const row of list) {
      if (typeof row.id !== 'string' || !row.id) throw new Error('Every row needs a string id');
      byId.set(row.id, row);
    }
  }
  return [...byId.values()];
}

/** One taxonomy file (`categories.json`, `tags.json`, `authors.json`) from both folders. */
export function taxonomyLoader(fileName: string, blogContentDir: string | undefined): Loader {
  return {
    name: `blog-taxonomy-${fileName}`,
    async load({ store, parseData, generateDigest }) {
      const extra = exportDir(blogContentDir);
      const rows = mergeById(
        await readJsonArray(path.resolve('src/content/blog-taxonomy', fileName)),
        extra ? await readJsonArray(path.join(extra, fileName)) : [],
      );
      store.clear();
      for (const row of rows) {
        const id = row.id as string;
        const data = await parseData({ id, data: row });
        store.set({ id, data, digest: generateDigest(row) });
      }
    },
  };
}
