import { and, eq } from 'drizzle-orm';
import type { HistoryItem } from '../../../contracts/history.ts';
import { generations } from '../../db/schema.ts';
import {
  findOwnedWithFiles,
  historyErrors,
  presentResult,
  toHistoryItem,
  type HistoryDeps,
} from './history-items.ts';

/**
 * PUT /history/:id/community: the owner's choice to show a result among the community
 * generations. Only a successful result can be shown; hiding is always allowed.
 */
export async function setCommunity(
  deps: HistoryDeps,
  userId: string,
  id: string,
  community: boolean,
): Promise<HistoryItem> {
  const { row, files } = await findOwnedWithFiles(deps.db, userId, id);
  if (community && !(await presentResult(deps.store, row, files))) throw historyErrors.noResult();
  await deps.db
    .update(generations)
    .set({ community })
    .where(and(eq(generations.id, row.id), eq(generations.userId, userId)));
  return toHistoryItem(deps.store, { ...row, community }, files);
}
