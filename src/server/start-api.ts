import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { publicApiUrl, type Env } from './env.ts';
import { createApp } from './app.ts';
import type { AppDeps } from './app-deps.ts';
import { openDatabase } from './db/database.ts';
import { runMigrations } from './db/migrate.ts';
import { startQueue } from './jobs/queue.ts';
import { exportBlogContent } from './services/blog/export-blog-content.ts';
import { registerJobs } from './jobs/register-jobs.ts';
import { createLogger, type Logger } from './logger.ts';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts';
import { createLocalDiskStore } from './storage/local-disk-store.ts';
import { systemClock, type Clock } from './clock.ts';
import { createFirebaseVerifier } from './services/auth/verify-firebase-token.ts';
import type { Engine } from './engine/engine.ts';
import { createConfiguredEngine } from './engine/engine-router.ts';
import { pollingOnly, startNoticeListener, type NoticeListener } from './db/notice-listener.ts';
import { PROGRESS_CHANNEL } from './services/generation/progress-notices.ts';

/** The progress listener's application_name, as pg_stat_activity shows it. */
export const PROGRESS_LISTENER_NAME = 'kieu-progress-listener';

export interface RunningApi {
  url: string;
  deps: AppDeps;
  /** Stops accepting, lets in-flight requests finish, stops workers, closes the database. */
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it), the job queue, the store and the mailer, then listens.
 * @example const api = await startApi(parseEnv()); await api.close();
 */
export async function startApi(
  env: Env,
  options: { logger?: Logger; clock?: Clock; engine?: Engine } = {},
): Promise<RunningApi> {
  const logger = options.logger ?? createLogger(env);
  const database = await openDatabase(env);
  let progressNotices: NoticeListener = pollingOnly;
  try {
    await runMigrations(database.db);
    if (env.PROGRESS_EVENTS === 'notify') {
      progressNotices = await startNoticeListener({
        url: database.url,
        channel: PROGRESS_CHANNEL,
        logger,
        applicationName: PROGRESS_LISTENER_NAME,
      });
    }
    const queue = await startQueue({ url: database.url, logger });
    const store = createLocalDiskStore({
      root: path.resolve(env.DATA_DIR, 'files'),
      publicBaseUrl: publicApiUrl(env),
      secret: env.APP_SECRET,
      defaultTtlSeconds: env.DOWNLOAD_URL_TTL_SECONDS,
    });
    const mailer =
      env.MAIL_TRANSPORT === 'smtp'
        ? createSmtpMailer(env.SMTP_URL!, env.MAIL_FROM)
        : createOutboxMailer(database.db);
    const firebase = createFirebaseVerifier(env);
    const clock = options.clock ?? systemClock;
    const engine = options.engine ?? createConfiguredEngine({ db: database.db, env, logger });
    const deps: AppDeps = {
      env,
      logger,
      database,
      queue,
      store,
      mailer,
      clock,
      firebase,
      engine,
      progressNotices,
    };
    await registerJobs(deps, { work: env.RUN_WORKERS });
    // The site build reads the published admin posts from files: write them before anyone builds.
    await exportBlogContent(database.db, env.BLOG_CONTENT_DIR);

    const app = createApp(deps);
    const server = await new Promise<Server>((resolve) => {
      const s = serve({ fetch: app.fetch, port: env.API_PORT, hostname: env.API_HOST }, () =>
        resolve(s as Server),
      );
    });
    const { port } = server.address() as AddressInfo;
    const url = `http://${env.API_HOST}:${port}`;

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        const t0 = performance.now();
        await new Promise<void>((resolve) => {
          // Keep-alive connections turn idle once their request is answered; close them then.
          const sweep = setInterval(() => server.closeIdleConnections(), 50);
          server.close(() => {
            clearInterval(sweep);
            resolve();
          });
          server.closeIdleConnections();
        });
        logger.debug({ ms: performance.now() - t0 }, 'http closed');
        await queue.stop({ graceful: true, timeout: env.SHUTDOWN_TIMEOUT_MS });
        logger.debug({ ms: performance.now() - t0 }, 'queue stopped');
        await mailer.close();
        await firebase.close();
        await progressNotices.close();
        await database.close();
      })());
    return { url, deps, close };
  } catch (error) {
    await progressNotices.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
