import { parseEnvOrExit, parseGenerationEngines } from './env.ts';
import { productionWarnings } from './production-profile.ts';
import { createLogger } from './logger.ts';
import { onShutdownSignal } from './shutdown.ts';
import { startTracing } from './tracing.ts';

// `npm run worker`: job workers in their own process (src/server/start-worker.ts).
const env = parseEnvOrExit();
const logger = createLogger(env).child({ role: 'worker' });
for (const warning of productionWarnings(env, parseGenerationEngines(env.GENERATION_ENGINES))) {
  logger.warn({ production: true }, `PRODUCTION WARNING: ${warning}`);
}
// Tracing patches `node:http` and `pg` as they load, so the workers are imported only after it.
const tracing = await startTracing(env, 'worker');
const { startWorker } = await import('./start-worker.ts');
const worker = await startWorker(env, logger);
logger.info({ metricsUrl: worker.metricsUrl, tracing: tracing !== undefined }, 'worker ready');
onShutdownSignal(logger, env.SHUTDOWN_TIMEOUT_MS, async () => {
  await worker.close();
  await tracing?.shutdown();
});
