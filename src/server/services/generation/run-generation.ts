import { failureCodeOf } from '../../../contracts/job-failures.ts';
import { and, eq, inArray, TransactionRollbackError } from 'drizzle-orm';
import type { StudioTool } from '../../../contracts/studio.ts';
import { generations, storedFiles, users } from '../../db/schema.ts';
import {
  engineNameFor,
  failsAtOnce,
  type EnginePhase,
  type ProviderCall,
} from '../../engine/engine.ts';
import { recordProviderCall, settleEconomics } from '../../economics/record-economics.ts';
import { translateMessage } from '../../http/localize.ts';
import { clockTimeout } from '../../clock.ts';
import { readObject } from '../../storage/read-object.ts';
import { settleCharge } from '../credits/settle-charge.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { queueJobWebhook } from '../api-webhooks/queue-job-webhook.ts';
import { callEngine, type InputFiles } from './call-engine.ts';
import { checkResultFidelity } from './check-result-fidelity.ts';
import { runParams } from './resolve-garment-category.ts';
import { deleteResultFiles, resultFileRows, storeResultFiles } from './store-result-files.ts';
import { samplesOf } from '../../../contracts/credits.ts';
import type { StoredSample } from '../history/generation-files.ts';
import { notifyProgress, writeProgress } from './progress-notices.ts';
import type { GenerationDeps } from './generation-deps.ts';
import type { GenerationOutcome } from '../../metrics/metrics.ts';
import { watchCancel } from './watch-cancel.ts';
import { refundEndedGeneration } from './refund-ended-generation.ts';
import { completeBatchIfDone } from '../catalogue/complete-batch.ts';

type Row = typeof generations.$inferSelect;
/** Spec §9: /ai/ work may take 900 s, /ai/image-editing/ 600 s; the setting caps both. */
export function jobTimeoutSeconds(tool: StudioTool, configured: number): number {
  return Math.min(configured, tool === 'image-editing' ? 600 : 900);
}

/** How often progress is written while the engine runs. */
const PROGRESS_EVERY_MS = 250;

/**
 * The generation job: runs the engine on the generation's inputs, stores the result (with a
 * watermark in the pixels on the free plan) and a thumbnail, then marks it done and keeps the
 * credits, in one transaction. A result the engine refuses (bad input, unsupported request, a
 * remote provider's final refusal or a timeout it was told about) fails at once with a refund; anything else is thrown so pg-boss retries it, and a job whose
 * retries are spent is failed and refunded by `giveUpGeneration` (the dead-letter queue). A public
 * API job with a webhook URL gets its `job.succeeded` delivery queued in the same transaction.
 * Each run is counted and timed by tool, engine and outcome (decision 029).
 */
export async function runGeneration(deps: GenerationDeps, generationId: string): Promise<void> {
  const [row] = await deps.db.select().from(generations).where(eq(generations.id, generationId));
  if (!row || row.status !== 'processing') return;
  const tool = row.tool as StudioTool;
  const started = performance.now();
  let outcome: GenerationOutcome = 'error';
  // The planned engine, until a failover chain says which one made the result.
  const made = { engine: engineNameFor(deps.engine, tool) };
  try {
    outcome = await produceResult(deps, row, started, made);
  } finally {
    deps.metrics.generationFinished(
      { tool, engine: made.engine, outcome },
      (performance.now() - started) / 1000,
    );
  }
}

/**
 * The dead-letter worker: a generation whose retries are spent is failed and refunded, and
 * counted once as `retries-spent`.
 */
export async function giveUpGeneration(deps: GenerationDeps, generationId: string) {
  const tool = await failGeneration(deps, generationId);
  if (tool) {
    deps.metrics.generationFinished({
      tool,
      engine: engineNameFor(deps.engine, tool),
      outcome: 'retries-spent',
    });
  }
}

