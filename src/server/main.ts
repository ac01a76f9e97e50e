import { parseEnvOrExit } from './env.ts';
import { createLogger } from './logger.ts';
import { onShutdownSignal } from './shutdown.ts';
import { startTracing } from './tracing.ts';

// Entry point of the API process: `npm run api` (and `npm start`, which also runs the site).
const env = parseEnvOrExit();
const logger = createLogger(env);
const started = performance.now();
// Tracing patches `node:http` and `pg` as they load, so the app is imported only after it starts.
const tracing = await startTracing(env, 'api');
const { startApi } = await import('./start-api.ts');
const api = await startApi(env, { logger });
logger.info(
  {
    url: api.url,
    database: api.deps.database.embedded ? 'pglite' : 'postgres',
    // The embedded database's address (PGLITE_PORT may be 0, a free port): `npm start` hands it
    // to its worker process. A loopback URL with PGlite's fixed local password, no secret.
    ...(api.deps.database.embedded ? { databaseUrl: api.deps.database.url } : {}),
    workers: env.RUN_WORKERS,
    tracing: tracing !== undefined,
    ms: Math.round(performance.now() - started),
  },
  'api ready',
);
onShutdownSignal(logger, env.SHUTDOWN_TIMEOUT_MS, async () => {
  await api.close();
  await tracing?.shutdown();
});
