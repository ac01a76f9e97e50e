import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { EngineError, type EngineCall, type EnginePhase } from '../engine.ts';
import { falCallOf, reportCall } from './billing.ts';
import { isConfigurationError, mapFalError, providerFailure } from './errors.ts';
import type { FalQueueClient } from './queue-client.ts';
import {
  findRequestOf,
  outcomeOrDelay,
  readRequest,
  saveOutcome,
  saveStatus,
  saveSubmitted,
  type ProviderRequest,
} from './request-store.ts';

export interface FalContext {
  db: Db;
  client: FalQueueClient;
  logger: Logger;
  pollMs: number;
  /** Handed to fal as `fal_webhook` when the API has a public URL. */
  webhookUrl?: string;
}

/** How often the row is read between status polls: a webhook taken elsewhere ends the wait. */
const ROW_CHECK_MS = 500;

const phasesOf = {
  image: ['analysing', 'processing', 'finalising'],
  video: ['composition', 'motion', 'rendering'],
} as const satisfies Record<string, readonly EnginePhase[]>;

/**
 * Runs one request on fal and answers the model's output (decision 018). The request is
 * recorded in `provider_requests` as soon as fal accepts it, so a retried job (the worker died)
 * waits on the same request instead of submitting again. Waiting polls the queue status every
 * `pollMs` and reads the row every half second (at once when this process took the webhook),
 * so a webhook that recorded the outcome first ends the wait. A timeout sends the cancel to fal and fails with the timeout message.
 */
export async function runRequest(ctx: FalContext, job: FalJob): Promise<unknown> {
  let payload: unknown;
  const sent = { submit: false };
  try {
    payload = await waitForOutcome(ctx, job, sent);
  } catch (error) {
    // The request's end (or a submit fal did not take) is a call to count; a request still
    // running when the job stops is counted by the run that resumes it (decision 066).
    const request = await findRequestOf(ctx.db, job.call.generationId ?? '').catch(() => undefined);
    if (request || sent.submit) await reportCall(job.call, falCallOf(job.modelId, request));
    throw error;
  }
  const request = await findRequestOf(ctx.db, job.call.generationId ?? '');
  await reportCall(job.call, falCallOf(job.modelId, request, payload));
  return payload;
}

interface FalJob {
  modelId: string;
  kind: 'image' | 'video';
  call: EngineCall;
  /** Built only when a request has to be submitted (images as data URIs). */
  input: () => Promise<unknown>;
}

async function waitForOutcome(
  ctx: FalContext,
  job: FalJob,
  sent: { submit: boolean },
): Promise<unknown> {
  const { call, modelId } = job;
  const generationId = call.generationId;
  if (!generationId) throw new EngineError('internal');
  const phases = phasesOf[job.kind];
  let done = 0;
  const report = (phase: EnginePhase, fraction: number) => {
    done = Math.max(done, fraction);
    call.onProgress?.(phase, done);
  };

  let request = await findRequestOf(ctx.db, generationId);
  if (request) {
    ctx.logger.info({ generationId, requestId: request.requestId }, 'fal request resumed');
  } else {
    await stopIfAborted(ctx, call.signal, undefined);
    const input = await job.input();
    sent.submit = true;
    const submitted = await ctx.client
      .submit(modelId, input, ctx.webhookUrl)
      .catch((error: unknown) => fail(ctx, error, generationId, modelId));
    request = await saveSubmitted(ctx.db, {
      generationId,
      provider: 'fal',
      modelId,
      requestId: submitted.request_id,
    });
    ctx.logger.info(
      { generationId, requestId: request.requestId, modelId },
      'fal request submitted',
    );
  }
  const requestId = request.requestId;

  let nextStatusAt = 0;
  for (;;) {
    await stopIfAborted(ctx, call.signal, request);
    const row = await readRequest(ctx.db, requestId);
    if (row?.completedAt) return outcomeOf(row);
    if (Date.now() < nextStatusAt) {
      await outcomeOrDelay(requestId, Math.min(ROW_CHECK_MS, ctx.pollMs), call.signal);
      continue;
    }
    nextStatusAt = Date.now() + ctx.pollMs;
    const status = await ctx.client
      .status(modelId, requestId)
      .catch((error: unknown) => fail(ctx, error, generationId, modelId));
    if (status.status === 'IN_QUEUE') {
      report(phases[0], 0.1);
    } else if (status.status === 'IN_PROGRESS') {
      report(phases[1], Math.min(0.85, Math.max(done, 0.2) + 0.05));
    } else if (status.status === 'COMPLETED') {
      if (status.error) {
        await saveOutcome(ctx.db, requestId, {
          status: 'ERROR',
          result: null,
          error: status.error,
        });
        throw providerFailure(null);
      }
      let payload: unknown;
      try {
        payload = await ctx.client.result(modelId, requestId);
      } catch (error) {
        const mapped = mapFalError(error);
        if (mapped instanceof EngineError) {
          const body = (error as { body?: unknown }).body ?? null;
          await saveOutcome(ctx.db, requestId, { status: 'ERROR', result: body, error: 'result' });
        }
        return fail(ctx, error, generationId, modelId);
      }
      await saveOutcome(ctx.db, requestId, { status: 'OK', result: payload });
      report(phases[2], 0.9);
      // A webhook may have recorded it a moment earlier: the stored outcome is the one kept.
      const stored = await readRequest(ctx.db, requestId);
      return stored?.completedAt ? outcomeOf(stored) : payload;
    }
    await saveStatus(ctx.db, requestId, status.status);
    await outcomeOrDelay(requestId, Math.min(ROW_CHECK_MS, ctx.pollMs), call.signal);
  }

  function outcomeOf(row: ProviderRequest): unknown {
    report(phases[2], 0.9);
    if (row.status === 'OK') return row.result;
    if (row.status === 'CANCELLED') throw new EngineError('refused', 'generation.engine.timeout');
    throw providerFailure(row.result);
  }
}

/** Maps a provider error; configuration errors are logged as errors (never with the key). */
function fail(ctx: FalContext, error: unknown, generationId: string, modelId: string): never {
  const mapped = mapFalError(error);
  if (isConfigurationError(mapped)) {
    ctx.logger.error(
      { generationId, modelId, status: (error as { status?: number }).status },
      'fal refused the API key (FAL_KEY): check the configuration',
    );
  }
  throw mapped;
}

/**
 * A timeout (or any abort) cancels the request at fal, records it cancelled and fails the
 * generation with the timeout message; the cancel is best effort (fal answers
 * ALREADY_COMPLETED when it finished first).
 */
async function stopIfAborted(
  ctx: FalContext,
  signal: AbortSignal | undefined,
  request: ProviderRequest | undefined,
): Promise<void> {
  if (!signal?.aborted) return;
  if (request) {
    await ctx.client.cancel(request.modelId, request.requestId).catch((error: unknown) => {
      ctx.logger.warn(
        { requestId: request.requestId, status: (error as { status?: number }).status },
        'fal cancel not taken',
      );
    });
    await saveOutcome(ctx.db, request.requestId, {
      status: 'CANCELLED',
      result: null,
      error: 'timeout',
    });
    ctx.logger.warn({ requestId: request.requestId }, 'fal request cancelled after the time limit');
  }
  throw new EngineError('refused', 'generation.engine.timeout', { cause: signal.reason });
}
