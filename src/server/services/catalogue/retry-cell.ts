import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CellLabel, CellRetryResponse } from '../../../contracts/catalogue.ts';
import type { InputImageRole, StudioTool } from '../../../contracts/studio.ts';
import { catalogueBatches, generations } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { copyInputs, removeCopies } from '../generation/copy-inputs.ts';
import type { GenerationDeps } from '../generation/generation-deps.ts';
import { recordGeneration } from '../generation/record-generation.ts';
import { assertModelsUsable } from '../try-on/assert-model-usable.ts';
import { batchErrors } from './batch-errors.ts';
import { cellPriority } from './cell-priority.ts';
import { assertBatchSlot } from './open-batches.ts';
import { findOwnedBatch, toCell } from './read-batch.ts';

/**
 * Decision 086: a failed cell is run again as a new generation with the same inputs, options and
 * label, which takes its place in the batch; the failed one leaves the batch (it stays in
 * history). One cell's cost is held (402 if short) and the batch is processing again, all in one
 * transaction. A cell that did not fail is a 409; another user's batch or cell a 404.
 */
export async function retryCell(
  deps: GenerationDeps,
  input: { userId: string; actorId?: string; batchId: string; generationId: string },
): Promise<CellRetryResponse> {
  const batch = await findOwnedBatch(deps.db, input.userId, input.batchId);
  const [failed] = await deps.db
    .select()
    .from(generations)
    .where(eq(generations.batchId, batch.id))
    .then((rows) => rows.filter((row) => row.id === input.generationId));
  if (!failed) throw errors.notFound();
  if (failed.status !== 'failed') throw batchErrors.cellNotFailed();
  const chosen = Object.fromEntries(
    ((failed.inputs ?? []) as { role: string; assetId?: string }[]).map((item) => [
      item.role,
      item.assetId,
    ]),
  ) as Partial<Record<InputImageRole, string>>;
  const now = deps.clock.now();
  const { plan } = await readCurrentPlan(deps.db, input.userId, now);
  const tool = failed.tool as StudioTool;
  // Issue 40 (decision 099): a cell whose model the try-on refuses would fail again, charged.
  if (tool === 'virtual-tryon' && chosen.person) {
    await assertModelsUsable(deps, input.userId, [{ path: 'person', assetId: chosen.person }]);
  }
  const generationId = randomUUID();
  const copies = await copyInputs(deps, { userId: input.userId, generationId, inputs: chosen });
  try {
    const { row, balanceAfter } = await deps.db.transaction(async (tx) => {
      const left = await tx
        .update(generations)
        .set({ batchId: null })
        .where(
          and(
            eq(generations.id, failed.id),
            eq(generations.batchId, batch.id),
            eq(generations.status, 'failed'),
          ),
        )
        .returning({ id: generations.id });
      // A second retry of the same cell at once: the first one took its place.
      if (left.length === 0) throw batchErrors.cellNotFailed();
      const recorded = await recordGeneration(tx, deps, {
        generationId,
        userId: input.userId,
        // Decision 123: a product-to-model cell runs again on the same brand model or sample.
        tool,
        params: failed.params as Record<string, unknown>,
        chosen,
        copies,
        plan,
        priority: cellPriority(0),
        api: batch.apiTokenId
          ? { tokenId: batch.apiTokenId, webhookUrl: batch.webhookUrl }
          : undefined,
        batchId: batch.id,
        catalogue: failed.catalogue as CellLabel,
        actorId: input.actorId,
        brandModelId: failed.brandModelId ?? undefined,
        now,
      });
      // The hold above locked the user's row: a completed batch made unfinished again counts
      // against the open-batch limit like a new one.
      await assertBatchSlot(tx, input.userId, batch.id);
      await tx
        .update(catalogueBatches)
        .set({ status: 'processing', completedAt: null })
        .where(eq(catalogueBatches.id, batch.id));
      return recorded;
    });
    return {
      cell: await toCell(deps.store, row, new Map()),
      balance: plan.unlimited ? null : balanceAfter,
    };
  } catch (error) {
    await removeCopies(deps, copies);
    throw error;
  }
}
