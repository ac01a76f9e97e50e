import type { IncomingMessage, ServerResponse } from 'node:http';
import { uuidPattern } from '../../services/history/history-items.ts';

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => void;

/** One request to a fast read: the node:http pair, its path, the row id in it and when it came. */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  id: string;
  started: number;
}

/**
 * Answers the request and resolves true, or resolves false having written nothing, neither to
 * the answer nor to the database, so the app answers it as it would have anyway.
 */
export type FastRead = (exchange: Exchange) => Promise<boolean>;

/** The fast reads by the path prefix before their id (`/v1/jobs/`). */
export type FastReads = ReadonlyMap<string, FastRead>;

/**
 * A router that holds no reads until the app is ready (the listener exists before the database
 * opens, decision 068), then the reads `serve` gives it.
 */
export function fastReadRouter() {
  let reads: FastReads = new Map();
  return {
    serve(ready: FastReads) {
      reads = ready;
    },
    /** The read for `GET <prefix><uuid>`, exactly: any query, other method or suffix goes to the app. */
    match(method: string | undefined, url: string): { read: FastRead; id: string } | undefined {
      if (method !== 'GET' || reads.size === 0) return undefined;
      const cut = url.lastIndexOf('/') + 1;
      const read = reads.get(url.slice(0, cut));
      const id = url.slice(cut);
      return read && uuidPattern.test(id) ? { read, id } : undefined;
    },
  };
}

export type FastReadRouter = ReturnType<typeof fastReadRouter>;

/**
 * Decision 110: the two status reads that integrations and the studio poll (GET /v1/jobs/{id},
 * GET /ai/generations/{id}) are answered here, before Hono, with the same services, headers,
 * log line and metrics as the app's routes. Anything they do not expect goes to the app, which
 * answers it as it always has.
 * @example http.createServer(options, withFastReads(router, appListener))
 */
export function withFastReads(router: FastReadRouter, next: NodeListener): NodeListener {
  return (req, res) => {
    const url = req.url ?? '';
    const found = router.match(req.method, url);
    if (!found) {
      next(req, res);
      return;
    }
    const exchange = { req, res, path: url, id: found.id, started: performance.now() };
    found.read(exchange).then(
      (answered) => {
        if (!answered) next(req, res);
      },
      // A read answers its own failures once it has counted anything (read-job-fast.ts), so one
      // that throws before answering has written nothing and the app answers. Should writing the
      // answer itself fail half-way, the connection is closed rather than answered twice.
      (error: unknown) => {
        if (res.headersSent) res.destroy(error as Error);
        else next(req, res);
      },
    );
  };
}
