import type { GenerationProgress } from '../../../contracts/generation.ts';
import { findOwnedGeneration, loadFiles, toHistoryItem } from '../history/history-items.ts';
import type { GenerationDeps } from './generation-deps.ts';

/** GET /ai/generations/:id: the phase and fraction of spec §2.8 with the history item. */
export async function readProgress(
  deps: Pick<GenerationDeps, 'db' | 'store'>,
  userId: string,
  id: string,
): Promise<GenerationProgress> {
  const row = await findOwnedGeneration(deps.db, userId, id);
  const item = await toHistoryItem(deps.store, row, await loadFiles(deps.db, [row]));
  return {
    id: row.id,
    status: item.status,
    phase: row.phase as GenerationProgress['phase'],
    fraction: row.status === 'processing' ? row.progress : 1,
    item,
  };
}
