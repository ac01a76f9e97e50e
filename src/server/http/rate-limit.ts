import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDeps } from '../app-deps.ts';
import {
  consumeRateLimit,
  peekRateLimit,
  type RateLimitRule,
} from '../services/rate-limit/consume-rate-limit.ts';
import { errors } from './app-error.ts';

/**
 * The client's address: the socket's, or with TRUST_PROXY the first X-Forwarded-For entry (the
 * address the proxy saw; only safe when every request comes through that proxy). Requests made
 * in-process with `app.request()` have no socket; they share one 'local' key.
 * @example clientAddress(c, { trustProxy: env.TRUST_PROXY })
 */
export function clientAddress(c: Context, options: { trustProxy?: boolean } = {}): string {
  if (options.trustProxy) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first;
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/**
 * A per-address limit for one route: `check` refuses early without counting (before a large
 * body is read), `consume` counts the request once it is valid and refuses past the limit.
 * Both answer 429 with Retry-After.
 * @example const limit = perAddressLimit(deps, { bucket: 'contact', limit: 5, windowSeconds: 600 });
 */
export function perAddressLimit(
  { database, env }: Pick<AppDeps, 'database' | 'env'>,
  rule: RateLimitRule,
) {
  const deps = { db: database.db, secret: env.APP_SECRET };
  const proxy = { trustProxy: env.TRUST_PROXY };
  const enforce = async (result: Promise<{ allowed: boolean; retryAfterSeconds: number }>) => {
    const { allowed, retryAfterSeconds } = await result;
    if (!allowed) throw errors.rateLimited(retryAfterSeconds);
  };
  return {
    check: (c: Context) => enforce(peekRateLimit(deps, rule, clientAddress(c, proxy))),
    consume: (c: Context) => enforce(consumeRateLimit(deps, rule, clientAddress(c, proxy))),
  };
}

/**
 * Uploads an account may make (studio and public API together): enough for a seller adding a
 * catalogue, not for filling the bucket in a loop (decision 037).
 */
export const UPLOAD_RATE_RULE: RateLimitRule = { bucket: 'upload', limit: 100, windowSeconds: 600 };

/**
 * A per-account limit, counted atomically before the work it guards (decision 031); 429 with
 * Retry-After past it.
 * @example await perUserLimit(deps, UPLOAD_RATE_RULE)(user.id);
 */
export function perUserLimit(
  { database, env }: Pick<AppDeps, 'database' | 'env'>,
  rule: RateLimitRule,
) {
  const deps = { db: database.db, secret: env.APP_SECRET };
  return async (userId: string) => {
    const { allowed, retryAfterSeconds } = await consumeRateLimit(deps, rule, `user:${userId}`);
    if (!allowed) throw errors.rateLimited(retryAfterSeconds);
  };
}
