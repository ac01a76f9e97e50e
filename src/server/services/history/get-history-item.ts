import type { HistoryItem } from '../../../contracts/history.ts';
import { findOwnedWithFiles, toHistoryItem, type HistoryDeps } from './history-items.ts';

/** GET /history/:id: one of the user's generations; 404 for anyone else's. */
export async function getHistoryItem(
  deps: HistoryDeps,
  userId: string,
  id: string,
): Promise<HistoryItem> {
  const { row, files } = await findOwnedWithFiles(deps.db, userId, id);
  return toHistoryItem(deps.store, row, files);
}
