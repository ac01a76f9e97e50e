import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountExports, catalogueExports } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where an account's exports are stored: its data archives and its marketplace ZIPs. */
export function exportPrefixes(userId: string): string[] {
  return [`exports/${userId}/`, `catalogue-exports/${userId}/`];
}

/**
 * Closing an account (issue 39, defect 8), in the closing transaction: the rows of its data and
 * marketplace exports, done or still being built, go. A build still running then finds its row
 * gone and removes its own ZIP (build-account-export.ts, build-catalogue-export.ts).
 */
export async function removeExportRows(tx: Tx, userId: string): Promise<void> {
  await tx.delete(accountExports).where(eq(accountExports.userId, userId));
  await tx.delete(catalogueExports).where(eq(catalogueExports.userId, userId));
}

/**
 * Then, once closing has committed, their ZIPs: a download link mailed or shown before the
 * account closed stops working, whichever store signed it (an S3 link cannot be revoked, only
 * its object removed). Restoring the account does not bring them back; a new export can be asked.
 * @returns how many files were removed.
 */
export async function removeExportFiles(store: ObjectStore, userId: string): Promise<number> {
  let removed = 0;
  for (const prefix of exportPrefixes(userId)) removed += await store.deletePrefix(prefix);
  return removed;
}
