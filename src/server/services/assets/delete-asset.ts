import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assets, storedFiles } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import type { Clock } from '../../clock.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { isUuid } from './asset-view.ts';
import { deleteAssetResults } from './delete-asset-results.ts';

/**
 * Removes one of the user's assets (404 for an unknown id or another user's) and, with
 * `withResults`, the generations made from it (decision 057). The rows go first,
 * in one transaction, and the files only after it commits: a failure can at worst leave an
 * unreferenced file (logged), never a row pointing at a missing file.
 */
export async function deleteAsset(
  deps: {
    db: Db;
    store: ObjectStore;
    logger: Logger;
    queue: Pick<Queue, 'send'>;
    clock: Clock;
  },
  userId: string,
  id: string,
  options: { withResults?: boolean } = {},
): Promise<void> {
  if (!isUuid(id)) throw errors.notFound();
  const keys = await deps.db.transaction(async (tx) => {
    const [asset] = await tx
      .delete(assets)
      .where(and(eq(assets.id, id), eq(assets.userId, userId)))
      .returning({ fileId: assets.storedFileId, thumbnailId: assets.thumbnailFileId });
    if (!asset) throw errors.notFound();
    const fileIds = [asset.fileId, asset.thumbnailId].filter((fileId) => fileId !== null);
    const files = await tx
      .delete(storedFiles)
      .where(inArray(storedFiles.id, fileIds))
      .returning({ key: storedFiles.storageKey });
    const results = options.withResults ? await deleteAssetResults(tx, deps, userId, id) : [];
    return [...files.map((file) => file.key), ...results];
  });
  for (const key of keys) {
    await deps.store
      .delete(key)
      .catch((err: unknown) => deps.logger.error({ err, key }, 'asset file left behind'));
  }
}
