import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { providerRequests } from '../../db/schema.ts';
import { saveOutcome, saveStatus, type ProviderRequest } from '../fal/request-store.ts';
import { isTerminal, type Prediction } from './client.ts';

/** A Replicate request whose create has not answered yet carries this kind of id. */
export const PENDING_PREFIX = 'pending-';

/**
 * Records the request before it is sent (decision 061): Cog's under the id the PUT will use,
 * Replicate's under a pending id that the create's answer (or the `start` webhook) replaces.
 */
export async function savePending(
  db: Db,
  request: { generationId: string; provider: string; modelId: string; requestId: string },
): Promise<ProviderRequest> {
  const [row] = await db
    .insert(providerRequests)
    .values({ ...request, status: 'SUBMITTING' })
    .returning();
  return row!;
}

/** Gives a pending request its prediction id; false when it already had one. */
export async function bindPrediction(db: Db, pendingId: string, predictionId: string) {
  const updated = await db
    .update(providerRequests)
    .set({ requestId: predictionId, status: 'starting', updatedAt: new Date() })
    .where(and(eq(providerRequests.requestId, pendingId), isNull(providerRequests.completedAt)))
    .returning({ id: providerRequests.id });
  return updated.length > 0;
}

const outcomes = { succeeded: 'OK', failed: 'ERROR', canceled: 'CANCELLED' } as const;

/**
 * Records what a prediction says, from a poll, the create's answer or a webhook: a terminal
 * status once ('recorded', then 'duplicate'), a running one as the row's status.
 */
export async function savePrediction(
  db: Db,
  requestId: string,
  prediction: Prediction,
): Promise<'recorded' | 'duplicate' | 'unknown' | 'running'> {
  if (!isTerminal(prediction.status)) {
    await saveStatus(db, requestId, prediction.status);
    return 'running';
  }
  const status = outcomes[prediction.status as keyof typeof outcomes];
  const error = prediction.error == null ? null : String(prediction.error).slice(0, 500);
  return saveOutcome(db, requestId, {
    status,
    // The output (URLs, or a Cog data URL) is kept so a retried job downloads it again.
    result: {
      id: prediction.id ?? requestId,
      status: prediction.status,
      output: prediction.output ?? null,
      error,
      // The run time the provider bills (decision 066).
      predictTime: predictSeconds(prediction),
    },
    error,
  });
}

/**
 * The seconds a prediction ran: Replicate's and Cog's `metrics.predict_time`, else the time
 * between `started_at` and `completed_at`; null when neither is given.
 */
export function predictSeconds(prediction: Prediction): number | null {
  const reported = prediction.metrics?.predict_time;
  if (typeof reported === 'number' && Number.isFinite(reported) && reported >= 0) return reported;
  const started = Date.parse(String(prediction.started_at ?? ''));
  const completed = Date.parse(String(prediction.completed_at ?? ''));
  if (Number.isNaN(started) || Number.isNaN(completed) || completed < started) return null;
  return (completed - started) / 1000;
}
