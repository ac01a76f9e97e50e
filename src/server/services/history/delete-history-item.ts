import { and, eq, inArray, sql } from 'drizzle-orm';
import { assets, generations, storedFiles } from '../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import { completeBatchesAfterDelete } from '../catalogue/complete-batch.ts';
import { notifyProgress } from '../generation/progress-notices.ts';
import { findOwnedGeneration, type HistoryDeps } from './history-items.ts';
import { generationFileIds } from './generation-files.ts';

/**
 * DELETE /history/:id (and the retention pass, decision 058): removes the generation, its share
 * links (cascade), its result and thumbnail files, its samples, and its own copies of the input images and
 * mask (copy-inputs.ts); a file the user also keeps as an asset stays with the asset. The rows go
 * in one transaction; the files are deleted after it commits (a failure there only leaves an
 * orphan file, never a row pointing at nothing).
 */
export async function deleteHistoryItem(
  deps: HistoryDeps & { logger: Logger; queue: Pick<Queue, 'send'>; clock: Clock },
  userId: string,
  id: string,
): Promise<void> {
  const row = await findOwnedGeneration(deps.db, userId, id);
  const fileIds = generationFileIds(row);
  const keys = await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(generations)
      .where(and(eq(generations.id, row.id), eq(generations.userId, userId)))
      .returning({ batchId: generations.batchId });
    // A batch whose last running cell this was ends now (decision 086).
    await completeBatchesAfterDelete(
      tx,
      deps.queue,
      deleted.map((cell) => cell.batchId),
      deps.clock.now(),
    );
    // An open event stream of this generation reads that it is gone, and ends.
    await notifyProgress(tx, row.id);
    if (fileIds.length === 0) return [];
    const removed = await tx
      .delete(storedFiles)
      .where(
        and(
          inArray(storedFiles.id, fileIds),
          // A result the user also keeps as an asset stays with the asset.
          sql`not exists (select 1 from ${assets} where ${assets.storedFileId} = ${storedFiles.id} or ${assets.thumbnailFileId} = ${storedFiles.id})`,
        ),
      )
      .returning({ key: storedFiles.storageKey });
    return removed.map(({ key }) => key);
  });
  const results = await Promise.allSettled(keys.map((key) => deps.store.delete(key)));
  for (const result of results) {
    if (result.status === 'rejected') {
      deps.logger.warn({ err: result.reason, generationId: id }, 'result file not deleted');
    }
  }
}
