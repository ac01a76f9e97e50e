import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { generations } from '../../db/schema.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { GenerationDeps } from './generation-deps.ts';
import { refundEndedGeneration } from './refund-ended-generation.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Cancels an unfinished generation (decision 078): marks it cancelled and gives its held credits
 * back in one transaction, so its concurrency slot is free at commit. A worker running it sees
 * the status at its next check (`watchCancel`) and stops; a result it still makes is dropped, as
 * the success update only takes a processing generation. A public API job with a webhook URL gets
 * its `job.cancelled` delivery queued in the same transaction. Answers false when the generation
 * was already finished (or is unknown): nothing changes then.
 * @example if (!(await cancelGeneration(deps, id))) throw publicApiErrors.jobAlreadyFinished();
 */
export async function cancelGeneration(
  deps: Pick<GenerationDeps, 'db' | 'clock' | 'queue'>,
  generationId: string,
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction((tx) => cancelInTransaction(tx, deps, generationId, now));
}

/**
 * `cancelGeneration` inside a transaction the caller holds, for a change that must commit with
 * the cancel (a history delete, issue 39). Only a processing generation is cancelled, so its
 * credits come back once however many callers race.
 */
export async function cancelInTransaction(
  tx: Tx,
  deps: { queue: Pick<Queue, 'send'> },
  generationId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .update(generations)
    .set({ status: 'cancelled', completedAt: now })
    .where(and(eq(generations.id, generationId), eq(generations.status, 'processing')))
    .returning({ webhookUrl: generations.webhookUrl });
  if (!row) return false;
  await refundEndedGeneration(tx, deps, {
    generationId,
    webhookUrl: row.webhookUrl,
    event: 'job.cancelled',
    now,
  });
  return true;
}

/**
 * Before generations are deleted (a history item, an asset with its results), in the deleting
 * transaction: locks those `where` picks, so no worker finishes one meanwhile, and cancels each
 * still processing with its refund, so deleting it loses no credits and its worker stops
 * (issue 39, defect 9). A cancelled cell leaves its batch first: the batch's end is then
 * announced on a cell that stays (`completeBatchesAfterDelete`), not on one deleted with its
 * deliveries.
 * @returns the generations to delete and the batches they were cells of.
 */
export async function cancelBeforeDelete(
  tx: Tx,
  deps: { queue: Pick<Queue, 'send'> },
  where: SQL | undefined,
  now: Date,
): Promise<{ ids: string[]; batchIds: (string | null)[] }> {
  const rows = await tx
    .select({ id: generations.id, status: generations.status, batchId: generations.batchId })
    .from(generations)
    .where(where)
    .for('update');
  const running = rows.filter((row) => row.status === 'processing').map((row) => row.id);
  if (running.length > 0) {
    await tx.update(generations).set({ batchId: null }).where(inArray(generations.id, running));
  }
  for (const id of running) await cancelInTransaction(tx, deps, id, now);
  return { ids: rows.map((row) => row.id), batchIds: rows.map((row) => row.batchId) };
}
