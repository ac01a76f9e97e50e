import type { Db } from '../../db/database.ts';
import { saveOutcome } from '../../engine/fal/request-store.ts';

/**
 * fal's webhook body (https://docs.fal.ai/model-endpoints/webhooks): `{ request_id,
 * gateway_request_id, status: "OK" | "ERROR", payload, error }`; `payload` is the model's output
 * (or the error details), null with a `payload_error` when it could not be serialised.
 */
interface FalWebhookBody {
  request_id?: unknown;
  status?: unknown;
  payload?: unknown;
  error?: unknown;
  payload_error?: unknown;
}

export type WebhookOutcome = 'recorded' | 'duplicate' | 'unknown' | 'invalid';

/**
 * Records the outcome of one of our fal requests once; the job waiting on it reads the row and
 * finishes. A second delivery (fal retries until it gets a 2xx) changes nothing.
 */
export async function recordFalWebhook(db: Db, body: unknown): Promise<WebhookOutcome> {
  const delivery = (body ?? {}) as FalWebhookBody;
  if (typeof delivery.request_id !== 'string' || delivery.request_id === '') return 'invalid';
  if (delivery.status !== 'OK' && delivery.status !== 'ERROR') return 'invalid';
  const failed = delivery.status === 'ERROR' || delivery.payload == null;
  const error = failed
    ? String(delivery.error ?? delivery.payload_error ?? 'no payload').slice(0, 500)
    : null;
  return saveOutcome(db, delivery.request_id, {
    status: failed ? 'ERROR' : 'OK',
    result: delivery.payload ?? null,
    error,
  });
}
