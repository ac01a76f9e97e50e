import type { EngineCall, ProviderCall } from '../engine.ts';
import type { ProviderRequest } from './request-store.ts';

/**
 * What fal bills for a request (decision 066), from fal's own pages:
 * - "You pay only for successful outputs, and you are never charged for server errors or time
 *   spent waiting in the queue" (docs.fal.ai/documentation/model-apis/pricing);
 * - "Server errors (HTTP 500+) are never charged … invalid inputs (HTTP 422) may still be charged
 *   if a runner spent GPU time processing the request" (docs.fal.ai/faq).
 * So: a completed request is billed; a request that ended with a 422-style error (the input or
 * content policy, found by the runner) is counted as billed, since it may be; a runner or
 * server error, a cancel and a submit fal never accepted are not.
 */
export function falCallOf(
  modelId: string,
  request: ProviderRequest | undefined,
  payload?: unknown,
): ProviderCall | undefined {
  if (!request) return { engine: 'fal', model: modelId, outcome: 'not-accepted', billed: false };
  const base = { engine: 'fal' as const, model: request.modelId, requestId: request.requestId };
  if (!request.completedAt) return undefined;
  if (request.status === 'OK') {
    return { ...base, outcome: 'ok', billed: true, images: imagesOf(payload ?? request.result) };
  }
  if (request.status === 'CANCELLED') return { ...base, outcome: 'cancelled', billed: false };
  return { ...base, outcome: 'failed', billed: runnerRefusedInput(request.result) };
}

/** fal's 422 body: `detail` is a list of `{ loc, msg, type }` (validation or content policy). */
function runnerRefusedInput(result: unknown): boolean {
  const detail = (result as { detail?: unknown } | null)?.detail;
  return Array.isArray(detail) && detail.length > 0;
}

function imagesOf(payload: unknown): number | undefined {
  const images = (payload as { images?: unknown } | null)?.images;
  return Array.isArray(images) ? images.length : undefined;
}

/** Tells the call's listener; a listener's failure never fails the generation. */
export async function reportCall(call: EngineCall, provider: ProviderCall | undefined) {
  if (provider) await call.onProviderCall?.(provider).catch(() => undefined);
}
