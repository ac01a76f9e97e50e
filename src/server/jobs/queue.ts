import { PgBoss } from 'pg-boss';
import type { Logger } from '../logger.ts';

/**
 * pg-boss on the app's own database. Its tables live in the `pgboss` schema, created and
 * migrated by pg-boss itself at start.
 */
export async function startQueue(options: { url: string; logger: Logger }) {
  const boss = new PgBoss({ connectionString: options.url, max: 4 });
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

export type Queue = PgBoss;
