import { and, eq } from 'drizzle-orm';
import type { Asset } from '../../../contracts/assets.ts';
import type { Db } from '../../db/database.ts';
import { assets, storedFiles } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { assetColumns, isUuid, thumbnailFiles, toAssetView } from './asset-view.ts';

/**
 * One of the user's assets. Another user's asset answers 404 exactly like an unknown id, so
 * ids reveal nothing.
 */
export async function getAsset(
  deps: { db: Db; store: ObjectStore },
  userId: string,
  id: string,
): Promise<Asset> {
  if (!isUuid(id)) throw errors.notFound();
  const [row] = await deps.db
    .select(assetColumns)
    .from(assets)
    .innerJoin(storedFiles, eq(storedFiles.id, assets.storedFileId))
    .leftJoin(thumbnailFiles, eq(thumbnailFiles.id, assets.thumbnailFileId))
    .where(and(eq(assets.id, id), eq(assets.userId, userId)));
  if (!row) throw errors.notFound();
  return toAssetView(deps.store, row);
}
