/** The first retry waits about this long, each next one twice as long... */
const initialDelayMs = 500;
/** ...up to this. */
const maxBackoffMs = 8_000;
/** A Retry-After longer than this is not waited for: the error is thrown with its `retryAfter`. */
export const maxRetryAfterMs = 60_000;

/**
 * Milliseconds a Retry-After header asks for: delay-seconds or an HTTP date (RFC 9110 §10.2.3);
 * null when absent or unreadable.
 */
export function retryAfterMs(header: string | null, nowMs = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - nowMs);
}

/** Exponential backoff with jitter for the retry after `attempt` failures (1 for the first). */
export function backoffMs(attempt: number, random = Math.random): number {
  const ceiling = Math.min(maxBackoffMs, initialDelayMs * 2 ** (attempt - 1));
  return ceiling * (0.75 + 0.25 * random());
}

/**
 * How long to wait before retrying an answer, or null when it must not be retried.
 * - 429: the API refused before doing anything (every 429 code of the document), so any request
 *   is retried, after Retry-After.
 * - 5xx: the request may have been carried out, so only one that is safe to repeat (`idempotent`:
 *   a GET or DELETE, or a POST carrying an Idempotency-Key) is retried, after Retry-After when the
 *   answer has one, else after the backoff.
 * A Retry-After beyond `maxRetryAfterMs` is never waited for.
 */
export function retryDelay(
  answer: { status: number; headers: Headers },
  attempt: number,
  idempotent: boolean,
): number | null {
  const retryable = answer.status === 429 || (answer.status >= 500 && idempotent);
  if (!retryable) return null;
  const asked = retryAfterMs(answer.headers.get('retry-after'));
  if (asked === null) return backoffMs(attempt);
  return asked <= maxRetryAfterMs ? asked : null;
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
