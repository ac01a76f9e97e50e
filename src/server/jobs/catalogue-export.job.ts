import {
  buildCatalogueExport,
  failCatalogueExport,
  type CatalogueExportDeps,
} from '../services/catalogue/build-catalogue-export.ts';
import { CATALOGUE_EXPORT_JOB } from '../services/catalogue/start-export.ts';
import type { Queue } from './queue.ts';

const CATALOGUE_EXPORT_FAILED = 'catalogue-export-failed';

interface CatalogueExportJob {
  exportId: string;
}

/**
 * Marketplace exports (issue 20 point 4, decision 087): builds the ZIP, retried twice; after the
 * last failure its dead letter marks the export failed so the screen offers to try again.
 */
export async function registerCatalogueExportJobs(
  boss: Queue,
  deps: CatalogueExportDeps,
  options: { work: boolean },
) {
  await boss.createQueue(CATALOGUE_EXPORT_FAILED, { retryLimit: 5, expireInSeconds: 60 });
  await boss.createQueue(CATALOGUE_EXPORT_JOB, {
    retryLimit: 2,
    retryDelay: 10,
    retryBackoff: true,
    expireInSeconds: 3600,
    heartbeatSeconds: 30,
    deadLetter: CATALOGUE_EXPORT_FAILED,
  });
  if (!options.work) return;
  await boss.work<CatalogueExportJob>(CATALOGUE_EXPORT_JOB, async ([job]) => {
    if (job) await buildCatalogueExport(deps, job.data.exportId);
  });
  await boss.work<CatalogueExportJob>(CATALOGUE_EXPORT_FAILED, async ([job]) => {
    if (job) await failCatalogueExport(deps, job.data.exportId);
  });
}
