import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { catalogueBatches, generations } from '../../db/schema.ts';
import type { Queue } from '../../jobs/queue.ts';
import { queueJobWebhook } from '../api-webhooks/queue-job-webhook.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Decision 086: in the transaction that ends a cell (success, failure, cancel or give-up, in any
 * process), marks its batch completed when no other cell is still processing, and queues the
 * batch's `batch.completed` webhook. The batch row is locked first, so two last cells ending at
 * once are counted one after the other and the batch is completed once. A single job does nothing.
 */
export async function completeBatchIfDone(
  tx: Tx,
  queue: Pick<Queue, 'send'>,
  ended: { generationId: string; now: Date },
): Promise<void> {
  const [cell] = await tx
    .select({ batchId: generations.batchId })
    .from(generations)
    .where(eq(generations.id, ended.generationId));
  if (!cell?.batchId) return;
  await completeBatch(tx, queue, cell.batchId, ended);
}

/**
 * After cells were deleted (a history item, or an asset with its results): a batch whose last
 * running cell was among them would otherwise never end, stay open against the limit of open
 * batches and never announce itself. Its completion hangs on its newest remaining cell; a batch
 * left with no cell completes without a webhook.
 */
export async function completeBatchesAfterDelete(
  tx: Tx,
  queue: Pick<Queue, 'send'>,
  batchIds: (string | null)[],
  now: Date,
): Promise<void> {
  for (const batchId of new Set(batchIds)) {
    if (batchId) await completeBatch(tx, queue, batchId, { now });
  }
}

async function completeBatch(
  tx: Tx,
  queue: Pick<Queue, 'send'>,
  batchId: string,
  ended: { generationId?: string; now: Date },
): Promise<void> {
  const [batch] = await tx
    .select({ id: catalogueBatches.id, webhookUrl: catalogueBatches.webhookUrl })
    .from(catalogueBatches)
    .where(and(eq(catalogueBatches.id, batchId), eq(catalogueBatches.status, 'processing')))
    .for('update');
  if (!batch) return;
  const [unfinished] = await tx
    .select({ id: generations.id })
    .from(generations)
    .where(and(eq(generations.batchId, batch.id), eq(generations.status, 'processing')))
    .limit(1);
  if (unfinished) return;
  await tx
    .update(catalogueBatches)
    .set({ status: 'completed', completedAt: ended.now })
    .where(eq(catalogueBatches.id, batch.id));
  // Decision 086: the delivery hangs on the cell that ended the batch (deliveries are kept per
  // generation and event), so a batch completed again after a retry is announced again.
  const announcer = ended.generationId ?? (await newestCell(tx, batch.id));
  if (!announcer) return;
  await queueJobWebhook(tx, queue, {
    generationId: announcer,
    webhookUrl: batch.webhookUrl,
    event: 'batch.completed',
    now: ended.now,
  });
}

async function newestCell(tx: Tx, batchId: string): Promise<string | undefined> {
  const [cell] = await tx
    .select({ id: generations.id })
    .from(generations)
    .where(eq(generations.batchId, batchId))
    .orderBy(desc(generations.completedAt), desc(generations.id))
    .limit(1);
  return cell?.id;
}
