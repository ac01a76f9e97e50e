import type { HistoryItem } from '../../../contracts/history.ts';
import { jobFailures, type JobFailureCode } from '../../../contracts/job-failures.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { Job } from '../../routes/public-api/v1-schemas.ts';
import type { StatusRow } from '../history/history-items.ts';
import { usedCategoryOf } from '../generation/resolve-garment-category.ts';

/**
 * A generation as the public API shows it. The studio's 'success' reads 'succeeded', and a
 * generation no worker has picked up yet is 'queued'. `credits` is what the job holds or
 * kept: 0 once refunded, and on an unlimited plan. `linksExpireAt` is when the item's signed
 * links stop working (`linksExpireAt` below).
 */
export function toJob(
  row: StatusRow,
  item: HistoryItem,
  credits: number,
  linksExpireAt: Date,
): Job {
  const status =
    row.status === 'success'
      ? 'succeeded'
      : row.status === 'failed' || row.status === 'cancelled'
        ? row.status
        : row.phase === 'queued'
          ? 'queued'
          : 'processing';
  return {
    id: row.id,
    service: row.tool as StudioTool,
    status,
    phase: row.phase as Job['phase'],
    progress: row.status === 'processing' ? row.progress : 1,
    credits,
    engine: row.engine,
    params: item.params,
    result:
      item.result_url && item.result_media_type
        ? {
            url: item.result_url,
            thumbnail_url: item.result_thumbnail_url,
            media_type: item.result_media_type,
            bytes: item.result_bytes,
            samples: item.result_samples,
            expires_at: linksExpireAt.toISOString(),
          }
        : null,
    error: item.error ? jobError(row.errorCode, item.error) : null,
    fidelity: item.fidelity,
    category: usedCategoryOf(row),
    webhook_url: row.webhookUrl,
    created_at: item.created_at,
    completed_at: item.completed_at,
  };
}

/**
 * When links signed from now on stop working, to the second and never later than they do:
 * taken before the links are signed, so each link outlives it by the time signing took.
 * @example linksExpireAt(store) // 15 minutes from now with the default DOWNLOAD_URL_TTL_SECONDS
 */
export function linksExpireAt(store: { linkSeconds: number }): Date {
  return new Date(Math.floor(Date.now() / 1000) * 1000 + store.linkSeconds * 1000);
}

/**
 * A failed job's error: its stable code, whether the same request may succeed if sent again,
 * and the message in the owner's language. Jobs failed before codes were kept are
 * `engine_failed`.
 */
export function jobError(code: string | null, message: string) {
  const known = code !== null && Object.hasOwn(jobFailures, code);
  const failure = (known ? code : 'engine_failed') as JobFailureCode;
  return { code: failure, retryable: jobFailures[failure].retryable, message };
}
