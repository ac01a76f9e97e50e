import { EnvError, parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { startApi } from './start-api.ts';
import { onShutdownSignal } from './shutdown.ts';

// Entry point of the API process: `npm run api` (and `npm start`, which also runs the site).
let env;
try {
  env = parseEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const logger = createLogger(env);
const started = performance.now();
const api = await startApi(env, { logger });
logger.info(
  {
    url: api.url,
    database: api.deps.database.embedded ? 'pglite' : 'postgres',
    ms: Math.round(performance.now() - started),
  },
  'api ready',
);
onShutdownSignal(logger, env.SHUTDOWN_TIMEOUT_MS, () => api.close());
