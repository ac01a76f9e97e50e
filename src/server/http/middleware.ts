import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from '../app-deps.ts';
import { accessLogger, type Logger } from '../logger.ts';
import { pickLang } from './app-error.ts';

/**
 * One log line per request with its id, status and duration; never headers, bodies or the
 * caller's IP address (decision 058: no access log with addresses is kept).
 */
export function requestLogging(logger: Logger): MiddlewareHandler<AppBindings> {
  const access = accessLogger(logger);
  return async (c, next) => {
    const started = performance.now();
    const reqId = c.get('requestId');
    c.set('logger', logger.child({ reqId }));
    c.set('lang', pickLang(c.req.header('accept-language')));
    await next();
    const line = requestLogFields(c.req.method, c.req.path, c.res.status, started);
    access.info({ reqId, ...line }, 'request');
  };
}

/** A request's log line: what was asked, how it ended and how long it took, in tenths of a ms. */
export function requestLogFields(method: string, path: string, status: number, started: number) {
  return { method, path, status, ms: Math.round((performance.now() - started) * 10) / 10 };
}

/**
 * The policy of an HTML answer that names none of its own: it may load nothing, run nothing and
 * be framed by nobody (decision 035).
 */
export const HTML_CSP =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * Decision 035, on every answer, errors included:
 * - `X-Content-Type-Options: nosniff`;
 * - `Cache-Control: no-store` on every answer to a request that carries credentials (a session
 *   or API token in Authorization): private answers are never kept by a browser or a proxy.
 *   Other answers get it too unless their route chose a cache policy (plans, samples, signed
 *   file links, the reference page's script), so a new route is private by default;
 * - a restrictive Content-Security-Policy on HTML answers whose route set none.
 */
export function securityHeaders(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set('x-content-type-options', 'nosniff');
    } catch {
      // A response whose headers are immutable (one passed through from fetch): copy it.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
      headers.set('x-content-type-options', 'nosniff');
    }
    if (c.req.header('authorization') !== undefined || !headers.has('cache-control')) {
      headers.set('cache-control', 'no-store');
    }
    const html = (headers.get('content-type') ?? '').startsWith('text/html');
    if (html && !headers.has('content-security-policy')) {
      headers.set('content-security-policy', HTML_CSP);
    }
  };
}
