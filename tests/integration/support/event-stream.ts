import type { GenerationProgress } from '../../../src/contracts/generation.ts';

export interface ProgressEvents {
  /** The next `progress` event, or null once the server has closed the stream. */
  next(): Promise<GenerationProgress | null>;
  close(): void;
}

/**
 * Opens GET /ai/generations/:id/events and reads its events one at a time, as they arrive.
 * @example const events = await openProgressEvents(api.url, token, id); await events.next();
 */
export async function openProgressEvents(
  apiUrl: string,
  token: string,
  id: string,
): Promise<ProgressEvents> {
  const closed = new AbortController();
  const res = await fetch(`${apiUrl}/ai/generations/${id}/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: closed.signal,
  });
  if (!res.ok || !res.body) throw new Error(`events: ${res.status} ${await res.text()}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next() {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          if (data) return JSON.parse(data) as GenerationProgress;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += value;
      }
    },
    close() {
      closed.abort();
    },
  };
}
