import { createHash, randomBytes } from 'node:crypto';
import { generationShares } from '../../db/schema.ts';
import type { ShareLink } from '../../../contracts/history.ts';
import {
  activeShares,
  findOwnedWithFiles,
  historyErrors,
  presentResult,
  type HistoryDeps,
} from './history-items.ts';

/** Only this digest of a share token is stored (decision 016). */
export function hashShareToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The public page that shows a shared result. */
export function shareUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/share?t=${encodeURIComponent(token)}`;
}

/**
 * POST /history/:id/share: a fresh public link to a successful result. One link is active per
 * item: creating again revokes the previous link (its token cannot be shown again, only its
 * hash is kept), all in one transaction (decision 016).
 */
export async function createShareLink(
  deps: HistoryDeps & { siteUrl: string; now: () => Date },
  userId: string,
  id: string,
): Promise<ShareLink> {
  const { row, files } = await findOwnedWithFiles(deps.db, userId, id);
  if (!(await presentResult(deps.store, row, files))) {
    throw historyErrors.noResult();
  }
  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await tx.update(generationShares).set({ revokedAt: deps.now() }).where(activeShares(row.id));
    await tx
      .insert(generationShares)
      .values({ generationId: row.id, tokenHash: hashShareToken(token) });
  });
  return { url: shareUrl(deps.siteUrl, token), token };
}
