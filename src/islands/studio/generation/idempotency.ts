/** The last submit of a screen: its key, its body and whether its outcome is unknown. */
export interface SubmitAttempt {
  key: string;
  body: string;
  /** True when no answer came back (network failure or timeout): the server may have it. */
  unanswered: boolean;
}

/**
 * The Idempotency-Key of a submit: the same key when the user repeats an identical submit
 * whose answer never arrived (the server may have queued it, so it must not charge twice),
 * a fresh one for every new action.
 * @example idempotencyKeyFor(null, '{"params":{}}', () => crypto.randomUUID())
 */
export function idempotencyKeyFor(
  previous: SubmitAttempt | null,
  body: string,
  fresh: () => string,
): string {
  if (previous && previous.unanswered && previous.body === body) return previous.key;
  return fresh();
}
