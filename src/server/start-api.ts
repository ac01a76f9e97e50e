import type { AddressInfo } from 'node:net';
import { readMonthMargins } from './services/admin/read-economics.ts';
import { vietnamMonthStart } from './services/credits/fair-use.ts';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { parseGenerationEngines, type Env } from './env.ts';
import { productionWarnings } from './production-profile.ts';
import { createApp } from './app.ts';
import { createServerWithLiveness } from './http/liveness.ts';
import { fastReadRouter } from './http/fast-reads/fast-reads.ts';
import { statusReads } from './http/fast-reads/status-reads.ts';
import type { AppDeps } from './app-deps.ts';
import { openDatabase } from './db/database.ts';
import { runMigrations } from './db/migrate.ts';
import { startAccountNotices } from './services/auth/account-notices.ts';
import { startQueue } from './jobs/queue.ts';
import { exportBlogContent } from './services/blog/export-blog-content.ts';
import { registerJobs } from './jobs/register-jobs.ts';
import { createLogger, type Logger } from './logger.ts';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.ts';
import { createObjectStore } from './storage/create-object-store.ts';
import { advancingClock, systemClock, type Clock } from './clock.ts';
import { createFirebaseVerifier } from './services/auth/verify-firebase-token.ts';
import type { Engine } from './engine/engine.ts';
import { createConfiguredEngine } from './engine/engine-router.ts';
import { modelWarmUp, warmUpModels } from './engine/warm-up-engine.ts';
import { createMetrics } from './metrics/metrics.ts';
import { pollingOnly, startNoticeListener, type NoticeListener } from './db/notice-listener.ts';
import { PROGRESS_CHANNEL } from './services/generation/progress-notices.ts';
import { resultSignerFor } from './provenance/result-signer-for.ts';
import type { Resolve } from './services/outbound/outbound-address.ts';
import { checkEconomicsAtStart } from './economics/start-check.ts';
import { listPlans } from './services/billing/read-plans.ts';
import { flushApiCalls } from './services/public-api/api-call-buffer.ts';

/** The progress listener's application_name, as pg_stat_activity shows it. */
export const PROGRESS_LISTENER_NAME = 'kieu-progress-listener';

export interface RunningApi {
  url: string;
  deps: AppDeps;
  /** Stops accepting, lets in-flight requests finish, stops workers, closes the database. */
  close(): Promise<void>;
}

/**
 * Listens, then opens the database (migrating it), the job queue, the store and the mailer, and
 * answers 503 until the app is ready (GET /health, liveness, answers 200 from the start).
 * @example const api = await startApi(parseEnv()); await api.close();
 */
export async function startApi(
  env: Env,
  options: { logger?: Logger; clock?: Clock; engine?: Engine; resolve?: Resolve } = {},
): Promise<RunningApi> {
  // A stand-in DNS is a test's tool: production resolves customers' hosts itself (decision 080).
  if (options.resolve && env.NODE_ENV === 'production') {
    throw new Error('a custom DNS resolver is for tests only, not NODE_ENV=production');
  }
  const logger = options.logger ?? createLogger(env);
  for (const warning of productionWarnings(env, parseGenerationEngines(env.GENERATION_ENGINES))) {
    logger.warn({ production: true }, `PRODUCTION WARNING: ${warning}`);
  }
  // Listen first, so a free port (API_PORT=0) is known before anything builds a link: links and
  // notices come from configuration (PUBLIC_API_URL, else this address), never from a request.
  // The listener's second argument carries the socket (`{ incoming, outgoing }`): Hono's
  // getConnInfo reads the client's address from it, so it is passed on whole.
  const fastReads = fastReadRouter();
  let handle: (request: Request, bindings: unknown) => Response | Promise<Response> = () =>
    new Response('starting', { status: 503, headers: { 'retry-after': '1' } });
  const server = await new Promise<Server>((resolve) => {
    const s = serve(
      {
        fetch: (request, bindings) => handle(request, bindings),
        port: env.API_PORT,
        hostname: env.API_HOST,
        // GET /health is answered here, before Hono and before the database opens (decision 068).
        createServer: createServerWithLiveness(fastReads),
        serverOptions: {
          headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
          requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
          // Node checks the two timeouts above on this interval (30 s by default).
          connectionsCheckingInterval: 1000,
        },
      },
      () => resolve(s as Server),
    );
  });
  // http.createServer takes no keep-alive timeout among its options: set it on the server.
  server.keepAliveTimeout = env.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  const { port } = server.address() as AddressInfo;
  const url = `http://${env.API_HOST}:${port}`;
  // The bound port, so publicApiUrl(env) names this address when PUBLIC_API_URL is unset; the
  // unset URL itself stays unset (fal then polls: it could not reach a local address anyway).
  env = { ...env, API_PORT: port };
  const database = await openDatabase(env).catch(async (error: unknown) => {
    await new Promise((resolve) => server.close(resolve));
    throw error;
  });
  let progressNotices: NoticeListener = pollingOnly;
  let accountNotices: NoticeListener = pollingOnly;
  try {
    if (env.MIGRATE_ON_START) await runMigrations(database.pool);
    // Decision 065: the plans on sale against the configured engines' prices.
    checkEconomicsAtStart(env, await listPlans(database.db), logger);
    if (env.PROGRESS_EVENTS === 'notify') {
      progressNotices = await startNoticeListener({
        url: database.url,
        channel: PROGRESS_CHANNEL,
        logger,
        applicationName: PROGRESS_LISTENER_NAME,
      });
    }
    // Decision 072: cached sessions and tokens are forgotten on the database's word of a change.
    if (env.AUTH_CACHE_TTL_MS > 0) {
      accountNotices = await startAccountNotices({ url: database.url, logger });
    }
    const queue = await startQueue({ url: database.url, logger });
    const store = createObjectStore(env);
    const mailer =
      env.MAIL_TRANSPORT === 'smtp'
        ? createSmtpMailer(env.SMTP_URL!, env.MAIL_FROM)
        : createOutboxMailer(database.db);
    const firebase = createFirebaseVerifier(env, logger);
    // Browser tests move the API's time forward over a cooldown (POST /dev/clock, test only).
    const clock = options.clock ?? (env.NODE_ENV === 'test' ? advancingClock() : systemClock);
    const engine = options.engine ?? createConfiguredEngine({ db: database.db, env, logger });
    const metrics = createMetrics({
      queue,
      logger,
      margins: () => readMonthMargins(database.db, vietnamMonthStart(clock.now())),
    });
    const signer = await resultSignerFor(env);
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
      metrics,
      progressNotices,
      signer,
      resolve: options.resolve,
    };
    await registerJobs(deps, { work: env.RUN_WORKERS });
    warmUpModels(modelWarmUp(env), engine, logger);
    // The site build reads the published admin posts from files: write them before anyone builds.
    await exportBlogContent(database.db, env.BLOG_CONTENT_DIR);

    const app = createApp(deps);
    handle = (request, bindings) => app.fetch(request, bindings);
    fastReads.serve(statusReads(deps));

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
        store.close?.();
        await progressNotices.close();
        await accountNotices.close();
        // The buffered public API calls (decision 069) once no request can add more.
        await flushApiCalls(database.db);
        await database.close();
      })());
    return { url, deps, close };
  } catch (error) {
    await new Promise((resolve) => server.close(resolve));
    await progressNotices.close().catch(() => {});
    await accountNotices.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
