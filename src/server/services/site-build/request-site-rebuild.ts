import type { Db } from '../../db/database.ts';
import { siteBuilds } from '../../db/schema.ts';
import type { Queue } from '../../jobs/queue.ts';
import { queueExecutor } from '../generation/queue-in-transaction.ts';

export const SITE_REBUILD_JOB = 'site-rebuild';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Asks for the static site to be rebuilt after a blog change (decision 025), inside the
 * caller's transaction: a `site_builds` row and a `site-rebuild` job, both or neither. Requests
 * made while a build waits are served by that build (the job is a singleton).
 * @example await db.transaction(async (tx) => { …; await requestSiteRebuild(tx, queue, { reason: 'post published', mode: env.SITE_REBUILD }); });
 */
export async function requestSiteRebuild(
  tx: Tx,
  queue: Queue,
  input: { reason: string; mode: 'embedded' | 'hook' | 'off' },
): Promise<string> {
  const [build] = await tx
    .insert(siteBuilds)
    .values({ reason: input.reason, mode: input.mode, status: 'queued' })
    .returning({ id: siteBuilds.id });
  await queue.send(
    SITE_REBUILD_JOB,
    { buildId: build!.id },
    { db: queueExecutor(tx), singletonKey: 'site' },
  );
  return build!.id;
}
