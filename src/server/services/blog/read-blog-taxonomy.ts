import type { BlogTaxonomy, TermKind } from '../../../contracts/admin-blog.ts';
import type { Db } from '../../db/database.ts';
import { readDbTerms, type TermShape } from './blog-terms.ts';
import { readRepoBlog, type RepoBlog } from './read-repo-blog.ts';

/**
 * GET /api/admin/blog/taxonomy: categories, authors and tags of both sources, the files' first
 * (read-only in the admin) then the database's, each marked with its `source`.
 */
export async function readBlogTaxonomy(
  db: Db,
  sourceDir: string,
  repo?: RepoBlog,
): Promise<BlogTaxonomy> {
  const files = repo ?? (await readRepoBlog(sourceDir));
  const merge = async (kind: TermKind) => [
    ...(files[kind] as TermShape[]).map((term) => ({ ...term, source: 'files' as const })),
    ...(await readDbTerms(db, kind)).map((term) => ({ ...term, source: 'database' as const })),
  ];
  const [categories, authors, tags] = await Promise.all([
    merge('categories'),
    merge('authors'),
    merge('tags'),
  ]);
  return { categories, authors, tags } as BlogTaxonomy;
}
