import type { Plan } from '../../../contracts/plans.ts';
import type { FileRow, ItemRow } from './history-items.ts';

/** The stored file a download starts from, and whether the watermark is still to be drawn. */
export interface DownloadSource {
  storageKey: string;
  contentType: string;
  addWatermark: boolean;
}

/**
 * Decision 101: a download follows the plan at the time of download, not the one the result was
 * made on. On a plan without the watermark, a result made with it is served from its clean copy;
 * on a plan with it, a result stored clean gets it drawn in now. A result made before the copies
 * were kept (`resultWatermarked` null) is served as stored.
 */
export function downloadSource(
  row: Pick<ItemRow, 'resultCleanFileId' | 'resultWatermarked'>,
  files: Map<string, FileRow>,
  result: FileRow,
  plan: Pick<Plan, 'watermark'>,
): DownloadSource {
  const clean = row.resultCleanFileId ? files.get(row.resultCleanFileId) : undefined;
  if (!plan.watermark && clean) {
    return { storageKey: clean.storageKey, contentType: clean.contentType, addWatermark: false };
  }
  return {
    storageKey: result.storageKey,
    contentType: result.contentType,
    addWatermark: plan.watermark && row.resultWatermarked === false,
  };
}
