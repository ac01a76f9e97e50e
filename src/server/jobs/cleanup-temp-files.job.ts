import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { deleteExpiredFiles } from '../services/files/delete-expired-files.ts';
import { pruneApiCallCounts } from '../services/public-api/count-api-call.ts';
import type { Queue } from './queue.ts';

export const CLEANUP_TEMP_FILES = 'cleanup-temp-files';

/**
 * Creates the queue, schedules it every 15 minutes, and (when asked) starts its worker: expired
 * temporary files, and the public API's request counts of past minutes.
 */
export async function registerCleanupTempFiles(
  boss: Queue,
  deps: { db: Db; store: ObjectStore; logger: Logger },
  options: { work: boolean },
) {
  await boss.createQueue(CLEANUP_TEMP_FILES, { retryLimit: 3, expireInSeconds: 300 });
  await boss.schedule(CLEANUP_TEMP_FILES, '*/15 * * * *');
  if (!options.work) return;
  await boss.work(CLEANUP_TEMP_FILES, async () => {
    const removed = await deleteExpiredFiles(deps);
    if (removed > 0) deps.logger.info({ removed }, 'expired temporary files removed');
    const minutes = await pruneApiCallCounts(deps.db, new Date());
    return { removed, minutes };
  });
}
