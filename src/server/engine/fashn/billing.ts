import type { ProviderCall } from '../engine.ts';
import type { ProviderRequest } from '../fal/request-store.ts';

/**
 * What FASHN bills for a prediction (decision 120): credits per output image of a completed
 * prediction; "you will not be charged for failed attempts" (the try-on page's PipelineError
 * row); a run FASHN refused issued no prediction. FASHN has no cancel endpoint, so a prediction
 * we stopped waiting for (a timeout) may still complete and be charged: counted as billed.
 */
export function fashnCallOf(
  modelName: string,
  request: ProviderRequest | undefined,
): ProviderCall | undefined {
  if (!request)
    return { engine: 'fashn', model: modelName, outcome: 'not-accepted', billed: false };
  if (!request.completedAt) return undefined;
  const base = { engine: 'fashn' as const, model: request.modelId, requestId: request.requestId };
  if (request.status === 'OK') {
    const images = (request.result as { images?: unknown } | null)?.images;
    return {
      ...base,
      outcome: 'ok',
      billed: true,
      ...(typeof images === 'number' ? { images } : {}),
    };
  }
  if (request.status === 'CANCELLED') return { ...base, outcome: 'cancelled', billed: true };
  return { ...base, outcome: 'failed', billed: false };
}
