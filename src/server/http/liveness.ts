import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { withFastReads, type FastReadRouter } from './fast-reads/fast-reads.ts';

/** The liveness path: the process is up and its event loop turns. */
export const LIVENESS_PATH = '/health';

const body = Buffer.from('{"status":"ok"}');
// The headers the app's middleware gives every public answer (decision 035).
const headers = {
  'content-type': 'application/json',
  'content-length': String(body.length),
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/**
 * Wraps a node:http request listener so GET/HEAD /health is answered before the app (decision
 * 068): no database, no middleware, no log line, and it answers while the API is still opening
 * its database. Readiness, with the database, is GET /health/ready in the app.
 * @example http.createServer(options, withLiveness(appListener))
 */
export function withLiveness(
  next: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const url = req.url ?? '';
    const path = url.length === LIVENESS_PATH.length ? url : url.split('?', 1)[0];
    if (path !== LIVENESS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next(req, res);
      return;
    }
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * node:http's createServer with the liveness answer, then the fast reads (decision 110), in
 * front of the app, for @hono/node-server's `createServer` option (which always passes options
 * and a listener).
 */
export function createServerWithLiveness(fastReads: FastReadRouter): typeof createServer {
  return ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, withLiveness(withFastReads(fastReads, listener)))) as typeof createServer;
}
