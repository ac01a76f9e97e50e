import type { Db } from '../../db/database.ts';
import { apiWebhookDeliveries } from '../../db/schema.ts';
import type { Queue } from '../../jobs/queue.ts';
import { queueExecutor } from '../generation/queue-in-transaction.ts';
import { API_WEBHOOK_JOB, type DeliveryEvent, type WebhookJob } from './job-names.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Queues the webhook of a public API job's outcome, INSIDE the transaction that records the
 * outcome: the delivery row and its job commit with it or not at all. One delivery per job and
 * event (the unique index), so a job that ends twice is told once. Does nothing without a URL.
 */
export async function queueJobWebhook(
  tx: Tx,
  queue: Pick<Queue, 'send'>,
  job: { generationId: string; webhookUrl: string | null; event: DeliveryEvent; now: Date },
): Promise<void> {
  if (!job.webhookUrl) return;
  const [delivery] = await tx
    .insert(apiWebhookDeliveries)
    .values({
      generationId: job.generationId,
      event: job.event,
      url: job.webhookUrl,
      createdAt: job.now,
    })
    .onConflictDoNothing({
      target: [apiWebhookDeliveries.generationId, apiWebhookDeliveries.event],
    })
    .returning({ id: apiWebhookDeliveries.id });
  if (!delivery) return;
  await queue.send(API_WEBHOOK_JOB, { deliveryId: delivery.id } satisfies WebhookJob, {
    db: queueExecutor(tx),
  });
}
