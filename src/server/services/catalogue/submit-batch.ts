import { randomUUID } from 'node:crypto';
import { BATCH_MAX_CELLS, type BatchTool } from '../../../contracts/catalogue.ts';
import type { InputImageRole } from '../../../contracts/studio.ts';
import { generationCost } from '../../../contracts/credits.ts';
import type { Db } from '../../db/database.ts';
import { catalogueBatches } from '../../db/schema.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { creditErrors } from '../credits/credit-errors.ts';
import { lockBalance } from '../credits/reserve-credits.ts';
import { engineNameFor } from '../../engine/engine.ts';
import { copyInputs, removeCopies, type CopiedFile } from '../generation/copy-inputs.ts';
import { assertInputConsent } from '../generation/input-consent.ts';
import type { GenerationDeps } from '../generation/generation-deps.ts';
import { recordGeneration } from '../generation/record-generation.ts';
import { isUniqueViolation } from '../generation/submit-generation.ts';
import { parseToolParams } from '../generation/tool-params.ts';
import { assertModelsUsable } from '../try-on/assert-model-usable.ts';
import { batchErrors } from './batch-errors.ts';
import { cellPriority } from './cell-priority.ts';
import { cellLabel } from './cell-label.ts';
import { findBatchByKey, keyedBatch, replayBatch } from './batch-key.ts';
import { loadGrid, type GridModel } from './load-grid.ts';
import { assertModelToolAllowed } from './model-tool-gates.ts';
import {
  loadModelChoices,
  modelSlots,
  productCellInputs,
  type ChosenModel,
} from './load-model-choices.ts';
import { assertBatchSlot } from './open-batches.ts';
import { assertNoDuplicates } from './assert-no-duplicates.ts';
import { categoryChoice } from '../generation/resolve-garment-category.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type BatchRow = typeof catalogueBatches.$inferSelect;
type Submitted = { batchId: string; balance: number | null; replayed: false };

export interface BatchSubmit {
  userId: string;
  /** Decision 103: the team member acting on `userId`'s account (absent: its owner). */
  actorId?: string;
  /** Garment asset ids; the public API also says each garment's category, SKU and colour. */
  garments: { id: string; category?: string; sku?: string | null; color?: string | null }[];
  /**
   * Decision 123: `virtual-tryon` (the default) dresses model photos, `models` their asset ids;
   * `product-to-model` dresses brand models and samples, `models` their `params.model` choices.
   */
  tool?: BatchTool;
  models: string[];
  /**
   * Options every cell shares: a try-on's `mode` and `garmentPhotoType`, a product to model's
   * frame and background; the category is per garment, the model per column.
   */
  params?: Record<string, unknown>;
  idempotencyKey?: string;
  api?: { tokenId: string; webhookUrl?: string };
}

/**
 * Issue 20, decision 086: a catalogue batch, every garment on every model as an ordinary try-on
 * generation (a cell). Checks that no garment or model repeats
 * (decision 129), the plan's cell limit, the assets, the consent behind every
 * model (decision 093), the balance and the open batches first, then copies the inputs, then in ONE transaction: locks the user's row, checks
 * the balance (402 naming the grid's cost) and the open batches (429) again, and records the
 * batch and every cell with its hold, economics row and job. Any refusal leaves nothing: no
 * batch, no cell, no hold, no copy. A repeated `Idempotency-Key` answers the first batch when
 * it asks the same from the same surface, and is a 409 otherwise (issue 39, defect 7).
 */
