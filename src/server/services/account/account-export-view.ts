import { isoDayInVietnam } from '../../../lib/format.ts';
import type { AccountExportStatus } from '../../../contracts/account-export.ts';
import type { accountExports } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

export type AccountExportRow = typeof accountExports.$inferSelect;

/** The file name the ZIP downloads as, dated in Vietnam like the screen, e.g. kieu-studio-data-2026-11-24.zip. */
export function exportFilename(row: AccountExportRow) {
  return `kieu-studio-data-${isoDayInVietnam(row.createdAt)}.zip`;
}

/**
 * A signed link to the ZIP that ends when the export does: the store signs for the time left,
 * so a link copied from the profile lives no longer than the mailed one.
 */
export async function exportLink(store: ObjectStore, row: AccountExportRow, now: Date) {
  if (row.status !== 'ready' || !row.storageKey || !row.expiresAt) return null;
  const seconds = Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000);
  if (seconds <= 0) return null;
  return store.signedUrl(row.storageKey, {
    expiresInSeconds: seconds,
    filename: exportFilename(row),
  });
}

/** GET /auth/account/export/:id: a ready export past its expiry reads as 'expired', with no link. */
export async function toExportStatus(
  store: ObjectStore,
  row: AccountExportRow,
  now: Date,
): Promise<AccountExportStatus> {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.id,
    status: expired ? 'expired' : (row.status as AccountExportStatus['status']),
    progress: row.progress,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    download_url: expired ? null : await exportLink(store, row, now),
    byte_size: row.byteSize,
  };
}
