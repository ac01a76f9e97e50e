import { trace } from '@opentelemetry/api';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppBindings } from '../app-deps.ts';
import type { Metrics } from '../metrics/metrics.ts';

/** The route label of a request no route matched (404s, preflights, probes of unknown paths). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route pattern that served the request (`/ai/generations/:id`), never the raw path, so a
 * label never carries an id. Middleware registered with `use` (method ALL) is not a route; when
 * one answered first (a guard's 401, a 413), the request is labelled with the route it was for.
 * @example routePattern(c) // '/history/:id' for GET /history/7f3c…
 */
export function routePattern(c: Context): string {
  const routes = matchedRoutes(c);
  const answered = routes[c.req.routeIndex];
  if (answered && answered.method !== 'ALL') return answered.path;
  const last = routes.findLast((route) => route.method !== 'ALL');
  return last?.path ?? UNMATCHED_ROUTE;
}

/**
 * Times every request into `kieu_http_request_duration_seconds` by method, route pattern and
 * status, and gives the request's trace span (when tracing is on) the same route: the http
 * instrumentation sees only the raw URL.
 */
export function observeRequests(metrics: Metrics): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routePattern(c);
    metrics.observeRequest(
      { method: c.req.method, route, status: c.res.status },
      (performance.now() - started) / 1000,
    );
    nameSpan(c.req.method, route);
  };
}

/** Gives the request's trace span, when tracing is on, the route that served it. */
export function nameSpan(method: string, route: string): void {
  const span = trace.getActiveSpan();
  if (span?.isRecording()) {
    span.setAttribute('http.route', route);
    span.updateName(`${method} ${route}`);
  }
}
