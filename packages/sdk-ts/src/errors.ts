import type { ApiErrorCode } from './generated.ts';

/** An error answer of the API (4xx or 5xx), with its documented code. */
export class KieuApiError extends Error {
  readonly status: number;
  /** One of the documented codes; a plain string only if a newer API sends one this SDK lacks. */
  readonly code: ApiErrorCode | (string & {});
  readonly detail: string;
  /** X-Request-Id of the answer: quote it to support. */
  readonly requestId: string | null;
  /** Seconds from Retry-After (429, 503), when the answer has it. */
  readonly retryAfter: number | null;
  /** The whole error body, with `errors` on a 422. */
  readonly body: Record<string, unknown>;

  constructor(status: number, body: Record<string, unknown>, headers: Headers) {
    const message = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
    super(message);
    this.name = 'KieuApiError';
    this.status = status;
    this.code = typeof body.code === 'string' ? body.code : 'unknown';
    this.detail = typeof body.detail === 'string' ? body.detail : message;
    this.body = body;
    this.requestId = headers.get('x-request-id');
    const retryAfter = Number(headers.get('retry-after'));
    this.retryAfter = headers.has('retry-after') && Number.isFinite(retryAfter) ? retryAfter : null;
  }
}

/** waitForJob gave up before the job ended. */
export class KieuTimeoutError extends Error {
  constructor(
    readonly jobId: string,
    timeoutMs: number,
  ) {
    super(`job ${jobId} had not ended after ${timeoutMs} ms`);
    this.name = 'KieuTimeoutError';
  }
}
