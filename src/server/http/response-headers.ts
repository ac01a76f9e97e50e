import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppBindings } from '../app-deps.ts';

/** A caller's own request id is kept when it is short and plain (Hono's requestId rule). */
const PLAIN_ID = /^[\w\-=]{1,255}$/;

/** The site's origins (SITE_ORIGIN, comma-separated) and the headers a browser may read. */
export function corsOptionsOf(siteOrigin: string) {
  return {
    origins: siteOrigin.split(',').map((origin) => origin.trim()),
    exposeHeaders: [
      'Retry-After',
      'X-Request-Id',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
    ],
  };
}

/** The request's id: the caller's `X-Request-Id` when plain, else a new UUID. */
export function requestIdOf(given: string | undefined): string {
  return given && PLAIN_ID.test(given) ? given : randomUUID();
}

/** The CORS headers of every answer but a preflight, for the allowed `origins`. */
export function corsHeaders(options: {
  origins: readonly string[];
  exposeHeaders: readonly string[];
}): (origin: string | undefined) => { allowOrigin: string | null; expose: string } {
  const origins = new Set(options.origins);
  const expose = options.exposeHeaders.join(',');
  return (origin) => ({ allowOrigin: origin && origins.has(origin) ? origin : null, expose });
}

/**
 * The request id (the caller's, or a new one) and, on every answer but a preflight, the CORS
 * headers of an allowed origin, written on the answer once the route has made it.
 *
 * Hono's `requestId` and `cors` did the same before the route, cors through `c.res.headers`.
 * Touching `c.res` that early makes an empty answer that the route's own answer is then merged
 * into, which turns every answer into a web `Response` with a streamed body: a quarter of the
 * CPU of an answer that touches no database (decision 109). Written afterwards, a JSON answer
 * stays the plain string that `@hono/node-server` writes in one call. A route's raw `Response`
 * (a download) gets the same headers, as it did through the merge.
 */
export function responseHeaders(options: {
  origins: readonly string[];
  exposeHeaders: readonly string[];
}): MiddlewareHandler<AppBindings> {
  const cors = corsHeaders(options);
  return async (c, next) => {
    const id = requestIdOf(c.req.header('x-request-id'));
    c.set('requestId', id);
    await next();
    const headers = c.res.headers;
    headers.set('x-request-id', id);
    // The preflight's answer is corsPreflight's, whole.
    if (c.req.method === 'OPTIONS') return;
    const { allowOrigin, expose } = cors(c.req.header('origin'));
    if (allowOrigin) headers.set('access-control-allow-origin', allowOrigin);
    headers.set('access-control-expose-headers', expose);
    headers.append('vary', 'Origin');
  };
}

/**
 * Hono's CORS preflight (OPTIONS) answer for the allowed origins, headers and age; other
 * methods pass by (their CORS headers come from `responseHeaders`).
 */
export function corsPreflight(options: Parameters<typeof cors>[0]): MiddlewareHandler<AppBindings> {
  const preflight = cors(options);
  return (c, next) => (c.req.method === 'OPTIONS' ? preflight(c, next) : next());
}
