import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { EngineError, type EngineCall, type EnginePhase } from '../engine.ts';
import { reportCall } from '../fal/billing.ts';
import {
  findRequestOf,
  outcomeOrDelay,
  saveOutcome,
  saveStatus,
  saveSubmitted,
  type ProviderRequest,
} from '../fal/request-store.ts';
import { fashnCallOf } from './billing.ts';
import { isRunning, type FashnClient, type FashnPrediction } from './client.ts';
import { failedPrediction, isConfigurationError, mapFashnError } from './errors.ts';

export interface FashnContext {
  db: Db;
  client: FashnClient;
  logger: Logger;
  /** Between two status reads of a running prediction (FASHN_POLL_MS). */
  pollMs: number;
}

export interface FashnJob {
  modelName: string;
  call: EngineCall;
  /** Built only when a prediction has to be started (images as data URIs). */
  inputs: () => Promise<Record<string, unknown>>;
}

const phases = ['analysing', 'processing', 'finalising'] as const satisfies EnginePhase[];

/**
 * Runs one prediction and answers its output, the image URLs or data URIs (decision 120). The
 * prediction id is stored in `provider_requests` as soon as FASHN answers the run, so a retried
 * job (the worker died, a poll hit a 5xx) polls the same prediction instead of paying for a
 * second. The results come inline (`return_base64`) and are not kept in the row: a job resumed
 * after the prediction completed reads them again from the status, which FASHN keeps an hour.
 * An abort stops the wait; FASHN has no cancel, so the prediction is recorded as cancelled.
 */
export async function runFashnPrediction(ctx: FashnContext, job: FashnJob): Promise<string[]> {
  const sent = { run: false };
  const report = async () => {
    const row = await findRequestOf(ctx.db, job.call.generationId ?? '').catch(() => undefined);
    if (row || sent.run) await reportCall(job.call, fashnCallOf(job.modelName, row));
  };
  try {
    const output = await waitForOutput(ctx, job, sent);
    await report();
    return output;
  } catch (error) {
    // As on fal: an ended prediction or a run not taken is counted; a running one is counted by
    // the job that resumes it.
    await report();
    throw error;
  }
}

async function waitForOutput(
  ctx: FashnContext,
  job: FashnJob,
  sent: { run: boolean },
): Promise<string[]> {
  const { call, modelName } = job;
  const generationId = call.generationId;
  if (!generationId) throw new EngineError('internal');
  const log = { generationId, modelName };
  let done = 0;
  const report = (phase: EnginePhase, fraction: number) => {
    done = Math.max(done, fraction);
    call.onProgress?.(phase, done);
  };

  let row = await findRequestOf(ctx.db, generationId);
  if (row) {
    ctx.logger.info({ ...log, requestId: row.requestId }, 'fashn prediction resumed');
    if (row.completedAt && row.status !== 'OK') return outcomeOf(row);
  } else {
    stopIfAborted(call.signal);
    const inputs = await job.inputs();
    stopIfAborted(call.signal);
    sent.run = true;
    const started = await ctx.client
      .run(modelName, inputs)
      .catch((error: unknown) => fail(ctx, error, log));
    row = await saveSubmitted(ctx.db, {
      generationId,
      provider: 'fashn',
      modelId: modelName,
      requestId: started.id,
    });
    ctx.logger.info({ ...log, requestId: started.id }, 'fashn prediction started');
  }
  const requestId = row.requestId;

  for (;;) {
    await stopOnAbort(ctx, call.signal, requestId);
    const prediction = await ctx.client
      .status(requestId)
      .catch((error: unknown) => fail(ctx, error, log));
    if (prediction.status === 'completed') {
      const output = (prediction.output ?? []).filter((url) => typeof url === 'string');
      await saveOutcome(ctx.db, requestId, { status: 'OK', result: { images: output.length } });
      report(phases[2], 0.9);
      return output;
    }
    if (!isRunning(prediction.status)) {
      const error = prediction.error ?? { name: prediction.status };
      await saveOutcome(ctx.db, requestId, {
        status: 'ERROR',
        result: { error },
        error: error.name ?? prediction.status,
      });
      throw failedPrediction(error);
    }
    if (prediction.status === 'processing') {
      report(phases[1], Math.min(0.85, Math.max(done, 0.2) + 0.05));
    } else {
      report(phases[0], 0.1);
    }
    await saveStatus(ctx.db, requestId, prediction.status);
    await outcomeOrDelay(requestId, ctx.pollMs, call.signal);
  }
}

/** A prediction this generation already ended: its failure again, never a second run. */
function outcomeOf(row: ProviderRequest): never {
  if (row.status === 'CANCELLED') throw new EngineError('refused', 'generation.engine.timeout');
  const error = (row.result as { error?: FashnPrediction['error'] } | null)?.error;
  throw failedPrediction(error ?? { name: row.error ?? undefined });
}

/** Maps a FASHN error; configuration errors are logged as errors (never with the key). */
function fail(ctx: FashnContext, error: unknown, log: Record<string, string>): never {
  const mapped = mapFashnError(error);
  if (isConfigurationError(mapped)) {
    ctx.logger.error(
      { ...log, status: (error as { status?: number }).status },
      'FASHN refused the request (FASHN_API_KEY or credits): check the configuration',
    );
  }
  throw mapped;
}

function stopIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) {
    throw new EngineError('refused', 'generation.engine.timeout', { cause: signal.reason });
  }
}

/**
 * An abort while the prediction runs: FASHN documents no cancel endpoint (its SDK leaves a
 * "cancel when the API has one" note), so the wait stops, the row records the prediction as
 * cancelled, and the generation fails with the timeout message.
 */
async function stopOnAbort(ctx: FashnContext, signal: AbortSignal | undefined, requestId: string) {
  if (!signal?.aborted) return;
  await saveOutcome(ctx.db, requestId, { status: 'CANCELLED', result: null, error: 'timeout' });
  ctx.logger.warn({ requestId }, 'fashn prediction left running after the time limit');
  stopIfAborted(signal);
}
