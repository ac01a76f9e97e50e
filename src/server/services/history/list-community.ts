import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { CommunityItem } from '../../../contracts/history.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { generations, users } from '../../db/schema.ts';
import {
  itemColumns,
  loadFiles,
  mediaTypeOf,
  presentResult,
  type HistoryDeps,
} from './history-items.ts';

/** The name shown beside a community result: its first word only, never the email. */
export function authorName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * GET /community (signed-in users only, decision 051): recent successful results their owners chose to show, newest
 * first, along generations_community_created_idx. Results whose file is gone are skipped, and
 * those of a disabled account or one being closed (issue 39: back if it is restored).
 */
export async function listCommunity(deps: HistoryDeps, limit: number): Promise<CommunityItem[]> {
  const rows = await deps.db
    .select({ ...itemColumns, authorName: users.name })
    .from(generations)
    .innerJoin(users, eq(users.id, generations.userId))
    .where(
      and(
        eq(generations.community, true),
        eq(generations.status, 'success'),
        isNotNull(generations.resultFileId),
        eq(users.isDisabled, false),
        isNull(users.closingAt),
      ),
    )
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(limit);
  const files = await loadFiles(deps.db, rows);
  const items = await Promise.all(
    rows.map(async (row): Promise<CommunityItem | null> => {
      const result = await presentResult(deps.store, row, files);
      if (!result) return null;
      const thumbnail = row.resultThumbnailFileId
        ? files.get(row.resultThumbnailFileId)
        : undefined;
      const [resultUrl, thumbnailUrl] = await Promise.all([
        deps.store.signedUrl(result.storageKey),
        thumbnail ? deps.store.signedUrl(thumbnail.storageKey) : null,
      ]);
      return {
        id: row.id,
        tool: row.tool as StudioTool,
        result_url: resultUrl,
        result_thumbnail_url: thumbnailUrl ?? resultUrl,
        result_media_type: mediaTypeOf(row, result),
        author: authorName(row.authorName),
        created_at: row.createdAt.toISOString(),
      };
    }),
  );
  return items.filter((item): item is CommunityItem => item !== null);
}