async function produceResult(
  deps: GenerationDeps,
  row: Row,
  started: number,
  made: { engine: string },
): Promise<Exclude<GenerationOutcome, 'error' | 'retries-spent'>> {
  const generationId = row.id;
  const files = await loadInputs(deps, row);
  await recordProgress(
    deps,
    generationId,
    row.tool === 'image-to-video' ? 'composition' : 'analysing',
    0.02,
  );
  // Spec §6: the owner's plan decides the watermark when the result is made.
  const { plan } = await readCurrentPlan(deps.db, row.userId, deps.clock.now());
  const watermark = plan.watermark;
  let lastWrite = 0;
  // Decision 078: a cancel made while the engine runs aborts its signal.
  const watch = watchCancel(deps.db, generationId);
  const onProgress = (phase: EnginePhase, fraction: number) => {
    watch.phaseReached(phase);
    const now = performance.now();
    if (now - lastWrite < PROGRESS_EVERY_MS && fraction < 1) return;
    lastWrite = now;
    void recordProgress(deps, generationId, phase, fraction);
  };
  let result;
  try {
    result = await callEngine(
      deps.engine,
      row.tool as StudioTool,
      // Decision 129: `auto` runs as the garment upload's stored category when it has one.
      runParams(row),
      files,
      {
        onProgress,
        signal: AbortSignal.any([
          clockTimeout(
            deps.clock,
            jobTimeoutSeconds(row.tool as StudioTool, deps.timeoutSeconds) * 1000,
          ),
          watch.signal,
        ]),
        watermark,
        generationId,
        onProviderCall: (call) => recordCost(deps, row, call),
      },
    );
  } catch (error) {
    if (watch.signal.aborted) return stoppedByCancel(deps, generationId);
    if (failsAtOnce(error)) {
      await failGeneration(deps, generationId, error.messageKey);
      return 'refused';
    }
    throw error;
  } finally {
    watch.stop();
  }
  // Cancelled as the engine finished: its result is dropped before it is stored.
  if (watch.signal.aborted) return stoppedByCancel(deps, generationId);
  // A failover chain names the engine that made the result; otherwise the configured one.
  const madeBy = result.engine ?? engineNameFor(deps.engine, row.tool as StudioTool);
  made.engine = madeBy;
  const isVideo = result.contentType === 'video/mp4';
  const tool = row.tool as StudioTool;
  const stored = await storeResultFiles(deps, [result, ...(result.samples ?? [])], {
    generationId,
    tool,
    madeBy: result.model ?? madeBy,
    inputs: Object.entries(files).flatMap(([role, bytes]) =>
      bytes ? [{ role, data: bytes }] : [],
    ),
    watermark,
    source: files.source,
    madeAt: deps.clock.now(),
  });
  const fidelity = await checkResultFidelity(
    deps,
    { generationId, tool, params: runParams(row), files },
    result,
  );
  // Decision 129: a category read off the photo is recorded once the engine says it.
  const detected =
    row.categorySource === 'detected' && result.garmentPlacement
      ? { categoryUsed: result.garmentPlacement.category }
      : {};
  const now = deps.clock.now();
  const saved = await deps.db
    .transaction(async (tx) => {
      const fileRows = await tx
        .insert(storedFiles)
        .values(resultFileRows(stored, now))
        .returning({ id: storedFiles.id });
      // Rows come back in insert order: each result, then its preview, then the clean copy.
      const cleanFile = stored[0]?.clean ? fileRows.pop() : undefined;
      const [resultFile, thumbFile, ...sampleFiles] = fileRows;
      const samples: StoredSample[] = [];
      for (let i = 0; i < sampleFiles.length; i += 2) {
        samples.push({ fileId: sampleFiles[i]!.id, thumbnailFileId: sampleFiles[i + 1]!.id });
      }
      const updated = await tx
        .update(generations)
        .set({
          status: 'success',
          phase: isVideo ? 'rendering' : 'finalising',
          progress: 1,
          resultFileId: resultFile!.id,
          resultThumbnailFileId: thumbFile!.id,
          resultMediaType: isVideo ? 'video' : 'image',
          resultCleanFileId: cleanFile?.id ?? null,
          // A video carries the engine's watermark in every frame; an image, when stored so.
          resultWatermarked: watermark,
          resultSamples: samples,
          engine: madeBy,
          fidelity,
          ...detected,
          processingMs: Math.round(performance.now() - started),
          completedAt: now,
        })
        .where(and(eq(generations.id, generationId), eq(generations.status, 'processing')))
        .returning({ id: generations.id });
      if (updated.length === 0) {
        // Another run finished it first: keep its result, drop this one.
        tx.rollback();
      }
      await notifyProgress(tx, generationId);
      await settleCharge(tx, {
        generationId,
        outcome: 'captured',
        now,
        // Fewer samples than asked keep only their share of the hold (decision 064).
        samples: {
          asked: samplesOf(tool, row.params as Record<string, unknown>),
          made: stored.length,
        },
      });
      await settleEconomics(tx, {
        generationId,
        outcome: 'captured',
        now,
        engine: madeBy,
        model: result.model,
      });
      await queueJobWebhook(tx, deps.queue, {
        generationId,
        webhookUrl: row.webhookUrl,
        event: 'job.succeeded',
        now,
      });
      await completeBatchIfDone(tx, deps.queue, { generationId, now });
      return true;
    })
    .catch(async (error: unknown) => {
      await deleteResultFiles(deps, stored);
      if (isRollback(error)) return false;
      throw error;
    });
  if (saved && result.afterSaved) {
    await result.afterSaved().catch((error: unknown) => {
      deps.logger.warn({ err: error, generationId }, 'engine clean-up after saving failed');
    });
  }
  deps.logger.info(
    { generationId, tool: row.tool, saved, ms: Math.round(performance.now() - started) },
    'generation finished',
  );
  return saved ? 'succeeded' : 'superseded';
}

