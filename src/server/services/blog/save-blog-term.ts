import { eq } from 'drizzle-orm';
import type { TermKind } from '../../../contracts/admin-blog.ts';
import { recordAdminAction } from '../admin/record-admin-action.ts';
import { requestSiteRebuild } from '../site-build/request-site-rebuild.ts';
import { blogErrors } from './blog-errors.ts';
import { isUniqueViolation, type BlogAdmin, type BlogDeps, type Tx } from './blog-deps.ts';
import {
  readDbTerm,
  readDbTerms,
  termColumns,
  termSlugs,
  termTables,
  termUsage,
  type TermShape,
} from './blog-terms.ts';
import { readRepoBlog, type RepoBlog } from './read-repo-blog.ts';

const singular: Record<TermKind, string> = {
  categories: 'category',
  authors: 'author',
  tags: 'tag',
};

/** 409 when another entry of the kind, in the files or the database, has one of the slugs. */
async function checkSlugs(tx: Tx, repo: RepoBlog, kind: TermKind, term: TermShape) {
  const slugs = termSlugs(term);
  if (!slugs) return;
  const others = [...repo[kind], ...(await readDbTerms(tx, kind))].filter((o) => o.id !== term.id);
  for (const lang of ['vi', 'en'] as const) {
    if (others.some((other) => termSlugs(other)?.[lang] === slugs[lang])) {
      throw blogErrors.termSlugTaken(lang, slugs[lang]);
    }
  }
}

async function inTransaction<T>(deps: BlogDeps, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    const constraint = isUniqueViolation(error);
    if (constraint === null) throw error;
    // Two admins saving at once: the database's unique keys decide; name the field.
    if (constraint.endsWith('slug_vi_unique')) throw blogErrors.termSlugTaken('vi', '');
    if (constraint.endsWith('slug_en_unique')) throw blogErrors.termSlugTaken('en', '');
    throw blogErrors.idTaken('');
  }
}

const rebuild = (tx: Tx, deps: BlogDeps, reason: string) =>
  requestSiteRebuild(tx, deps.queue, { reason, mode: deps.rebuildMode });

/** POST /api/admin/blog/{categories,authors,tags}: a new database entry (201). */
export async function createBlogTerm(
  deps: BlogDeps,
  admin: BlogAdmin,
  kind: TermKind,
  term: TermShape,
): Promise<TermShape> {
  const repo = await readRepoBlog(deps.sourceDir);
  return inTransaction(deps, async (tx) => {
    if (repo[kind].some((other) => other.id === term.id) || (await readDbTerm(tx, kind, term.id))) {
      throw blogErrors.idTaken(term.id);
    }
    await checkSlugs(tx, repo, kind, term);
    const now = deps.now();
    const { id, ...fields } = term;
    await tx
      .insert(termTables[kind])
      .values({ id, ...termColumns(kind, fields), createdAt: now, updatedAt: now } as never);
    await recordAdminAction(tx, {
      admin,
      action: `blog.${singular[kind]}.create`,
      targetType: `blog_${singular[kind]}`,
      targetId: id,
      details: { after: term },
    });
    await rebuild(tx, deps, `${singular[kind]} ${id} created`);
    return term;
  });
}

/** PUT /api/admin/blog/{kind}/{id}: entries from files are read-only (409). */
export async function updateBlogTerm(
  deps: BlogDeps,
  admin: BlogAdmin,
  kind: TermKind,
  id: string,
  fields: Omit<TermShape, 'id'>,
): Promise<TermShape> {
  const repo = await readRepoBlog(deps.sourceDir);
  const term = { id, ...fields } as TermShape;
  return inTransaction(deps, async (tx) => {
    const before = await readDbTerm(tx, kind, id);
    if (!before) {
      if (repo[kind].some((other) => other.id === id)) throw blogErrors.readOnly();
      throw blogErrors.termNotFound();
    }
    await checkSlugs(tx, repo, kind, term);
    const table = termTables[kind];
    await tx
      .update(table)
      .set({ ...termColumns(kind, fields), updatedAt: deps.now() } as never)
      .where(eq(table.id, id));
    await recordAdminAction(tx, {
      admin,
      action: `blog.${singular[kind]}.update`,
      targetType: `blog_${singular[kind]}`,
      targetId: id,
      details: { before, after: term },
    });
    await rebuild(tx, deps, `${singular[kind]} ${id} changed`);
    return term;
  });
}

/** DELETE /api/admin/blog/{kind}/{id}: refused (409) while any post of either source uses it. */
export async function deleteBlogTerm(
  deps: BlogDeps,
  admin: BlogAdmin,
  kind: TermKind,
  id: string,
): Promise<void> {
  const repo = await readRepoBlog(deps.sourceDir);
  await inTransaction(deps, async (tx) => {
    const before = await readDbTerm(tx, kind, id);
    if (!before) {
      if (repo[kind].some((other) => other.id === id)) throw blogErrors.readOnly();
      throw blogErrors.termNotFound();
    }
    const usage = await termUsage(tx, repo, kind, id);
    if (usage.count > 0) throw blogErrors.termInUse(usage.count, usage.example);
    const table = termTables[kind];
    await tx.delete(table).where(eq(table.id, id));
    await recordAdminAction(tx, {
      admin,
      action: `blog.${singular[kind]}.delete`,
      targetType: `blog_${singular[kind]}`,
      targetId: id,
      details: { before },
    });
    await rebuild(tx, deps, `${singular[kind]} ${id} deleted`);
  });
}
