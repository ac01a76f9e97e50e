import { and, eq } from 'drizzle-orm';
import { generations } from '../../db/schema.ts';
import type { GenerationDeps } from './generation-deps.ts';
import { refundEndedGeneration } from './refund-ended-generation.ts';

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
  return deps.db.transaction(async (tx) => {
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
  });
}
