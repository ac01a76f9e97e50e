import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../app-deps.ts';
import { AppError, errorBody, errors, pickLang } from '../http/app-error.ts';
import { metricsRoutes } from '../routes/metrics/metrics.routes.ts';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A listener that serves only GET /metrics, for processes without the API: `npm run worker`
 * with WORKER_METRICS_PORT (decision 029). Same token rule and error model as the API.
 * @example const server = await startMetricsServer(deps, { host: '127.0.0.1', port: 9464 });
 */
export async function startMetricsServer(
  deps: Pick<AppDeps, 'env' | 'metrics' | 'logger'>,
  listen: { host: string; port: number },
): Promise<MetricsServer> {
  const app = new Hono<AppBindings>();
  app.route('/', metricsRoutes(deps));
  const lang = (header: string | undefined) => pickLang(header);
  app.notFound((c) =>
    c.json(errorBody(errors.notFound(), lang(c.req.header('accept-language'))), 404),
  );
  app.onError((error, c) => {
    const language = lang(c.req.header('accept-language'));
    if (error instanceof AppError) {
      return c.json(errorBody(error, language), error.status, error.headers);
    }
    deps.logger.error({ err: error }, 'metrics request failed');
    return c.json(errorBody(errors.internal(), language), 500);
  });
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: listen.port, hostname: listen.host }, () =>
      resolve(s as Server),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${listen.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
