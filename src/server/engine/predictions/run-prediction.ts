import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { Logger } from '../../logger.ts';
import { EngineError, type EngineCall, type EnginePhase } from '../engine.ts';
import { reportCall } from '../fal/billing.ts';
import { isConfigurationError } from '../fal/errors.ts';
import {
  findRequestOf,
  outcomeOrDelay,
  readRequest,
  saveOutcome,
  type ProviderRequest,
} from '../fal/request-store.ts';
import { isTerminal, type PredictionsClient } from './client.ts';
import { predictionCallOf } from './billing.ts';
import { failedPrediction, mapPredictionError } from './errors.ts';
import { bindPrediction, PENDING_PREFIX, savePending, savePrediction } from './store.ts';

export interface PredictionsContext {
  db: Db;
  logger: Logger;
  provider: 'replicate' | 'cog';
  /** Between GETs of a running prediction (Replicate); Cog reports by webhook only. */
  pollMs: number;
  /** The URL the provider calls back for the request stored under `requestId`. */
  webhookUrl: (requestId: string) => string | undefined;
}

/** How often the row is read while waiting: a webhook taken by any API process ends the wait. */
const ROW_CHECK_MS = 250;

const phasesOf = {
  image: ['analysing', 'processing', 'finalising'],
  video: ['composition', 'motion', 'rendering'],
} as const satisfies Record<string, readonly EnginePhase[]>;

/** Cog's documented id shape: 16 random bytes, base32, lower case, no padding (26 characters). */
function cogPredictionId(): string {
  const bytes = randomBytes(16);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      id += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? id + alphabet[(value << (5 - bits)) & 31] : id;
}

/**
 * Runs one prediction and answers its output (decision 061). The request is stored before it
 * is sent, so a job retried after a crash finds it: a Cog request is sent again under the same
 * id (the PUT is idempotent, the running prediction is kept), a Replicate one is read by its
 * prediction id. Waiting reads the row (a webhook records the outcome there) and, on Replicate,
 * GETs the prediction every `pollMs`. A timeout cancels the prediction and fails with the
 * timeout message.
 */
export async function runPrediction(ctx: PredictionsContext, job: PredictionJob): Promise<unknown> {
  const sent = { create: false };
  const report = async () => {
    const row = await findRequestOf(ctx.db, job.call.generationId ?? '').catch(() => undefined);
    if (row || sent.create) {
      await reportCall(job.call, predictionCallOf(ctx.provider, job.modelId, row));
    }
  };
  try {
    const output = await waitForOutput(ctx, job, sent);
    await report();
    return output;
  } catch (error) {
    // As on fal: an ended prediction or a create not taken is counted, a running one is not.
    await report();
    throw error;
  }
}

interface PredictionJob {
  client: PredictionsClient;
  modelId: string;
  kind: 'image' | 'video';
  call: EngineCall;
  input: () => Promise<unknown>;
}

