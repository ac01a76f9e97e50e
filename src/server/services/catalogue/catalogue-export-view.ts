import { isoDayInVietnam } from '../../../lib/format.ts';
import type { ExportPreset, ExportStatus, ExportView } from '../../../contracts/catalogue.ts';
import type { catalogueExports } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

export type CatalogueExportRow = typeof catalogueExports.$inferSelect;

/** Exports live as long as account exports do (decision 055): 48 hours, then cleanup. */
export const CATALOGUE_EXPORT_LIFETIME_HOURS = 48;

/** The file name the ZIP downloads as, dated in Vietnam like the screen, e.g. kieu-shopee-2026-11-28-1a2b3c4d.zip. */
export function catalogueExportFilename(row: CatalogueExportRow) {
  return `kieu-${row.preset}-${isoDayInVietnam(row.createdAt)}-${row.id.slice(0, 8)}.zip`;
}

/** A store-signed link that ends when the export does, so a copied link lives no longer. */
export async function catalogueExportLink(store: ObjectStore, row: CatalogueExportRow, now: Date) {
  if (row.status !== 'ready' || !row.storageKey || !row.expiresAt) return null;
  const seconds = Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000);
  if (seconds <= 0) return null;
  return store.signedUrl(row.storageKey, {
    expiresInSeconds: seconds,
    filename: catalogueExportFilename(row),
  });
}

/** GET /catalogue/exports/:id: the link only while the export is ready and not expired. */
export async function toExportView(
  store: ObjectStore,
  row: CatalogueExportRow,
  now: Date,
): Promise<ExportView> {
  return {
    id: row.id,
    status: row.status as ExportStatus,
    preset: row.preset as ExportPreset,
    progress: row.progress,
    file_count: row.fileCount,
    byte_size: row.byteSize,
    url: await catalogueExportLink(store, row, now),
    error: row.error,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}
