import { PgBoss } from 'pg-boss';
import type { Logger } from '../logger.ts';

/** How long after a queue error /health/ready keeps reporting the queue as down. */
const ERROR_WINDOW_MS = 30_000;

export interface QueueHealth {
  up(): boolean;
}

/**
 * pg-boss on the app's own database. Its tables live in the `pgboss` schema, created and
 * migrated by pg-boss itself at start. Health is read from its events rather than queried, so
 * /health/ready costs one database round trip, not two.
 */
export async function startQueue(options: { url: string; logger: Logger }) {
  // Supervision every 10 s (default 60): the job of a worker that died is noticed soon after its
  // heartbeat stops, so a generation waits seconds, not minutes, for its retry.
  const boss = new PgBoss({
    connectionString: options.url,
    max: 4,
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
  });
  let running = false;
  let lastErrorAt = 0;
  boss.on('error', (error) => {
    lastErrorAt = Date.now();
    options.logger.error({ err: error }, 'job queue error');
  });
  boss.on('stopped', () => {
    running = false;
  });
  await boss.start();
  running = true;
  const health: QueueHealth = { up: () => running && Date.now() - lastErrorAt > ERROR_WINDOW_MS };
  return Object.assign(boss, { health });
}

export type Queue = Awaited<ReturnType<typeof startQueue>>;
