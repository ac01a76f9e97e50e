import type { MiddlewareHandler } from 'hono';
import type { Env } from './env.ts';
import type { Database } from './db/database.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import type { ObjectStore } from './storage/object-store.ts';
import type { Queue } from './jobs/queue.ts';
import type { Clock } from './clock.ts';
import type { FirebaseVerifier } from './services/auth/verify-firebase-token.ts';
import type { Engine } from './engine/engine.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { NoticeListener } from './db/notice-listener.ts';
import type { ResultSigner } from './provenance/result-signer.ts';
import type { Resolve } from './services/outbound/outbound-address.ts';

/** Everything a route or job needs, built once at start-up by `startApi` (or a test). */
export interface AppDeps {
  env: Env;
  logger: Logger;
  database: Database;
  queue: Queue;
  store: ObjectStore;
  mailer: Mailer;
  /** The time of services and tokens; tests move it instead of sleeping. */
  clock: Clock;
  firebase: FirebaseVerifier;
  /** The generation engine: local by default, per tool by GENERATION_ENGINES (decision 018). */
  engine: Engine;
  /** This process's Prometheus registry and the product's counters (decision 029). */
  metrics: Metrics;
  /** Generation progress notices, fanned out to this process's event streams (decision 028). */
  progressNotices: NoticeListener;
  /** Signs results' content credentials (decision 052). */
  signer: ResultSigner;
  /**
   * How outbound hosts customers name are resolved (input URLs, decision 080): the system's
   * DNS unless a test gives one that answers a private address, as a hostile name would.
   */
  resolve?: Resolve;
}

export type AppBindings = {
  Variables: {
    requestId: string;
    lang: 'vi' | 'en';
    logger: Logger;
    /** A public API path's body limit, applied by its token guard (`sizeLimits`, decision 128). */
    bodyLimit?: MiddlewareHandler;
  };
};
