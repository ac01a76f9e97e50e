import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import { deleteExpiredFiles } from '../services/files/delete-expired-files.ts';
import { pruneApiCallCounts } from '../services/public-api/count-api-call.ts';
import { deleteExpiredExports } from '../services/account/delete-expired-exports.ts';
import { deleteExpiredCatalogueExports } from '../services/catalogue/delete-expired-catalogue-exports.ts';
import { pruneRateLimitHits } from '../services/rate-limit/prune-rate-limit-hits.ts';
import { applyRetention } from '../services/retention/apply-retention.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Clock } from '../clock.ts';
import type { Queue } from './queue.ts';

export const CLEANUP_TEMP_FILES = 'cleanup-temp-files';

/**
 * Creates the queue, schedules it every 15 minutes, and (when asked) starts its worker: expired
 * temporary files, expired account exports (decision 055) and marketplace exports (decision
 * 087), the public API's request counts
 * of past minutes, and the retention of decision 058 (results and uploads past their plan's
 * days, with the mail a week before; rate-limit rows keyed by IP addresses after a day).
 */
export async function registerCleanupTempFiles(
  boss: Queue,
  deps: CleanupDeps,
  options: { work: boolean },
) {
  await boss.createQueue(CLEANUP_TEMP_FILES, { retryLimit: 3, expireInSeconds: 300 });
  await boss.schedule(CLEANUP_TEMP_FILES, '*/15 * * * *');
  if (!options.work) return;
  await boss.work(CLEANUP_TEMP_FILES, () => runCleanup({ ...deps, queue: boss }));
}

interface CleanupDeps {
  db: Db;
  store: ObjectStore;
  logger: Logger;
  clock: Clock;
  mailer: Mailer;
  /** The site the retention mail links to (history, library). */
  siteUrl: string;
}

type CleanupRunDeps = CleanupDeps & { queue: Pick<Queue, 'send'> };

/** One cleanup pass; exports expire on the product's clock, which tests move. */
export async function runCleanup(deps: CleanupRunDeps) {
  const removed = await deleteExpiredFiles(deps);
  if (removed > 0) deps.logger.info({ removed }, 'expired temporary files removed');
  const exports = await deleteExpiredExports(deps, deps.clock.now());
  if (exports > 0) deps.logger.info({ exports }, 'expired account exports removed');
  const catalogueExports = await deleteExpiredCatalogueExports(deps, deps.clock.now());
  if (catalogueExports > 0) {
    deps.logger.info({ catalogueExports }, 'expired marketplace exports removed');
  }
  const minutes = await pruneApiCallCounts(deps.db, new Date());
  const addresses = await pruneRateLimitHits(deps.db, deps.clock.now());
  const retention = await applyRetention(deps);
  if (retention.removed > 0 || retention.mailed > 0) {
    deps.logger.info(retention, 'results and uploads past their retention handled');
  }
  return { removed, exports, catalogueExports, minutes, addresses, retention };
}
