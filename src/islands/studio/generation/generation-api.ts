import {
  generatePath,
  type Estimate,
  type GenerateRequest,
  type GenerateResponse,
  type GenerationProgress,
} from '../../../contracts/generation.ts';
import { costQuery } from '../../../contracts/option-credits.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { api, apiUrl, authHeaders } from '../../../lib/api-client.ts';
import { parseSse } from './sse.ts';

export const generationKeys = {
  /** Every estimate of a tool, whatever its options (a submit changes the balance of all). */
  estimates: (tool: StudioTool) => ['generation', 'estimate', tool] as const,
  estimate: (tool: StudioTool, options: string) =>
    ['generation', 'estimate', tool, options] as const,
};

/** The estimate of a tool with the options that change its credits (decision 065). */
export const fetchEstimate = (tool: StudioTool, options: Record<string, unknown> = {}) =>
  api.get<Estimate>(`/ai/estimate?tool=${encodeURIComponent(tool)}${costQuery(options)}`);

/** POST the tool's submit with its Idempotency-Key (a repeat answers the first generation). */
export const submitGeneration = (tool: StudioTool, request: GenerateRequest, key: string) =>
  api.post<GenerateResponse>(generatePath(tool), request, {
    headers: { 'Idempotency-Key': key },
  });

export const fetchProgress = (id: string) =>
  api.get<GenerationProgress>(`/ai/generations/${encodeURIComponent(id)}`);

export const isFinal = (progress: GenerationProgress) => progress.status !== 'processing';

/**
 * Reads GET /ai/generations/:id/events with fetch (EventSource cannot send the Bearer
 * header), calling `onProgress` for each `progress` event. Resolves true once a final status
 * arrived, false when the stream ended before one (the caller then polls).
 */
export async function streamProgress(
  id: string,
  onProgress: (progress: GenerationProgress) => void,
  signal: AbortSignal,
): Promise<boolean> {
  const response = await fetch(apiUrl(`/ai/generations/${encodeURIComponent(id)}/events`), {
    headers: { Accept: 'text/event-stream', ...authHeaders() },
    signal,
  });
  if (!response.ok || !response.body) return false;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return false;
    const { events, rest } = parseSse(buffer + value);
    buffer = rest;
    for (const event of events) {
      if (event.event !== 'progress') continue;
      const progress = JSON.parse(event.data) as GenerationProgress;
      onProgress(progress);
      if (isFinal(progress)) {
        await reader.cancel().catch(() => {});
        return true;
      }
    }
  }
}
