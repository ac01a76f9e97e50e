import { and, eq, isNull } from 'drizzle-orm';
import type { SharedResult } from '../../../contracts/history.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { generationShares, generations, users } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import { hashShareToken } from './create-share-link.ts';
import {
  itemColumns,
  loadFiles,
  mediaTypeOf,
  presentResult,
  type HistoryDeps,
} from './history-items.ts';

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * GET /shares/:token (public): the shared result's signed link, tool and time. A revoked,
 * unknown or malformed token, a result that is gone, or one whose owner is closing the account
 * (issue 39: it shows again if the account is restored), is the same 404.
 */
export async function readSharedResult(deps: HistoryDeps, token: string): Promise<SharedResult> {
  if (!tokenPattern.test(token)) throw errors.notFound();
  const [row] = await deps.db
    .select(itemColumns)
    .from(generationShares)
    .innerJoin(generations, eq(generations.id, generationShares.generationId))
    .innerJoin(users, eq(users.id, generations.userId))
    .where(
      and(
        eq(generationShares.tokenHash, hashShareToken(token)),
        isNull(generationShares.revokedAt),
        isNull(users.closingAt),
      ),
    )
    .limit(1);
  if (!row) throw errors.notFound();
  const result = await presentResult(deps.store, row, await loadFiles(deps.db, [row]));
  if (!result) throw errors.notFound();
  return {
    tool: row.tool as StudioTool,
    result_url: await deps.store.signedUrl(result.storageKey),
    result_media_type: mediaTypeOf(row, result),
    created_at: row.createdAt.toISOString(),
  };
}
