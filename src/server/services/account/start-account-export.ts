import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { accountExports } from '../../db/schema.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { queueExecutor } from '../generation/queue-in-transaction.ts';
import { toExportStatus } from './account-export-view.ts';

export const ACCOUNT_EXPORT_JOB = 'account-export';

/**
 * POST /auth/account/export: queues the export, or answers the one already queued or running.
 * The partial unique index admits one unfinished row per user, so of a burst of parallel
 * requests one insert wins and the others read its row; the job is queued in the same
 * transaction as the row, so a row never waits on a job that was not sent.
 */
export async function startAccountExport(
  deps: { db: Db; queue: Queue; store: ObjectStore; clock: Clock },
  userId: string,
) {
  const now = deps.clock.now();
  for (let attempt = 0; attempt < 3; attempt++) {
    const started = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(accountExports)
        .values({ userId, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (row) {
        await deps.queue.send(ACCOUNT_EXPORT_JOB, { exportId: row.id }, { db: queueExecutor(tx) });
      }
      return row;
    });
    if (started) return { created: true, status: await toExportStatus(deps.store, started, now) };
    const [running] = await deps.db
      .select()
      .from(accountExports)
      .where(
        and(
          eq(accountExports.userId, userId),
          inArray(accountExports.status, ['queued', 'running']),
        ),
      );
    // It may have finished between the insert and this read: then try again.
    if (running) return { created: false, status: await toExportStatus(deps.store, running, now) };
  }
  throw new Error('account export: no row after three attempts');
}
