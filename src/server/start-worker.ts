import type { Env } from './env.ts';
import type { Logger } from './logger.ts';
import { openDatabase } from './db/database.ts';
import { startQueue } from './jobs/queue.ts';
import { registerJobs } from './jobs/register-jobs.ts';
import { createFirebaseVerifier } from './services/auth/verify-firebase-token.ts';
import { systemClock } from './clock.ts';
import { createConfiguredEngine } from './engine/engine-router.ts';
import { modelWarmUp, warmUpModels } from './engine/warm-up-engine.ts';
import { createObjectStore } from './storage/create-object-store.ts';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts';
import { createMetrics } from './metrics/metrics.ts';
import { resultSignerFor } from './provenance/result-signer-for.ts';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server.ts';

export interface RunningWorker {
  /** Where the worker's /metrics is served (WORKER_METRICS_PORT), if anywhere. */
  metricsUrl?: string;
  close(): Promise<void>;
}

/**
 * Job workers without the API (`npm run worker`). With the embedded database it connects to the
 * PGlite server on PGLITE_PORT (the API's, or `npm run db`'s), so start that first.
 * @example const worker = await startWorker(parseEnv(), logger); await worker.close();
 */
export async function startWorker(env: Env, logger: Logger): Promise<RunningWorker> {
  // Served by the API or by `npm run db`, it is still PGlite: the worker runs its hourly ANALYZE.
  const database = await openDatabase({ ...env, PGLITE_IN_API: false });
  const queue = await startQueue({ url: database.url, logger });
  const store = createObjectStore(env);
  const engine = createConfiguredEngine({ db: database.db, env, logger });
  const mailer =
    env.MAIL_TRANSPORT === 'smtp'
      ? createSmtpMailer(env.SMTP_URL!, env.MAIL_FROM)
      : createOutboxMailer(database.db);
  // Queue depth comes from the API processes' /metrics; the worker counts the jobs it runs.
  const metrics = createMetrics({ logger });
  const signer = await resultSignerFor(env);
  // The account purge removes deleted accounts' Firebase users (decision 056).
  const firebase = createFirebaseVerifier(env, logger);
  await registerJobs(
    {
      queue,
      database,
      store,
      logger,
      env,
      clock: systemClock,
      engine,
      mailer,
      metrics,
      signer,
      firebase,
    },
    { work: true },
  );
  // A worker process runs jobs whatever RUN_WORKERS says (that setting is the API's).
  warmUpModels(modelWarmUp({ ...env, RUN_WORKERS: true }), engine, logger);
  let server: MetricsServer | undefined;
  if (env.WORKER_METRICS_PORT !== undefined) {
    server = await startMetricsServer(
      { env, metrics, logger },
      { host: env.WORKER_METRICS_HOST, port: env.WORKER_METRICS_PORT },
    );
  }
  return {
    metricsUrl: server?.url,
    async close() {
      await server?.close();
      await queue.stop({ graceful: true, timeout: env.SHUTDOWN_TIMEOUT_MS });
      await mailer.close();
      await firebase.close();
      store.close?.();
      await database.close();
    },
  };
}
