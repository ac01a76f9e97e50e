import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountExports } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

/**
 * Removes exports whose link has expired: the ZIP from the store, then the row (decision 055).
 * Failed exports go after the same time. Rows are claimed with SKIP LOCKED like temporary files.
 * @returns how many exports were removed.
 */
export async function deleteExpiredExports(deps: { db: Db; store: ObjectStore }, now: Date) {
  return deps.db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: accountExports.id, storageKey: accountExports.storageKey })
      .from(accountExports)
      .where(
        and(inArray(accountExports.status, ['ready', 'failed']), lt(accountExports.expiresAt, now)),
      )
      .limit(200)
      .for('update', { skipLocked: true });
    for (const row of expired) if (row.storageKey) await deps.store.delete(row.storageKey);
    if (expired.length > 0) {
      await tx.delete(accountExports).where(
        inArray(
          accountExports.id,
          expired.map((row) => row.id),
        ),
      );
    }
    return expired.length;
  });
}
