import type { Db } from '../../db/database.ts';
import type { Prediction } from '../../engine/predictions/client.ts';
import { bindPrediction, PENDING_PREFIX, savePrediction } from '../../engine/predictions/store.ts';

const statuses = new Set(['starting', 'processing', 'succeeded', 'failed', 'canceled']);

export type PredictionWebhookOutcome = 'recorded' | 'duplicate' | 'unknown' | 'running' | 'invalid';

/**
 * Records a Replicate or Cog webhook (the prediction object as the body, decision 061) on the
 * request stored under `requestId`; a Replicate request still pending (its create never
 * answered) is first given the prediction's id. A terminal status is recorded once; a second
 * delivery changes nothing.
 */
export async function recordPredictionWebhook(
  db: Db,
  requestId: string,
  body: unknown,
): Promise<PredictionWebhookOutcome> {
  const prediction = (body ?? {}) as Prediction;
  if (typeof prediction.status !== 'string' || !statuses.has(prediction.status)) return 'invalid';
  let id = requestId;
  if (prediction.id !== undefined && prediction.id !== requestId) {
    // Only a pending Replicate request takes another id (its prediction's); for any other
    // request the body must name the request the URL names.
    if (typeof prediction.id !== 'string' || !requestId.startsWith(PENDING_PREFIX)) {
      return 'invalid';
    }
    await bindPrediction(db, requestId, prediction.id);
    id = prediction.id;
  }
  return savePrediction(db, id, prediction);
}
