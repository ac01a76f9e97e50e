import { purgeClosedAccounts } from '../services/account/purge-closed-accounts.ts';
import type { ClosingDeps } from '../services/account/closing-deps.ts';
import type { Queue } from './queue.ts';

export const ACCOUNT_PURGE = 'account-purge';

/**
 * Deletes the accounts whose grace period has ended (decision 056), every 15 minutes like the
 * other cleanups; a failed pass is retried and picks up where the last one stopped.
 */
export async function registerAccountPurge(
  boss: Queue,
  deps: Omit<ClosingDeps, 'queue' | 'siteUrl'>,
  options: { work: boolean },
) {
  await boss.createQueue(ACCOUNT_PURGE, { retryLimit: 3, retryDelay: 60, expireInSeconds: 900 });
  await boss.schedule(ACCOUNT_PURGE, '*/15 * * * *');
  if (!options.work) return;
  await boss.work(ACCOUNT_PURGE, async () => {
    const deleted = await purgeClosedAccounts(deps);
    if (deleted > 0) deps.logger.info({ deleted }, 'closed accounts deleted');
  });
}
