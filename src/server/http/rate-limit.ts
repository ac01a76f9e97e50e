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
 * The client's socket address. Requests made in-process with `app.request()` have no socket;
 * they share one 'local' key. Behind a proxy every client would share the proxy's address, so
 * trusting X-Forwarded-For needs a configured proxy list first (not yet).
 */
export function clientAddress(c: Context): string {
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
  const enforce = async (result: Promise<{ allowed: boolean; retryAfterSeconds: number }>) => {
    const { allowed, retryAfterSeconds } = await result;
    if (!allowed) throw errors.rateLimited(retryAfterSeconds);
  };
  return {
    check: (c: Context) => enforce(peekRateLimit(deps, rule, clientAddress(c))),
    consume: (c: Context) => enforce(consumeRateLimit(deps, rule, clientAddress(c))),
  };
}
