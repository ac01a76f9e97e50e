import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { catalogueBatches, generations } from '../../db/schema.ts';
import type { apiWebhookDeliveries } from '../../db/schema.ts';
import { BATCH_COMPLETED } from '../api-webhooks/job-names.ts';
import { countCells } from './read-batch.ts';

/** The body of `batch.completed` (decision 086): thin, like a job event; read the batch for links. */
export interface BatchCompletedPayload {
  id: string;
  type: typeof BATCH_COMPLETED;
  created_at: string;
  data: {
    batch_id: string;
    status: 'completed';
    counts: {
      total: number;
      processing: number;
      succeeded: number;
      failed: number;
      cancelled: number;
    };
    completed_at: string | null;
  };
}

/**
 * The `batch.completed` body of a delivery queued by the cell that ended its batch; null when
 * that cell has since left the batch (a retry of it) or the batch is gone.
 */
export async function batchCompletedPayload(
  db: Db,
  delivery: typeof apiWebhookDeliveries.$inferSelect,
  batchId: string | null,
): Promise<BatchCompletedPayload | null> {
  if (!batchId) return null;
  const [batch] = await db.select().from(catalogueBatches).where(eq(catalogueBatches.id, batchId));
  if (!batch) return null;
  const cells = await db
    .select({ status: generations.status })
    .from(generations)
    .where(eq(generations.batchId, batchId));
  const { success, ...counts } = countCells(cells.map((cell) => cell.status));
  return {
    id: delivery.id,
    type: BATCH_COMPLETED,
    created_at: delivery.createdAt.toISOString(),
    data: {
      batch_id: batch.id,
      status: 'completed',
      counts: { ...counts, succeeded: success },
      completed_at: batch.completedAt?.toISOString() ?? null,
    },
  };
}
