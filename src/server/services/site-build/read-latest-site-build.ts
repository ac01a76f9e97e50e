import { desc } from 'drizzle-orm';
import type { SiteBuild } from '../../../contracts/admin-blog.ts';
import type { Db } from '../../db/database.ts';
import { siteBuilds } from '../../db/schema.ts';

/** GET /api/admin/blog/builds/latest: the newest `site_builds` row, or null before any. */
export async function readLatestSiteBuild(db: Db): Promise<SiteBuild | null> {
  const [row] = await db
    .select()
    .from(siteBuilds)
    .orderBy(desc(siteBuilds.createdAt), desc(siteBuilds.id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    reason: row.reason,
    mode: row.mode,
    status: row.status as SiteBuild['status'],
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
