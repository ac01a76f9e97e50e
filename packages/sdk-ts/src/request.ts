import { KieuApiError, KieuConnectionError, KieuRequestTimeoutError } from './errors.js';
import { rateLimitOf, type WithResponse } from './response.js';
import { backoffMs, retryDelay, sleep } from './retry.js';

/** Options every method takes as its last argument. */
export interface RequestOptions {
  /** Aborts the call, its retries and their waits: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Milliseconds each attempt may take before it is abandoned; the client's `timeout` otherwise. */
  timeout?: number;
  /** Retries after a 429, a 5xx, a network error or a timeout; the client's `maxRetries` otherwise. */
  maxRetries?: number;
  /** More headers for this call. */
  headers?: Record<string, string>;
}

/** What a request is sent with: the client's options, resolved. */
export interface Transport {
  baseUrl: string;
  token: string;
  version?: string;
  fetch: typeof fetch;
  timeout: number;
  maxRetries: number;
}

export interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: string | FormData;
  headers?: Record<string, string>;
  /** Safe to send twice: a GET or DELETE, or a POST with an Idempotency-Key (see retryDelay). */
  idempotent?: boolean;
}

/** An answer's JSON; a body that is not JSON (a proxy's page) becomes its message. */
function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** One attempt: the response and its parsed body, within `timeoutMs`, abortable by `signal`. */
async function attempt(
  transport: Transport,
  call: Call,
  headers: Record<string, string>,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<{ response: Response; body: unknown }> {
  const controller = new AbortController();
  const timeout = new KieuRequestTimeoutError(timeoutMs);
  const timer = setTimeout(() => controller.abort(timeout), timeoutMs);
  const onAbort = () => controller.abort(signal!.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await transport.fetch(`${transport.baseUrl}${call.path}`, {
      method: call.method,
      headers,
      body: call.body,
      signal: controller.signal,
    });
    // The body is read within the same timeout: a stalled body is a stalled answer.
    return { response, body: parseBody(await response.text()) };
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (controller.signal.aborted) throw timeout;
    throw new KieuConnectionError(`${call.method} ${call.path} failed: ${String(error)}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Sends a call with the token, retrying as `retryDelay` allows (a network error or a timeout only
 * when the call is idempotent), and answers its JSON with the response, or throws KieuApiError.
 */
export async function send<T>(
  transport: Transport,
  call: Call,
  options: RequestOptions = {},
): Promise<WithResponse<T>> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${transport.token}`,
    accept: 'application/json',
    ...(transport.version ? { 'kieu-version': transport.version } : {}),
    ...call.headers,
    ...options.headers,
  };
  const idempotent = call.idempotent ?? (call.method === 'GET' || call.method === 'DELETE');
  const maxRetries = options.maxRetries ?? transport.maxRetries;
  const timeoutMs = options.timeout ?? transport.timeout;
  for (let retries = 0; ; retries += 1) {
    let answer: { response: Response; body: unknown };
    try {
      answer = await attempt(transport, call, headers, timeoutMs, options.signal);
    } catch (error) {
      if (!(error instanceof KieuConnectionError) || !idempotent || retries >= maxRetries) {
        throw error;
      }
      await sleep(backoffMs(retries + 1), options.signal);
      continue;
    }
    const { response, body } = answer;
    if (response.ok) {
      return {
        data: body as T,
        response,
        requestId: response.headers.get('x-request-id'),
        rateLimit: rateLimitOf(response.headers),
      };
    }
    const delay = retries < maxRetries ? retryDelay(response, retries + 1, idempotent) : null;
    if (delay === null) {
      const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      throw new KieuApiError(response.status, fields, response.headers);
    }
    await sleep(delay, options.signal);
  }
}
