import { runSiteRebuild, type SiteRebuildDeps } from '../services/site-build/run-site-rebuild.ts';
import { SITE_REBUILD_JOB } from '../services/site-build/request-site-rebuild.ts';
import type { Queue } from './queue.ts';

/**
 * The site rebuild queue: 'stately', so at most one build waits while one runs; a request made
 * during a build is served by the next one, and requests made while one waits join it. A build
 * takes minutes, hence the long expiry; failures are recorded, not retried.
 */
export async function registerSiteRebuildJobs(
  boss: Queue,
  deps: SiteRebuildDeps,
  options: { work: boolean },
) {
  await boss.createQueue(SITE_REBUILD_JOB, {
    policy: 'stately',
    retryLimit: 0,
    expireInSeconds: 30 * 60,
  });
  if (!options.work) return;
  await boss.work(SITE_REBUILD_JOB, async () => {
    await runSiteRebuild(deps);
  });
}
