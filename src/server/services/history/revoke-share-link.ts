import { generationShares } from '../../db/schema.ts';
import { activeShares, findOwnedGeneration, type HistoryDeps } from './history-items.ts';

/** DELETE /history/:id/share: the item's link stops working at once (404 like an unknown one). */
export async function revokeShareLink(
  deps: HistoryDeps & { now: () => Date },
  userId: string,
  id: string,
): Promise<void> {
  const row = await findOwnedGeneration(deps.db, userId, id);
  await deps.db.update(generationShares).set({ revokedAt: deps.now() }).where(activeShares(row.id));
}