/** A generation cancelled while its engine ran: nothing is stored (the cancel refunded it). */
function stoppedByCancel(deps: GenerationDeps, generationId: string): 'cancelled' {
  deps.logger.info({ generationId }, 'generation stopped: cancelled');
  return 'cancelled';
}

/**
 * Marks a generation failed with the message (in its owner's language) and gives its credits
 * back, once: a second call, or a call after success, changes nothing (null). A public API job
 * with a webhook URL gets its `job.failed` delivery queued in the same transaction. Answers the
 * failed generation's tool.
 */
export async function failGeneration(
  deps: Pick<GenerationDeps, 'db' | 'clock' | 'queue'>,
  generationId: string,
  messageKey?: string,
): Promise<StudioTool | null> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ tool: generations.tool, webhookUrl: generations.webhookUrl, locale: users.locale })
      .from(generations)
      .innerJoin(users, eq(users.id, generations.userId))
      .where(eq(generations.id, generationId));
    if (!row) return null;
    const key = messageKey ?? `ai.failed.${row.tool}`;
    const updated = await tx
      .update(generations)
      .set({
        status: 'failed',
        error: translateMessage(key, row.locale === 'en' ? 'en' : 'vi'),
        errorCode: failureCodeOf(key),
        completedAt: now,
      })
      .where(and(eq(generations.id, generationId), eq(generations.status, 'processing')))
      .returning({ id: generations.id });
    if (updated.length === 0) return null;
    await refundEndedGeneration(tx, deps, {
      generationId,
      webhookUrl: row.webhookUrl,
      event: 'job.failed',
      now,
    });
    return row.tool as StudioTool;
  });
}

/**
 * Counts one provider call in the generation's cost (decision 066). Best effort: a ledger that
 * cannot be written (a model with no price) is logged, never the generation's failure.
 */
async function recordCost(deps: GenerationDeps, row: Row, call: ProviderCall): Promise<void> {
  await recordProviderCall(deps.db, deps.pricing, {
    generationId: row.id,
    params: row.params as Record<string, unknown>,
    call,
  }).catch((error: unknown) => {
    deps.logger.warn({ err: error, generationId: row.id, call }, 'generation cost not recorded');
  });
}

async function recordProgress(
  deps: GenerationDeps,
  id: string,
  phase: EnginePhase,
  fraction: number,
) {
  await writeProgress(deps.db, id, phase, fraction).catch((error: unknown) =>
    deps.logger.warn({ err: error, id }, 'progress not written'),
  );
}

async function loadInputs(deps: GenerationDeps, row: Row): Promise<InputFiles> {
  const inputs = (row.inputs ?? []) as { role: string; fileId: string }[];
  const maskId = (row.params as { maskFileId?: string }).maskFileId;
  const wanted = [...inputs, ...(maskId ? [{ role: 'mask', fileId: maskId }] : [])];
  if (wanted.length === 0) return {};
  const rows = await deps.db
    .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(
      inArray(
        storedFiles.id,
        wanted.map((input) => input.fileId),
      ),
    );
  const keys = new Map(rows.map((file) => [file.id, file.storageKey]));
  const files: InputFiles = {};
  for (const input of wanted) {
    const key = keys.get(input.fileId);
    const data = key ? await readObject(deps.store, key) : null;
    if (data) files[input.role] = data;
  }
  return files;
}

// drizzle's rollback error is named 'DrizzleError': only its class tells it apart.
function isRollback(error: unknown): boolean {
  return error instanceof TransactionRollbackError;
}
