import type { HistoryItem } from '../../../contracts/history.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { Job } from '../../routes/public-api/v1-schemas.ts';
import type { GenerationRow } from '../history/history-items.ts';

/**
 * A generation as the public API shows it. The studio's 'success' reads 'succeeded', and a
 * generation no worker has picked up yet is 'queued'. `credits` is what the job holds or
 * kept: 0 once refunded, and on an unlimited plan.
 */
export function toJob(row: GenerationRow, item: HistoryItem, credits: number): Job {
  const status =
    row.status === 'success'
      ? 'succeeded'
      : row.status === 'failed'
        ? 'failed'
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
          }
        : null,
    error: item.error ? { message: item.error } : null,
    webhook_url: row.webhookUrl,
    created_at: item.created_at,
    completed_at: item.completed_at,
  };
}
