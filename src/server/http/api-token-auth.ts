import type { Context, MiddlewareHandler } from 'hono';
import type { StudioTool } from '../../contracts/studio.ts';
import type { AppBindings, AppDeps } from '../app-deps.ts';
import {
  authenticateApiToken,
  type ApiCaller,
} from '../services/api-tokens/authenticate-api-token.ts';
import { publicApiErrors } from '../services/public-api/public-api-errors.ts';
import { bufferApiCall } from '../services/public-api/api-call-buffer.ts';
import { apiVersionAt, isApiVersion } from '../services/public-api/api-versions.ts';
import { countApiCall, type CountedCall } from '../services/public-api/count-api-call.ts';
import type { FoundJob } from '../services/public-api/count-and-read-job.ts';
import { AppError } from './app-error.ts';
import { applyBodyLimit } from './size-limits.ts';

export type ApiBindings = {
  Variables: AppBindings['Variables'] & {
    caller: ApiCaller;
    /** The API version the call follows: its Kieu-Version, or its token's (decision 083). */
    apiVersion: string;
    /** The service a call concerns, when it names one; the usage statistics count by it. */
    apiService: StudioTool | null;
    /** The job a `countWith` read along with the count (GET /v1/jobs/{id}, decision 107). */
    countedJob?: FoundJob | null;
  };
};

/**
 * Counts the call in a statement of the operation's own, which may read what the operation needs
 * in the same round trip (decision 107); it must count exactly as `countApiCall` does.
 */
export type CountWith = (
  c: Context<ApiBindings>,
  caller: ApiCaller,
  now: Date,
) => Promise<CountedCall>;

/**
 * The public API's guard for one operation: the token (401), then the token's requests in this
 * calendar minute, counted in the database so every API process shares one limit (429 with
 * Retry-After), then the API version it asks for (400, decision 083), then the token's
 * permission for the operation's service (403), then the body's size (413, decision 128). Each call the token makes, refused or not, is
 * recorded for the usage statistics with its status and error code, in batches off the
 * request's path (decision 069).
 * @example app.openapi(createRoute({ ..., middleware: [apiTokenAuth(deps, 'get-job')] }), handler)
 */
export function apiTokenAuth(
  deps: Pick<AppDeps, 'database' | 'env' | 'clock' | 'logger'>,
  operation: string,
  service: StudioTool | null = null,
  countWith?: CountWith,
): MiddlewareHandler<ApiBindings> {
  const db = deps.database.db;
  const recordCall = callRecorder(deps);
  return async (c, next) => {
    const now = deps.clock.now();
    const caller = await authenticateApiToken(
      db,
      c.req.header('authorization'),
      now,
      deps.env.AUTH_CACHE_TTL_MS,
    );
    c.set('caller', caller);
    c.set('apiService', service);
    const record = (statusCode: number, errorCode: string | null) =>
      recordCall({
        caller,
        service: c.get('apiService'),
        operation,
        statusCode,
        errorCode,
        at: now,
      });
    const counted = countWith
      ? await countWith(c, caller, now)
      : await countApiCall(db, caller.tokenId, caller.rateLimitPerMinute, now);
    const refusal = admitCall(c, caller, counted, service);
    if (refusal) {
      record(refusal.status, refusal.code);
      throw refusal;
    }
    try {
      // The body's limit, once the call is counted: a 413 carries the headers too (decision 128).
      await applyBodyLimit(c, next);
    } catch (tooLarge) {
      // Only the limit's own refusal comes back here: the route's errors are answers by now.
      if (tooLarge instanceof AppError) record(tooLarge.status, tooLarge.code);
      throw tooLarge;
    }
    // A thrown error has been turned into the response by now; its code is kept on the context.
    const error = c.error;
    const status = c.res.status;
    record(
      status,
      error instanceof AppError ? error.code : status >= 400 ? `http_${status}` : null,
    );
  };
}

/**
 * Gives a counted call the headers every answer carries (its minute, issue 18; the version it
 * follows, decision 083) and answers why it is refused, or null.
 */
export function admitCall(
  c: Context<ApiBindings>,
  caller: ApiCaller,
  counted: CountedCall,
  service: StudioTool | null,
): AppError | null {
  for (const [name, value] of Object.entries(rateLimitHeaders(caller, counted))) {
    c.header(name, value);
  }
  const version = callVersion(caller, c.req.header('kieu-version'));
  c.set('apiVersion', version);
  if (isApiVersion(version)) c.header('kieu-version', version);
  return callRefusal(caller, counted, version, service);
}

/** Issue 18: every answer, refused or not, says where the token stands in its minute. */
export function rateLimitHeaders(caller: ApiCaller, counted: CountedCall): Record<string, string> {
  return {
    'x-ratelimit-limit': String(caller.rateLimitPerMinute),
    'x-ratelimit-remaining': String(counted.remaining),
    'x-ratelimit-reset': String(counted.resetSeconds),
  };
}

/** The API version a call follows: its Kieu-Version, else its token's (decision 083). */
export function callVersion(caller: ApiCaller, asked: string | undefined): string {
  return asked?.trim() || apiVersionAt(caller.createdAt);
}

/**
 * Why a counted call is refused, or null: over the minute's limit (429 with Retry-After), an
 * unknown version (400), or a service the token may not use (403). The permission is checked
 * before the body is read (issue 18): a token without the service hears 403, whatever it sent,
 * never a 422 about a body it may not submit at all.
 */
export function callRefusal(
  caller: ApiCaller,
  counted: CountedCall,
  version: string,
  service: StudioTool | null,
): AppError | null {
  if (!counted.allowed) {
    return publicApiErrors.rateLimitExceeded(caller.rateLimitPerMinute, counted.retryAfterSeconds);
  }
  if (!isApiVersion(version)) return publicApiErrors.unsupportedVersion(version);
  if (service && !caller.services.includes(service)) {
    return publicApiErrors.serviceNotPermitted(service);
  }
  return null;
}

/** Records each call, refused or not, for the usage statistics, in batches off the request's path. */
export function callRecorder(deps: Pick<AppDeps, 'database' | 'env' | 'logger'>) {
  const buffering = {
    flushMs: deps.env.API_CALLS_FLUSH_MS,
    flushRows: deps.env.API_CALLS_FLUSH_ROWS,
    onError: (error: unknown) => deps.logger.error({ err: error }, 'api call counts lost'),
  };
  return (call: {
    caller: ApiCaller;
    service: StudioTool | null;
    operation: string;
    statusCode: number;
    errorCode: string | null;
    at: Date;
  }) =>
    bufferApiCall(
      deps.database.db,
      {
        tokenId: call.caller.tokenId,
        userId: call.caller.userId,
        service: call.service,
        operation: call.operation,
        statusCode: call.statusCode,
        errorCode: call.errorCode,
        at: call.at,
      },
      buffering,
    );
}
