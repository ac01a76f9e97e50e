import { EnvError, parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { openDatabase } from './db/database.ts';
import { startQueue } from './jobs/queue.ts';
import { registerJobs } from './jobs/register-jobs.ts';
import { systemClock } from './clock.ts';
import { createConfiguredEngine } from './engine/engine-router.ts';
import { createObjectStore } from './storage/create-object-store.ts';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts';
import { onShutdownSignal } from './shutdown.ts';

// `npm run worker`: job workers in their own process. With the embedded database it connects
// to the PGlite server that the API process hosts, so start the API first.
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
const logger = createLogger(env).child({ role: 'worker' });
const database = await openDatabase({
  ...env,
  DATABASE_URL:
    env.DATABASE_URL ?? `postgres://postgres:postgres@127.0.0.1:${env.PGLITE_PORT}/postgres`,
});
const queue = await startQueue({ url: database.url, logger });
const store = createObjectStore(env);
const engine = createConfiguredEngine({ db: database.db, env, logger });
const mailer =
  env.MAIL_TRANSPORT === 'smtp'
    ? createSmtpMailer(env.SMTP_URL!, env.MAIL_FROM)
    : createOutboxMailer(database.db);
await registerJobs(
  { queue, database, store, logger, env, clock: systemClock, engine, mailer },
  { work: true },
);
logger.info('worker ready');
onShutdownSignal(logger, env.SHUTDOWN_TIMEOUT_MS, async () => {
  await queue.stop({ graceful: true, timeout: env.SHUTDOWN_TIMEOUT_MS });
  await mailer.close();
  store.close?.();
  await database.close();
});
