// Decision 074: the integration suite runs whole on PostgreSQL with the S3 store (what
// production runs), and on the embedded PGlite with the local store only for the files where
// the two differ: PGlite's socket server (one backend for every connection, transactions kept
// per connection, notices routed by it), the embedded database's start, stop and crash, the
// counts that must stay exact under parallel requests, SQL that aggregates or pages, and the
// local store. Every browser test (the e2e stage) also runs on PGlite and the local store, as
// `npm start` does.

/** The integration files run on PGlite, each for the reason beside it. */
export const pgliteFiles: Record<string, string> = {
  'migrations.test.ts': 'migrating an empty embedded database, concurrent starts',
  'health.test.ts': 'readiness of the embedded database',
  'worker-process.test.ts': 'npm start: the database process, the API and the worker',
  'start-command.test.ts': 'npm start itself on its embedded defaults',
  'graceful-shutdown.test.ts': 'stopping with the database in the same process',
  'crash-recovery.test.ts': 'a killed process on the embedded database',
  'generation-worker-death.test.ts': 'a worker process dying mid-job on the socket server',
  'metrics-processes.test.ts': 'several processes on one socket server',
  'progress-events.test.ts': 'LISTEN/NOTIFY routed by the socket server',
  'auth-cache-notices.test.ts': 'account notices from triggers, routed by the socket server',
  'auth-cache-revocation.test.ts': 'a second process on the embedded database',
  'refresh-statistics.test.ts': 'the ANALYZE that only PGlite needs',
  'public-api-rate-limit.test.ts': 'an exact per-minute limit across processes',
  'rate-limit.test.ts': 'atomic counters under parallel requests',
  'auth-limits.test.ts': 'atomic sign-in and sign-up limits under parallel requests',
  'credits.test.ts': 'credit holds under parallel submits',
  'generation.test.ts': 'the try-on end to end, and parallel submits against credits',
  'payments-upgrades.test.ts': 'orders paid once under parallel returns',
  'payments-vietqr.test.ts': 'a QR rail settled once under 20 parallel notifications',
  'history.test.ts': 'keyset paging and filters in SQL',
  'admin-statistics.test.ts': 'aggregates and date arithmetic in SQL',
  'dashboard.test.ts': 'aggregates in SQL',
  'api-usage.test.ts': 'aggregates of buffered API calls in SQL',
  'economics-admin-fairuse.test.ts': 'margins aggregated in SQL',
  'retention.test.ts': 'deletes by age in SQL',
  'object-store.test.ts': 'the local store',
  'files-and-jobs.test.ts': 'files on the local store and their jobs',
  'assets.test.ts': 'uploads to the local store',
  'mail.test.ts': 'the outbox in the embedded database',
  'blog-xss.test.ts': 'published posts exported from the embedded database',
  'site-build.test.ts': 'the site built from the embedded database',
};