export async function submitBatch(
  deps: GenerationDeps,
  input: BatchSubmit,
): Promise<{ batchId: string; balance: number | null; replayed: boolean }> {
  const keyed = keyedBatch(input);
  const { surface } = keyed;
  if (input.idempotencyKey) {
    const earlier = await findBatchByKey(deps.db, input.userId, input.idempotencyKey);
    if (earlier) return replayBatch(earlier, keyed);
  }
  // Decision 129: a repeated garment or model is refused, never merged.
  assertNoDuplicates(input, surface);
  const modelIds = input.models;
  const cells = input.garments.length * modelIds.length;
  const now = deps.clock.now();
  const { plan } = await readCurrentPlan(deps.db, input.userId, now);
  if (cells > BATCH_MAX_CELLS[plan.id]) throw batchErrors.tooManyCells(plan.id, cells);
  const tool = input.tool ?? 'virtual-tryon';
  const byChoice = tool === 'product-to-model';
  const grid = await loadGrid(deps.db, {
    userId: input.userId,
    garments: input.garments,
    modelIds: byChoice ? [] : modelIds,
    surface,
  });
  if (byChoice) {
    // Decision 123: each model as the single tool takes `params.model`, refused the same way.
    const chosen = await loadModelChoices(deps, input.userId, modelIds);
    await assertInputConsent(deps, input.userId, modelSlots(chosen), surface);
    grid.models = chosen;
  } else {
    // Decision 093: every model is a person, with a consent record behind it.
    const models = input.models.map((id, index) => ({
      path: `models.${index}`,
      role: 'person' as const,
      assetId: id,
    }));
    await assertInputConsent(deps, input.userId, models, surface);
    // Issue 40 (decision 099): a model photo the try-on would refuse refuses the whole grid.
    await assertModelsUsable(deps, input.userId, models);
  }
  const planned = grid.garments.flatMap((garment, garmentIndex) =>
    grid.models.map((model: GridModel | ChosenModel, modelIndex) => {
      const choice = 'choice' in model ? model : undefined;
      return {
        generationId: randomUUID(),
        garment,
        model,
        index: garmentIndex * grid.models.length + modelIndex,
        inputs: (choice
          ? productCellInputs(garment.id, choice)
          : { person: model.id, clothing: garment.id }) as Partial<Record<InputImageRole, string>>,
        brandModelId: choice?.brandModelId,
        // Decision 129: `auto` runs as the garment upload's stored category when it has one.
        category: categoryChoice(garment.category, garment.storedCategory),
        params: parseToolParams(
          tool,
          {
            ...input.params,
            category: garment.category,
            ...(choice ? { model: choice.choice } : {}),
          },
          surface,
        ),
      };
    }),
  );
  if (byChoice) assertModelToolAllowed(deps, plan, planned[0]!.params);
  const engine = engineNameFor(deps.engine, tool);
  const cost = plan.unlimited
    ? 0
    : planned.reduce((sum, cell) => sum + generationCost(tool, cell.params, engine), 0);

  // Everything that can refuse is checked before a byte is copied (issue 39: a refused 10×10
  // grid wrote 590 MB of copies first). The same checks run again under the lock below, where
  // a parallel submit may have taken the credits or the slot since.
  await deps.db.transaction(async (tx) => {
    const { balance } = await lockBalance(tx, { userId: input.userId, now });
    await assertGridAllowed(tx, input.userId, { balance, cost, unlimited: plan.unlimited });
  });
  const copies: CopiedFile[][] = [];
  try {
    for (const cell of planned) {
      copies.push(
        await copyInputs(deps, {
          userId: input.userId,
          generationId: cell.generationId,
          inputs: cell.inputs,
          surface,
        }),
      );
    }
    const outcome = await deps.db.transaction(
      async (tx): Promise<{ earlier: BatchRow } | Submitted> => {
        // A retry with the same key may have waited on this lock while the first request
        // committed: it answers that batch, not a 402 or 429 from the balance the first one took.
        const { balance } = await lockBalance(tx, { userId: input.userId, now });
        if (input.idempotencyKey) {
          const earlier = await findBatchByKey(tx, input.userId, input.idempotencyKey);
          if (earlier) return { earlier };
        }
        // The grid is compared with the balance before anything is held: all or nothing.
        await assertGridAllowed(tx, input.userId, { balance, cost, unlimited: plan.unlimited });
        const [batch] = await tx
          .insert(catalogueBatches)
          .values({
            userId: input.userId,
            tool,
            garments: grid.garments.map(({ id, name, sku, color, category }) => ({
              assetId: id,
              name,
              sku,
              color,
              category,
            })),
            models: grid.models.map((model) => ({
              assetId: model.id,
              name: model.name,
              ...('choice' in model ? { choice: model.choice } : {}),
            })),
            cellCount: cells,
            credits: cost,
            idempotencyKey: input.idempotencyKey ?? null,
            surface,
            requestHash: keyed.hash,
            apiTokenId: input.api?.tokenId ?? null,
            webhookUrl: input.api?.webhookUrl ?? null,
            createdAt: now,
          })
          .returning({ id: catalogueBatches.id });
        let balanceAfter: number | null = null;
        for (const [position, cell] of planned.entries()) {
          const recorded = await recordGeneration(tx, deps, {
            generationId: cell.generationId,
            userId: input.userId,
            tool,
            params: cell.params,
            chosen: cell.inputs,
            copies: copies[position]!,
            plan,
            priority: cellPriority(cell.index),
            // Each cell's own webhook is the batch's: its job events go where the batch's go.
            api: input.api
              ? { tokenId: input.api.tokenId, webhookUrl: input.api.webhookUrl }
              : undefined,
            batchId: batch!.id,
            catalogue: cellLabel(cell.garment, cell.model.name),
            actorId: input.actorId,
            brandModelId: cell.brandModelId,
            category: cell.category,
            now,
          });
          balanceAfter = recorded.balanceAfter;
        }
        return {
          batchId: batch!.id,
          balance: plan.unlimited ? null : balanceAfter,
          replayed: false,
        };
      },
    );
    if ('earlier' in outcome) {
      await removeCopies(deps, copies.flat());
      return replayBatch(outcome.earlier, keyed);
    }
    return outcome;
  } catch (error) {
    await removeCopies(deps, copies.flat());
    if (input.idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findBatchByKey(deps.db, input.userId, input.idempotencyKey);
      if (earlier) return replayBatch(earlier, keyed);
    }
    throw error;
  }
}

/**
 * Refuses a grid the balance cannot pay whole (402 naming its cost) or a fourth unfinished
 * batch (429). Call it with the user's row locked (lockBalance), so parallel submits are
 * counted one after the other.
 */
async function assertGridAllowed(
  tx: Tx,
  userId: string,
  grid: { balance: number; cost: number; unlimited: boolean },
): Promise<void> {
  if (!grid.unlimited && grid.balance < grid.cost) {
    throw creditErrors.insufficient(grid.balance, grid.cost);
  }
  await assertBatchSlot(tx, userId);
}
