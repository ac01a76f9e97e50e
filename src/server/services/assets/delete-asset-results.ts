import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assets, generations, storedFiles } from '../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import type { Queue } from '../../jobs/queue.ts';
import { completeBatchesAfterDelete } from '../catalogue/complete-batch.ts';
import { notifyProgress } from '../generation/progress-notices.ts';
import { generationFileIds } from '../history/generation-files.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Issue 26: deleting an input may take what was made from it along (decision 057). Removes,
 * inside the caller's transaction, the user's generations that used the asset as an input
 * (submit records its id beside each input copy), with their share links (cascade), and the
 * rows of their files: result, preview, samples, the copies of the inputs and the painted mask. A file
 * the user also keeps as an asset (a result sent to the library) stays with that asset.
 * @returns the storage keys to delete once the transaction has committed.
 */
export async function deleteAssetResults(
  tx: Tx,
  deps: { queue: Pick<Queue, 'send'>; clock: Clock },
  userId: string,
  assetId: string,
) {
  const rows = await tx
    .delete(generations)
    .where(
      and(
        eq(generations.userId, userId),
        sql`${generations.inputs} @> ${JSON.stringify([{ assetId }])}::jsonb`,
      ),
    )
    .returning({
      id: generations.id,
      batchId: generations.batchId,
      resultFileId: generations.resultFileId,
      resultThumbnailFileId: generations.resultThumbnailFileId,
      resultSamples: generations.resultSamples,
      inputs: generations.inputs,
      params: generations.params,
    });
  // A batch whose last running cell was among them ends now (decision 086).
  await completeBatchesAfterDelete(
    tx,
    deps.queue,
    rows.map((row) => row.batchId),
    deps.clock.now(),
  );
  const fileIds = new Set<string>();
  for (const row of rows) {
    // An open event stream of the generation reads that it is gone, and ends.
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
