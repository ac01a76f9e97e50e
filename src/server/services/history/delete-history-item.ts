import { and, eq } from 'drizzle-orm';
import { generations } from '../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import { deleteGenerations } from './delete-generations.ts';
import { findOwnedGeneration, type HistoryDeps } from './history-items.ts';

/**
 * DELETE /history/:id (and the retention pass, decision 058): removes the generation, its share
 * links (cascade), its result and thumbnail files, its samples, and its own copies of the input
 * images and mask (copy-inputs.ts); a file the user also keeps as an asset stays with the asset.
 * An unfinished generation is cancelled first, as the public API cancels a job: its held credits
 * come back once and the worker running it stops (issue 39, defect 9). The rows go in one
 * transaction; the files are deleted after it commits (a failure there only leaves an orphan
 * file, never a row pointing at nothing).
 */
export async function deleteHistoryItem(
  deps: HistoryDeps & { logger: Logger; queue: Pick<Queue, 'send'>; clock: Clock },
  userId: string,
  id: string,
): Promise<void> {
  const row = await findOwnedGeneration(deps.db, userId, id);
  const keys = await deps.db.transaction((tx) =>
    deleteGenerations(tx, deps, and(eq(generations.id, row.id), eq(generations.userId, userId))),
  );
  const results = await Promise.allSettled(keys.map((key) => deps.store.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') {
      deps.logger.warn({ err: result.reason, generationId: id }, 'result file not deleted');
    }
  }
}
