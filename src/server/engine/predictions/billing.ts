import type { ProviderCall } from '../engine.ts';
import type { ProviderRequest } from '../fal/request-store.ts';
import { PENDING_PREFIX } from './store.ts';

/**
 * What Replicate or a Cog machine bills for a prediction (decision 066):
 * - Replicate bills a public model's run time: "you only pay for the time it's active
 *   processing your requests" (replicate.com/docs/topics/billing), a canceled prediction "for
 *   the time the prediction ran before it was canceled", an aborted one not at all
 *   (replicate.com/docs/topics/predictions/lifecycle). A failed prediction ran too, so it is
 *   billed for its `predict_time`; one that never ran (no time reported) is not.
 * - A Cog container is our own GPU, paid while it runs: the same rule.
 * - A create that was never taken (pending id, or Cog's PUT refused) is not billed.
 */
export function predictionCallOf(
  provider: 'replicate' | 'cog',
  modelId: string,
  request: ProviderRequest | undefined,
): ProviderCall | undefined {
  const notAccepted = { engine: provider, model: modelId, outcome: 'not-accepted' as const };
  if (!request || request.requestId.startsWith(PENDING_PREFIX)) {
    return { ...notAccepted, billed: false };
  }
  if (!request.completedAt) {
    return request.status === 'SUBMITTING' ? { ...notAccepted, billed: false } : undefined;
  }
  const stored = request.result as { predictTime?: unknown; output?: unknown } | null;
  const seconds = typeof stored?.predictTime === 'number' ? stored.predictTime : undefined;
  const base = { engine: provider, model: modelId, requestId: request.requestId };
  if (request.status === 'OK') {
    const output = stored?.output;
    const images = Array.isArray(output) ? output.length : undefined;
    return { ...base, outcome: 'ok', billed: true, gpuSeconds: seconds, images };
  }
  return {
    ...base,
    outcome: request.status === 'CANCELLED' ? 'cancelled' : 'failed',
    billed: seconds !== undefined && seconds > 0,
    gpuSeconds: seconds,
  };
}
