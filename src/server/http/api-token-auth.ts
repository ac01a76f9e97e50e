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
 * permission for the operation's service (403). Each call the token makes, refused or not, is
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
  const buffering = {
    flushMs: deps.env.API_CALLS_FLUSH_MS,
    flushRows: deps.env.API_CALLS_FLUSH_ROWS,
    onError: (error: unknown) => deps.logger.error({ err: error }, 'api_calls batch lost'),
  };
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
      bufferApiCall(
        db,
        {
          tokenId: caller.tokenId,
          userId: caller.userId,
          service: c.get('apiService'),
          operation,
          statusCode,
          errorCode,
          at: now,
        },
        buffering,
      );
    const { allowed, remaining, resetSeconds, retryAfterSeconds } = countWith
      ? await countWith(c, caller, now)
      : await countApiCall(db, caller.tokenId, caller.rateLimitPerMinute, now);
    // Issue 18: every answer, refused or not, says where the token stands in its minute.
    c.header('x-ratelimit-limit', String(caller.rateLimitPerMinute));
    c.header('x-ratelimit-remaining', String(remaining));
    c.header('x-ratelimit-reset', String(resetSeconds));
    // The permission is checked before the body is read (issue 18): a token without the
    // service hears 403, whatever it sent, never a 422 about a body it may not submit at all.
    const asked = c.req.header('kieu-version')?.trim();
    const version = asked || apiVersionAt(caller.createdAt);
    c.set('apiVersion', version);
    const refusal = !allowed
      ? publicApiErrors.rateLimitExceeded(caller.rateLimitPerMinute, retryAfterSeconds)
      : !isApiVersion(version)
        ? publicApiErrors.unsupportedVersion(version)
        : service && !caller.services.includes(service)
          ? publicApiErrors.serviceNotPermitted(service)
          : null;
    if (isApiVersion(version)) c.header('kieu-version', version);
    if (refusal) {
      record(refusal.status, refusal.code);
      throw refusal;
    }
    await next();
    // A thrown error has been turned into the response by now; its code is kept on the context.
    const error = c.error;
    const status = c.res.status;
    record(
      status,
      error instanceof AppError ? error.code : status >= 400 ? `http_${status}` : null,
    );
  };
}
