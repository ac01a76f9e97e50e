import { and, eq } from 'drizzle-orm';
import type { Asset, AssetUpdate } from '../../../contracts/assets.ts';
import type { Db } from '../../db/database.ts';
import { assets } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { isUuid } from './asset-view.ts';
import { getAsset } from './get-asset.ts';

/**
 * Sets a garment's SKU, colour and category (issue 20): a field left out stays, null clears
 * it. Another user's asset is 404 like an unknown one; another kind is 422 and nothing changes.
 */
export async function updateAssetLabels(
  deps: { db: Db; store: ObjectStore },
  userId: string,
  id: string,
  update: AssetUpdate,
): Promise<Asset> {
  if (!isUuid(id)) throw errors.notFound();
  const [row] = await deps.db
    .select({ kind: assets.kind })
    .from(assets)
    .where(and(eq(assets.id, id), eq(assets.userId, userId)));
  if (!row) throw errors.notFound();
  if (row.kind !== 'garment') {
    const given = (['sku', 'color', 'category'] as const).filter((key) => key in update);
    throw errors.validation(
      (given.length ? given : ['kind']).map((path) => ({
        path,
        message: 'assets.error.garmentOnly',
      })),
    );
  }
  const values = {
    ...(update.sku !== undefined && { sku: update.sku }),
    ...(update.color !== undefined && { color: update.color }),
    ...(update.category !== undefined && { garmentCategory: update.category }),
  };
  if (Object.keys(values).length) {
    await deps.db
      .update(assets)
      .set(values)
      .where(and(eq(assets.id, id), eq(assets.userId, userId)));
  }
  return getAsset(deps, userId, id);
}
