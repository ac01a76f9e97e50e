import { PgBoss, type WorkHandler, type WorkOptions } from 'pg-boss';
import type { Logger } from '../logger.ts';

/** How long after a queue error /health/ready keeps reporting the queue as down. */
const ERROR_WINDOW_MS = 30_000;

export interface QueueHealth {
  up(): boolean;
}

/**
 * Every queue of the app wakes its workers by NOTIFY when a job is sent, instead of leaving the
 * job to the next poll (0–2 s later): a generation, a webhook or an export starts at once. A queue
 * made before this setting existed is switched over too, since creating an existing queue
 * changes nothing. Workers still poll every 2 s beside it: a retry's delayed job sends no
 * notification when its delay ends, and pg-boss's poll under NOTIFY (30 s) would hold it that long.
 */
class NotifyingQueue extends PgBoss {
  override async createQueue(...[name, options]: Parameters<PgBoss['createQueue']>) {
    await super.createQueue(name, { ...options, notify: true });
    await super.updateQueue(name, { notify: true });
  }

  override work<ReqData>(name: string, handler: WorkHandler<ReqData>): Promise<string> {
    const options: WorkOptions = { notifyPollingIntervalSeconds: 2 };
    return super.work(name, options, handler);
  }
}

/**
 * pg-boss on the app's own database. Its tables live in the `pgboss` schema, created and
 * migrated by pg-boss itself at start. Health is read from its events rather than queried, so
 * /health/ready costs one database round trip, not two.
 */
export async function startQueue(options: { url: string; logger: Logger }) {
  // Supervision every 10 s (default 60): the job of a worker that died is noticed soon after its
  // heartbeat stops, so a generation waits seconds, not minutes, for its retry.
  const boss = new NotifyingQueue({
    connectionString: options.url,
    max: 4,
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    useListenNotify: true,
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
