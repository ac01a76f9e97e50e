import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { storedFiles } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

/**
 * Removes temporary files whose time is up, a batch at a time. Rows are claimed with
 * SKIP LOCKED so two workers never delete the same file twice.
 * @returns how many files were removed.
 */
export async function deleteExpiredFiles(
  deps: { db: Db; store: ObjectStore },
  options: { now?: Date; batchSize?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  let removed = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const expired = await tx
        .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
        .from(storedFiles)
        .where(and(eq(storedFiles.temporary, true), lt(storedFiles.expiresAt, now)))
        .limit(options.batchSize ?? 200)
        .for('update', { skipLocked: true });
      if (expired.length === 0) return expired;
      for (const file of expired) await deps.store.delete(file.storageKey);
      await tx.delete(storedFiles).where(
        inArray(
          storedFiles.id,
          expired.map((file) => file.id),
        ),
      );
      return expired;
    });
    removed += batch.length;
    if (batch.length === 0) return removed;
  }
}
