import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { allowedMethods } from '../../http/allowed-methods.ts';
import { admitCall, type ApiBindings } from '../../http/api-token-auth.ts';
import { AppError, errors } from '../../http/app-error.ts';
import { authenticateApiToken } from '../../services/api-tokens/authenticate-api-token.ts';
import { countApiCall } from '../../services/public-api/count-api-call.ts';
import { publicApiErrors } from '../../services/public-api/public-api-errors.ts';

/**
 * A /v1 request no operation takes (issue 45, decision 128): a path of the API asked with a
 * method it does not take is 405 with `Allow` listing those it does; any other path is 404.
 * Both in the error model, in the caller's language. A valid token's call is counted like any
 * other and carries the same headers (its minute, its version); a wrong method is not the
 * token's fault, so a missing or unknown token changes nothing but those headers. Register it
 * after every route of `app`: it reads their table.
 * @example v1FallbackRoutes(app, deps);
 */
export function v1FallbackRoutes(app: OpenAPIHono<ApiBindings>, deps: AppDeps) {
  let allowed: ((path: string) => string[]) | undefined;
  app.all('/v1/*', async (c) => {
    await countKnownCaller(c, deps);
    allowed ??= allowedMethods(app.routes);
    const methods = allowed(c.req.path);
    if (methods.length === 0) throw errors.notFound();
    throw publicApiErrors.methodNotAllowed(c.req.method, c.req.path, methods);
  });
}

/** Counts a valid token's call and sets its headers; 429 past its minute, 400 for a version. */
async function countKnownCaller(c: Context<ApiBindings>, deps: AppDeps) {
  const authorization = c.req.header('authorization');
  if (authorization === undefined) return;
  const now = deps.clock.now();
  const db = deps.database.db;
  let caller;
  try {
    caller = await authenticateApiToken(db, authorization, now, deps.env.AUTH_CACHE_TTL_MS);
  } catch (error) {
    if (error instanceof AppError) return;
    throw error;
  }
  const counted = await countApiCall(db, caller.tokenId, caller.rateLimitPerMinute, now);
  const refusal = admitCall(c, caller, counted, null);
  if (refusal) throw refusal;
}
