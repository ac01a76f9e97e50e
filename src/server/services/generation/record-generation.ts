import type { CellLabel } from '../../../contracts/catalogue.ts';
import { generationCost } from '../../../contracts/credits.ts';
import type { Plan } from '../../../contracts/plans.ts';
import type { InputImageRole, StudioTool } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { generations, storedFiles } from '../../db/schema.ts';
import { optionKey } from '../../economics/option-key.ts';
import { openEconomics } from '../../economics/record-economics.ts';
import { engineNameFor } from '../../engine/engine.ts';
import { assertWithinFairUse } from '../credits/fair-use.ts';
import { reserveCredits } from '../credits/reserve-credits.ts';
import { copiedFileRows, type CopiedFile } from './copy-inputs.ts';
import type { GenerationDeps } from './generation-deps.ts';
import { GENERATION_JOB } from './job-names.ts';
import { queueExecutor } from './queue-in-transaction.ts';
import { resolveGarmentCategory, type UsedCategory } from './resolve-garment-category.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface GenerationRecord {
  generationId: string;
  userId: string;
  tool: StudioTool;
  params: Record<string, unknown>;
  /** The request's chosen assets by role, and their copies (written before the transaction). */
  chosen: Partial<Record<InputImageRole, string>>;
  copies: CopiedFile[];
  /** The extra input that prices the request as its own option. */
  extra?: 'face' | 'mask';
  plan: Pick<Plan, 'id' | 'unlimited'>;
  /** pg-boss priority: the plan's for a single job, below every plan's for a batch cell. */
  priority: number;
  idempotencyKey?: string | null;
  requestHash?: string | null;
  api?: { tokenId: string; webhookUrl?: string | null; returnBase64?: boolean };
  batchId?: string;
  catalogue?: CellLabel | null;
  /** Decision 103: the team member acting on the owner's account (absent: the owner). */
  actorId?: string | null;
  /** Issue 42: the brand model the job shows (product to model, model swap). */
  brandModelId?: string;
  /**
   * Decision 129: the garment category the job runs with, when the caller knows it (a batch
   * read its garments); otherwise read here from `params.category` and the garment upload.
   */
  category?: UsedCategory | null;
  now: Date;
}

/**
 * The part of a submit that every generation shares, single job or batch cell, inside the
 * caller's transaction: records the generation with its input copies, holds its credits (or,
 * on an unlimited plan, checks the fair-use budget), opens its economics row and queues its job.
 * A refusal throws, so the caller's transaction leaves nothing behind.
 * @example await recordGeneration(tx, deps, { generationId, userId, tool, params, ... });
 */
export async function recordGeneration(
  tx: Tx,
  deps: Pick<GenerationDeps, 'engine' | 'queue' | 'fairUse'>,
  record: GenerationRecord,
) {
  const { generationId, userId, tool, params, copies, now } = record;
  const engine = engineNameFor(deps.engine, tool);
  if (copies.length) await tx.insert(storedFiles).values(copiedFileRows(copies, now));
  const category =
    record.category !== undefined
      ? record.category
      : await resolveGarmentCategory(tx, { userId, tool, params, chosen: record.chosen });
  const maskFile = copies.find((file) => file.role === 'mask');
  const [row] = await tx
    .insert(generations)
    .values({
      id: generationId,
      userId,
      tool,
      status: 'processing',
      params: maskFile ? { ...params, maskFileId: maskFile.id } : params,
      inputs: copies
        .filter((file) => file.role !== 'mask')
        // The asset it came from: 'Regenerate' offers that asset again while it is kept.
        .map((file) => ({
          role: file.role,
          fileId: file.id,
          assetId: record.chosen[file.role as InputImageRole],
        })),
      idempotencyKey: record.idempotencyKey ?? null,
      requestHash: record.requestHash ?? null,
      apiTokenId: record.api?.tokenId ?? null,
      webhookUrl: record.api?.webhookUrl ?? null,
      returnBase64: record.api?.returnBase64 ?? false,
      batchId: record.batchId ?? null,
      catalogue: record.catalogue ?? null,
      createdBy: record.actorId ?? null,
      brandModelId: record.brandModelId ?? null,
      categoryUsed: category?.used ?? null,
      categorySource: category?.source ?? null,
      // The engine configured for the tool (GENERATION_ENGINES), shown while it runs.
      engine,
      createdAt: now,
    })
    .returning();
  // Decision 067: unlimited, under a monthly engine-cost budget, checked before any hold.
  if (record.plan.unlimited) {
    await assertWithinFairUse(tx, { userId, newId: generationId, now, settings: deps.fairUse });
  }
  // Unlimited plans hold nothing; the charge row still records the generation.
  const held = record.plan.unlimited ? 0 : generationCost(tool, params, engine);
  const { balanceAfter } = await reserveCredits(tx, {
    userId,
    generationId,
    amount: held,
    now,
    actorId: record.actorId,
  });
  // Issue 27: what the generation costs and earns is recorded from here (decision 066).
  await openEconomics(tx, {
    generationId,
    userId,
    tool,
    planId: record.plan.id,
    option: optionKey(tool, params, record.extra),
    credits: held,
    engine,
    now,
  });
  await deps.queue.send(
    GENERATION_JOB,
    { generationId },
    { db: queueExecutor(tx), priority: record.priority },
  );
  return { row: row!, balanceAfter };
}
