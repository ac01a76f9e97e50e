import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppDeps } from '../app-deps.ts';
import {
  consumeRateLimit,
  peekRateLimit,
  type RateLimitRule,
} from '../services/rate-limit/consume-rate-limit.ts';
import { errors, type AppError } from './app-error.ts';

/**
 * The client's address: the socket's, or behind `proxyHops` trusted proxies (TRUST_PROXY) the
 * address the outermost of them saw. Each proxy appends the address it saw to X-Forwarded-For,
 * so with the socket's address at the end of the chain the client is `proxyHops` places from
 * the right; entries further left are the client's own claim. Requests made in-process with
 * `app.request()` have no socket; they share one 'local' key.
 * @example clientAddress(c, { proxyHops: env.TRUST_PROXY })
 */
export function clientAddress(c: Context, options: { proxyHops?: number } = {}): string {
  const socket = socketAddress(c);
  const hops = options.proxyHops ?? 0;
  if (hops === 0) return socket;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - hops)]!;
}

function socketAddress(c: Context): string {
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
  const proxy = { proxyHops: env.TRUST_PROXY };
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
 * Retry-After past it, as `refuse` says it (the public API's error model has its own fields).
 * @example await perUserLimit(deps, UPLOAD_RATE_RULE)(user.id);
 */
export function perUserLimit(
  { database, env }: Pick<AppDeps, 'database' | 'env'>,
  rule: RateLimitRule,
  refuse: (retryAfterSeconds: number) => AppError = errors.rateLimited,
) {
  const deps = { db: database.db, secret: env.APP_SECRET };
  return async (userId: string) => {
    const { allowed, retryAfterSeconds } = await consumeRateLimit(deps, rule, `user:${userId}`);
    if (!allowed) throw refuse(retryAfterSeconds);
  };
}
