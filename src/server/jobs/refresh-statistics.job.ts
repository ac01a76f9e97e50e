import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { Queue } from './queue.ts';

export const REFRESH_STATISTICS = 'refresh-statistics';

/**
 * The embedded database (PGlite) has no autovacuum, so its planner statistics never refresh
 * on their own; without them it misjudges a user's history as small and scans it all. This
 * job runs ANALYZE every hour there. PostgreSQL does it by itself, so the job is not created.
 */
export async function registerRefreshStatistics(
  boss: Queue,
  deps: { database: Database; logger: Logger },
  options: { work: boolean },
) {
  if (!deps.database.embedded) return;
  await boss.createQueue(REFRESH_STATISTICS, { retryLimit: 1, expireInSeconds: 600 });
  await boss.schedule(REFRESH_STATISTICS, '7 * * * *');
  if (!options.work) return;
  await boss.work(REFRESH_STATISTICS, async () => {
    const started = performance.now();
    await deps.database.db.execute(sql`analyze`);
    deps.logger.info(
      { ms: Math.round(performance.now() - started) },
      'planner statistics refreshed',
    );
  });
}
