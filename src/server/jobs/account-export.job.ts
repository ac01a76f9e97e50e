import {
  buildAccountExport,
  failAccountExport,
  type AccountExportDeps,
} from '../services/account/build-account-export.ts';
import { ACCOUNT_EXPORT_JOB } from '../services/account/start-account-export.ts';
import type { Queue } from './queue.ts';

const ACCOUNT_EXPORT_FAILED = 'account-export-failed';

interface AccountExportJob {
  exportId: string;
}

/**
 * "Download my data" (decision 055): builds the ZIP, retried twice; after the last failure its
 * dead letter marks the export failed so the profile offers to try again.
 */
export async function registerAccountExportJobs(
  boss: Queue,
  deps: AccountExportDeps,
  options: { work: boolean },
) {
  await boss.createQueue(ACCOUNT_EXPORT_FAILED, { retryLimit: 5, expireInSeconds: 60 });
  await boss.createQueue(ACCOUNT_EXPORT_JOB, {
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 3600,
    heartbeatSeconds: 30,
    deadLetter: ACCOUNT_EXPORT_FAILED,
  });
  if (!options.work) return;
  await boss.work<AccountExportJob>(ACCOUNT_EXPORT_JOB, async ([job]) => {
    if (job) await buildAccountExport(deps, job.data.exportId);
  });
  await boss.work<AccountExportJob>(ACCOUNT_EXPORT_FAILED, async ([job]) => {
    if (job) await failAccountExport(deps, job.data.exportId);
  });
}
