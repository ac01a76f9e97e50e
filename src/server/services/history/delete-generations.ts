import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { assets, generations, storedFiles } from '../../db/schema.ts';
import type { Queue } from '../../jobs/queue.ts';
import { completeBatchesAfterDelete } from '../catalogue/complete-batch.ts';
import { cancelBeforeDelete } from '../generation/cancel-generation.ts';
import { notifyProgress } from '../generation/progress-notices.ts';
import { generationFileIds } from './generation-files.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Deletes, inside the caller's transaction, the generations `where` picks: one still running is
 * cancelled and refunded first (issue 39, defect 9); then the rows go with their share links
 * (cascade), and the rows of their files: result, preview, samples, the copies of the inputs and
 * the painted mask. A file the user also keeps as an asset (a result sent to the library) stays
 * with that asset. A batch whose last running cell was among them ends (decision 086), and an
 * open event stream of each reads that it is gone.
 * @returns the storage keys to delete once the transaction has committed.
 */
export async function deleteGenerations(
  tx: Tx,
  deps: { queue: Pick<Queue, 'send'>; clock: Clock },
  where: SQL | undefined,
): Promise<string[]> {
  const now = deps.clock.now();
  const { ids, batchIds } = await cancelBeforeDelete(tx, deps, where, now);
  if (ids.length === 0) return [];
  const rows = await tx.delete(generations).where(inArray(generations.id, ids)).returning({
    id: generations.id,
    resultFileId: generations.resultFileId,
    resultThumbnailFileId: generations.resultThumbnailFileId,
    resultCleanFileId: generations.resultCleanFileId,
    resultSamples: generations.resultSamples,
    inputs: generations.inputs,
    params: generations.params,
  });
  await completeBatchesAfterDelete(tx, deps.queue, batchIds, now);
  const fileIds = new Set<string>();
  for (const row of rows) {
    await notifyProgress(tx, row.id);
    for (const id of generationFileIds(row)) fileIds.add(id);
  }
  if (fileIds.size === 0) return [];
  const removed = await tx
    .delete(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, [...fileIds]),
        sql`not exists (select 1 from ${assets} where ${assets.storedFileId} = ${storedFiles.id} or ${assets.thumbnailFileId} = ${storedFiles.id})`,
      ),
    )
    .returning({ key: storedFiles.storageKey });
  return removed.map(({ key }) => key);
}
