import path from 'node:path';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { parseEnvOrExit } from './env.ts';
import { createLogger } from './logger.ts';
import { onShutdownSignal } from './shutdown.ts';

// `npm run db` (decision 073): the embedded PGlite in a process of its own, served on
// PGLITE_PORT, so that its WebAssembly engine neither shares the API's event loop nor adds to
// the API's memory. `npm start` runs it before the API (PGLITE_IN_API=false) and the worker.
const env = parseEnvOrExit();
const logger = createLogger(env).child({ role: 'database' });
if (env.DATABASE_URL) {
  logger.error('DATABASE_URL is set: that database is served elsewhere, not by `npm run db`');
  process.exit(1);
}
const started = performance.now();
const database = await startEmbeddedPostgres({
  dataDir: path.resolve(env.DATA_DIR, 'pglite'),
  port: env.PGLITE_PORT,
});
// The bound address (PGLITE_PORT may be 0): `npm start` hands its port to the API and the worker.
// A loopback URL with PGlite's fixed local password, no secret.
logger.info({ url: database.url, ms: Math.round(performance.now() - started) }, 'database ready');
// Ctrl-C in `npm start` reaches every process of the terminal at once; the database must outlive
// the API's and the worker's own shutdown (their last writes), so there `npm start` ends it with
// SIGTERM once they have exited, and SIGINT is ignored.
const parentStops = process.env.DATABASE_STOPPED_BY_PARENT === 'true';
if (parentStops) process.on('SIGINT', () => {});
onShutdownSignal(
  logger,
  env.SHUTDOWN_TIMEOUT_MS,
  () => database.close(),
  parentStops ? ['SIGTERM'] : ['SIGTERM', 'SIGINT'],
);
