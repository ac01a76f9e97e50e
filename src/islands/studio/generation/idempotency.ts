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

/**
 * The next attempt of a submit whose request is prepared in steps (the catalogue copies samples
 * into the library before it submits): an identical submit after no answer keeps the key and
 * what the earlier attempt prepared, so it asks for exactly what the server may already have.
 */
export function nextAttempt<T>(
  previous: (SubmitAttempt & { prepared?: T }) | null,
  body: string,
  fresh: () => string,
): SubmitAttempt & { prepared?: T } {
  const key = idempotencyKeyFor(previous, body, fresh);
  const kept = previous?.key === key ? previous.prepared : undefined;
  return kept === undefined
    ? { key, body, unanswered: false }
    : { key, body, unanswered: false, prepared: kept };
}

/**
 * A random v4 UUID for an Idempotency-Key. `crypto.randomUUID` exists only in secure
 * contexts (https or localhost); elsewhere the same format is built from getRandomValues.
 */
export function newIdempotencyKey(
  source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto,
): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
