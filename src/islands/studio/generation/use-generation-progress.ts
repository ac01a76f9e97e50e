import { useEffect, useState } from 'react';
import type { GenerationProgress } from '../../../contracts/generation.ts';
import { fetchProgress, isFinal, streamProgress } from './generation-api.ts';

/** How often the fallback polls GET /ai/generations/:id. */
export const POLL_MS = 2000;

/**
 * Follows a generation until it succeeds or fails: the server-sent events first, then
 * polling every 2 s if the stream fails or closes before a final status. Null id: idle.
 */
export function useGenerationProgress(id: string | null): GenerationProgress | null {
  const [progress, setProgress] = useState<GenerationProgress | null>(null);

  useEffect(() => {
    setProgress(null);
    if (!id) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = (next: GenerationProgress) => {
      if (!controller.signal.aborted) setProgress(next);
    };

    const poll = async () => {
      if (controller.signal.aborted) return;
      try {
        const next = await fetchProgress(id);
        update(next);
        if (isFinal(next)) return;
      } catch {
        // A failed poll is retried on the next tick; the generation itself carries on.
      }
      timer = setTimeout(() => void poll(), POLL_MS);
    };

    void streamProgress(id, update, controller.signal)
      .catch(() => false)
      .then((finished) => {
        if (!finished && !controller.signal.aborted) void poll();
      });

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id]);

  return progress;
}
