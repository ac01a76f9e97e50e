import { eq } from 'drizzle-orm';
import type { ExportPreset } from '../../../contracts/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { apiTokens, apiWebhookDeliveries, catalogueExports } from '../../db/schema.ts';
import type { Queue } from '../../jobs/queue.ts';
import { API_WEBHOOK_JOB, EXPORT_READY, type WebhookJob } from '../api-webhooks/job-names.ts';
import { queueExecutor } from '../generation/queue-in-transaction.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The body of `export.ready` (decision 087): thin like a job event; read the export for its link. */
export interface ExportReadyPayload {
  id: string;
  type: typeof EXPORT_READY;
  created_at: string;
  data: {
    export_id: string;
    status: 'ready';
    preset: ExportPreset;
    file_count: number | null;
    completed_at: string | null;
  };
}

/**
 * Queues `export.ready` INSIDE the transaction that marks the export ready: the delivery row and
 * its job commit with it or not at all, once per export (the unique index). No URL, nothing.
 */
export async function queueExportReady(
  tx: Tx,
  queue: Pick<Queue, 'send'>,
  ready: { exportId: string; webhookUrl: string | null; now: Date },
): Promise<void> {
  if (!ready.webhookUrl) return;
  const [delivery] = await tx
    .insert(apiWebhookDeliveries)
    .values({
      exportId: ready.exportId,
      event: EXPORT_READY,
      url: ready.webhookUrl,
      createdAt: ready.now,
    })
    .onConflictDoNothing({ target: [apiWebhookDeliveries.exportId, apiWebhookDeliveries.event] })
    .returning({ id: apiWebhookDeliveries.id });
  if (!delivery) return;
  await queue.send(API_WEBHOOK_JOB, { deliveryId: delivery.id } satisfies WebhookJob, {
    db: queueExecutor(tx),
  });
}

/**
 * An export delivery's body and the token that signs it (the token that asked for the export);
 * null when the export is gone.
 */
export async function exportReadyDelivery(
  db: Db,
  delivery: typeof apiWebhookDeliveries.$inferSelect,
): Promise<{
  payload: ExportReadyPayload;
  token: typeof apiTokens.$inferSelect | null;
} | null> {
  if (!delivery.exportId) return null;
  const [row] = await db
    .select({ exported: catalogueExports, token: apiTokens })
    .from(catalogueExports)
    .leftJoin(apiTokens, eq(apiTokens.id, catalogueExports.apiTokenId))
    .where(eq(catalogueExports.id, delivery.exportId));
  if (!row) return null;
  return {
    token: row.token,
    payload: {
      id: delivery.id,
      type: EXPORT_READY,
      created_at: delivery.createdAt.toISOString(),
      data: {
        export_id: row.exported.id,
        status: 'ready',
        preset: row.exported.preset as ExportPreset,
        file_count: row.exported.fileCount,
        completed_at: row.exported.completedAt?.toISOString() ?? null,
      },
    },
  };
}
