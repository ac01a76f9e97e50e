import { and, eq, sql } from 'drizzle-orm';
import type { Asset } from '../../../contracts/assets.ts';
import type { Db } from '../../db/database.ts';
import { assets, storedFiles } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { assetColumns, thumbnailFiles, toAssetView } from './asset-view.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Thrown inside createAsset's transaction when the user already keeps a copy of the origin. */
export class ExistingCopy extends Error {
  constructor(readonly assetId: string) {
    super('existing copy');
  }
}

/**
 * Locks the user's row (as reserveStorage does, so parallel copies queue one after another),
 * then throws ExistingCopy when an asset of this origin is already kept: the transaction rolls
 * back and the caller answers that asset instead.
 */
export async function refuseSecondCopy(tx: Tx, userId: string, origin: string) {
  await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
  const [row] = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.userId, userId), eq(assets.origin, origin)))
    .limit(1);
  if (row) throw new ExistingCopy(row.id);
}

/** The user's asset copied from `origin`, if one is kept. */
export async function findCopy(
  deps: { db: Db; store: ObjectStore },
  userId: string,
  origin: string,
): Promise<Asset | null> {
  const [row] = await deps.db
    .select(assetColumns)
    .from(assets)
    .innerJoin(storedFiles, eq(storedFiles.id, assets.storedFileId))
    .leftJoin(thumbnailFiles, eq(thumbnailFiles.id, assets.thumbnailFileId))
    .where(and(eq(assets.userId, userId), eq(assets.origin, origin)))
    .limit(1);
  return row ? toAssetView(deps.store, row) : null;
}
