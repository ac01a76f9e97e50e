import type { MiddlewareHandler } from 'hono';
import type { StudioTool } from '../../contracts/studio.ts';
import type { AppBindings, AppDeps } from '../app-deps.ts';
import {
  authenticateApiToken,
  type ApiCaller,
} from '../services/api-tokens/authenticate-api-token.ts';
import { publicApiErrors } from '../services/public-api/public-api-errors.ts';
import { recordApiCall } from '../services/public-api/record-api-call.ts';
import { countApiCall } from '../services/public-api/count-api-call.ts';
import { AppError } from './app-error.ts';

export type ApiBindings = {
  Variables: AppBindings['Variables'] & {
    caller: ApiCaller;
    /** The service a call concerns, when it names one; the usage statistics count by it. */
    apiService: StudioTool | null;
  };
};

/**
 * The public API's guard for one operation: the token (401), then the token's requests in this
 * calendar minute, counted in the database so every API process shares one limit (429 with
 * Retry-After). Each call the token makes, refused or not, is recorded for the usage
 * statistics with its status and error code.
 * @example app.openapi(createRoute({ ..., middleware: [apiTokenAuth(deps, 'get-job')] }), handler)
 */
export function apiTokenAuth(
  deps: Pick<AppDeps, 'database' | 'env' | 'clock'>,
  operation: string,
  service: StudioTool | null = null,
): MiddlewareHandler<ApiBindings> {
  const db = deps.database.db;
  return async (c, next) => {
    const now = deps.clock.now();
    const caller = await authenticateApiToken(db, c.req.header('authorization'), now);
    c.set('caller', caller);
    c.set('apiService', service);
    const record = (statusCode: number, errorCode: string | null) =>
      recordApiCall(db, {
        tokenId: caller.tokenId,
        userId: caller.userId,
        service: c.get('apiService'),
        operation,
        statusCode,
        errorCode,
        at: now,
      });
    const { allowed, retryAfterSeconds } = await countApiCall(
      db,
      caller.tokenId,
      caller.rateLimitPerMinute,
      now,
    );
    if (!allowed) {
      const error = publicApiErrors.rateLimitExceeded(caller.rateLimitPerMinute, retryAfterSeconds);
      await record(error.status, error.code);
      throw error;
    }
    await next();
    // A thrown error has been turned into the response by now; its code is kept on the context.
    const error = c.error;
    const status = c.res.status;
    await record(
      status,
      error instanceof AppError ? error.code : status >= 400 ? `http_${status}` : null,
    );
  };
}
