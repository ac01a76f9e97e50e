import type { AppDeps } from '../../app-deps.ts';
import { pickLang } from '../app-error.ts';
import { errorAnswer } from '../error-answer.ts';
import { accessLogger } from '../../logger.ts';
import { requestLogFields } from '../middleware.ts';
import { nameSpan } from '../observe-requests.ts';
import { corsHeaders, corsOptionsOf, requestIdOf } from '../response-headers.ts';
import type { Exchange } from './fast-reads.ts';

/**
 * Writes a fast read's answer as the app's middleware would have (decision 110): the request
 * id and CORS headers (response-headers.ts), `nosniff` and `no-store` for a request with
 * credentials (securityHeaders), one log line (requestLogging) and the request's duration by
 * route (observeRequests). The shared pieces are the middleware's own.
 */
export function fastAnswer(deps: Pick<AppDeps, 'env' | 'logger' | 'metrics'>, route: string) {
  const cors = corsHeaders(corsOptionsOf(deps.env.SITE_ORIGIN));
  const access = accessLogger(deps.logger);
  const write = (
    exchange: Exchange,
    requestId: string,
    status: number,
    body: unknown,
    extra: Record<string, string> | undefined,
  ) => {
    const { req, res } = exchange;
    const text = JSON.stringify(body);
    const { allowOrigin, expose } = cors(req.headers.origin);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...extra,
      'content-length': String(Buffer.byteLength(text)),
      'x-request-id': requestId,
      ...(allowOrigin ? { 'access-control-allow-origin': allowOrigin } : {}),
      'access-control-expose-headers': expose,
      vary: 'Origin',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    };
    res.writeHead(status, headers);
    res.end(text);
    const line = requestLogFields('GET', exchange.path, status, exchange.started);
    access.info({ reqId: requestId, ...line }, 'request');
    const seconds = (performance.now() - exchange.started) / 1000;
    deps.metrics.observeRequest({ method: 'GET', route, status }, seconds);
    nameSpan('GET', route);
  };
  const idOf = (exchange: Exchange) =>
    requestIdOf(exchange.req.headers['x-request-id'] as string | undefined);
  return {
    /** A 200 with `body` as JSON. */
    ok(exchange: Exchange, body: unknown, headers?: Record<string, string>) {
      write(exchange, idOf(exchange), 200, body, headers);
    },
    /** An error as the app's onError answers it, in the caller's language. */
    error(exchange: Exchange, error: unknown, headers?: Record<string, string>) {
      const requestId = idOf(exchange);
      const lang = pickLang(exchange.req.headers['accept-language']);
      const answer = errorAnswer(error, lang, deps.logger.child({ reqId: requestId }), {
        method: 'GET',
        path: exchange.path,
      });
      write(exchange, requestId, answer.status, answer.body, { ...headers, ...answer.headers });
      return answer.status;
    },
  };
}
