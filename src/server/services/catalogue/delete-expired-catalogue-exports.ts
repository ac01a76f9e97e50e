import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { catalogueExports } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

/**
 * Removes marketplace exports past their 48 hours: the ZIP from the store, then the row. Failed
 * ones go after the same time. Rows are claimed with SKIP LOCKED like account exports.
 * @returns how many exports were removed.
 */
export async function deleteExpiredCatalogueExports(
  deps: { db: Db; store: ObjectStore },
  now: Date,
) {
  return deps.db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: catalogueExports.id, storageKey: catalogueExports.storageKey })
      .from(catalogueExports)
      .where(
        and(
          inArray(catalogueExports.status, ['ready', 'failed']),
          lt(catalogueExports.expiresAt, now),
        ),
      )
      .limit(200)
      .for('update', { skipLocked: true });
    for (const row of expired) if (row.storageKey) await deps.store.delete(row.storageKey);
    if (expired.length > 0) {
      await tx.delete(catalogueExports).where(
        inArray(
          catalogueExports.id,
          expired.map((row) => row.id),
        ),
      );
    }
    return expired.length;
  });
}
