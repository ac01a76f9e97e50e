import type { ApiErrorCode } from './generated.js';
import { rateLimitOf, type RateLimit } from './response.js';

/** Every error this SDK throws: catch it to catch them all. */
export class KieuError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'KieuError';
  }
}

/** An error answer of the API (4xx or 5xx), with its documented code. */
export class KieuApiError extends KieuError {
  readonly status: number;
  /** One of the documented codes; a plain string only if a newer API sends one this SDK lacks. */
  readonly code: ApiErrorCode | (string & {});
  readonly detail: string;
  /** X-Request-Id of the answer: quote it to support. */
  readonly requestId: string | null;
  /** Seconds from Retry-After (429, 503), when the answer has it. */
  readonly retryAfter: number | null;
  /** X-RateLimit-Limit, -Remaining and -Reset of the answer, when it has them. */
  readonly rateLimit: RateLimit | null;
  /** The whole error body, with `errors` on a 422. */
  readonly body: Record<string, unknown>;
  readonly headers: Headers;

  constructor(status: number, body: Record<string, unknown>, headers: Headers) {
    const message = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
    super(message);
    this.name = 'KieuApiError';
    this.status = status;
    this.code = typeof body.code === 'string' ? body.code : 'unknown';
    this.detail = typeof body.detail === 'string' ? body.detail : message;
    this.body = body;
    this.headers = headers;
    this.requestId = headers.get('x-request-id');
    this.rateLimit = rateLimitOf(headers);
    const retryAfter = Number(headers.get('retry-after'));
    this.retryAfter = headers.has('retry-after') && Number.isFinite(retryAfter) ? retryAfter : null;
  }
}

/** No answer came: the network failed, or the API could not be reached (`cause` says why). */
export class KieuConnectionError extends KieuError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'KieuConnectionError';
  }
}

/** One attempt of a request outlasted its `timeout` (milliseconds) and was abandoned. */
export class KieuRequestTimeoutError extends KieuConnectionError {
  readonly timeoutMs: number;

  constructor(timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'KieuRequestTimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** waitForJob gave up before the job ended. */
export class KieuTimeoutError extends KieuError {
  readonly jobId: string;

  constructor(jobId: string, timeoutMs: number) {
    super(`job ${jobId} had not ended after ${timeoutMs} ms`);
    this.name = 'KieuTimeoutError';
    this.jobId = jobId;
  }
}

/** Why a webhook delivery was refused by `constructEvent`. */
export type SignatureFailure =
  | 'missing_signature'
  | 'malformed_signature'
  | 'timestamp_outside_tolerance'
  | 'no_matching_signature';

/** A webhook delivery whose `Kieu-Signature` does not prove it came from the API: answer 400. */
export class KieuSignatureError extends KieuError {
  readonly reason: SignatureFailure;

  constructor(reason: SignatureFailure) {
    super(`webhook signature refused: ${reason.replaceAll('_', ' ')}`);
    this.name = 'KieuSignatureError';
    this.reason = reason;
  }
}
