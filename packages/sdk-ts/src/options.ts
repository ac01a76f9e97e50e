// The options of the client and of its calls, and what its methods share to build a request.
import type { RequestOptions } from './request.js';
import type { ApiVersion } from './types.js';

export interface KieuClientOptions {
  /** The API's address, e.g. https://api.kieu.studio */
  baseUrl: string;
  /** An API token: ks_live_… */
  token: string;
  /** Kieu-Version to follow; without it, the newest version on the day the token was made. */
  version?: ApiVersion;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Milliseconds each attempt of a request may take; default 120000 (a `wait` holds up to 60 s). */
  timeout?: number;
  /** Retries of a request after a 429, a 5xx, a network error or a timeout; default 2. */
  maxRetries?: number;
}

export interface IdempotentOptions extends RequestOptions {
  /**
   * Idempotency-Key: a repeat with the same key and body returns the first answer. Without it, the
   * SDK makes one per call, so its own retries never submit twice; give your own to make a retry
   * after a crash or a restart safe too.
   */
  idempotencyKey?: string;
}

export interface SubmitOptions extends IdempotentOptions {
  /** Prefer: wait=N, 1 to 60 seconds: answer once the job ends or N seconds pass. */
  wait?: number;
  /** Cancel-After: `90`, `30s`, `5m`, `2h`, or seconds as a number. */
  cancelAfter?: string | number;
}

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  signal?: AbortSignal;
}

/** A version 4 UUID from the platform's random source (no `node:crypto`: browsers too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `sdk-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `?name=value&…` of the values given, or nothing when none is. */
export function queryString(query: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.size > 0 ? `?${search}` : '';
}