async function waitForOutput(
  ctx: PredictionsContext,
  job: PredictionJob,
  sent: { create: boolean },
): Promise<unknown> {
  const { call, client } = job;
  const generationId = call.generationId;
  if (!generationId) throw new EngineError('internal');
  const phases = phasesOf[job.kind];
  let done = 0;
  let shown: EnginePhase | undefined;
  // Reported when it changes only: the wait loops every 250 ms.
  const report = (phase: EnginePhase, fraction: number) => {
    const next = Math.max(done, fraction);
    if (phase === shown && next === done) return;
    done = next;
    shown = phase;
    call.onProgress?.(phase, done);
  };
  const log = { generationId, provider: ctx.provider };

  let row = await findRequestOf(ctx.db, generationId);
  if (row) ctx.logger.info({ ...log, requestId: row.requestId }, 'prediction resumed');
  if (row?.completedAt) return outcomeOf(row);
  // Sent again: Cog's PUT under the stored id (idempotent), or a Replicate create that never
  // answered (no prediction id came back, nor a `start` webhook naming one).
  if (!row || ctx.provider === 'cog' || row.requestId.startsWith(PENDING_PREFIX)) {
    await stopIfAborted(ctx, call.signal, client, row);
    const input = await job.input();
    row ??= await savePending(ctx.db, {
      generationId,
      provider: ctx.provider,
      modelId: job.modelId,
      requestId: ctx.provider === 'cog' ? cogPredictionId() : `${PENDING_PREFIX}${randomUUID()}`,
    });
    const sentAs = row.requestId;
    sent.create = true;
    const prediction = await client
      .create({ id: sentAs, input, webhookUrl: ctx.webhookUrl(sentAs) })
      .catch((error: unknown) => fail(ctx, error, log));
    if (prediction.id !== sentAs) await bindPrediction(ctx.db, sentAs, prediction.id);
    row = (await readRequest(ctx.db, prediction.id)) ?? row;
    ctx.logger.info({ ...log, requestId: prediction.id, modelId: job.modelId }, 'prediction sent');
    if (isTerminal(prediction.status)) await savePrediction(ctx.db, prediction.id, prediction);
  }
  const requestId = row.requestId;

  let nextPollAt = Date.now() + ctx.pollMs;
  for (;;) {
    await stopIfAborted(ctx, call.signal, client, row);
    const current = await readRequest(ctx.db, requestId);
    if (current?.completedAt) return outcomeOf(current);
    if (current?.status === 'processing') report(phases[1], 0.5);
    else report(phases[0], 0.1);
    if (client.get && Date.now() >= nextPollAt) {
      nextPollAt = Date.now() + ctx.pollMs;
      const prediction = await client
        .get(requestId)
        .catch((error: unknown) => fail(ctx, error, log));
      await savePrediction(ctx.db, requestId, prediction);
      continue;
    }
    await outcomeOrDelay(requestId, Math.min(ROW_CHECK_MS, ctx.pollMs), call.signal);
  }

  function outcomeOf(stored: ProviderRequest): unknown {
    report(phases[2], 0.9);
    const result = stored.result as { output?: unknown } | null;
    if (stored.status === 'OK') return result?.output ?? null;
    if (stored.status === 'CANCELLED') {
      throw new EngineError(
        'refused',
        stored.error === 'timeout'
          ? 'generation.engine.timeout'
          : 'generation.engine.providerFailed',
      );
    }
    throw failedPrediction(stored.error);
  }
}

/** Maps a provider error; configuration errors are logged as errors (never with the token). */
function fail(ctx: PredictionsContext, error: unknown, log: Record<string, string>): never {
  const mapped = mapPredictionError(error);
  if (isConfigurationError(mapped)) {
    ctx.logger.error(
      { ...log, status: (error as { status?: number }).status },
      `${ctx.provider} refused the request (token or model): check the configuration`,
    );
  }
  throw mapped;
}

/**
 * A timeout (or any abort) cancels the prediction, records it cancelled and fails with the
 * timeout message; the cancel is best effort (the prediction may have finished first).
 */
async function stopIfAborted(
  ctx: PredictionsContext,
  signal: AbortSignal | undefined,
  client: PredictionsClient,
  request: ProviderRequest | undefined,
): Promise<void> {
  if (!signal?.aborted) return;
  if (request && !request.requestId.startsWith(PENDING_PREFIX)) {
    await client.cancel(request.requestId).catch((error: unknown) => {
      ctx.logger.warn(
        { requestId: request.requestId, status: (error as { status?: number }).status },
        'prediction cancel not taken',
      );
    });
    await saveOutcome(ctx.db, request.requestId, {
      status: 'CANCELLED',
      result: null,
      error: 'timeout',
    });
    ctx.logger.warn({ requestId: request.requestId }, 'prediction cancelled after the time limit');
  }
  throw new EngineError('refused', 'generation.engine.timeout', { cause: signal.reason });
}
