import type { Db } from '../../db/database.ts';
import { settleEconomics } from '../../economics/record-economics.ts';
import { queueJobWebhook } from '../api-webhooks/queue-job-webhook.ts';
import type { JobWebhookEvent } from '../api-webhooks/job-names.ts';
import { settleCharge } from '../credits/settle-charge.ts';
import type { Queue } from '../../jobs/queue.ts';
import { notifyProgress } from './progress-notices.ts';
import { completeBatchIfDone } from '../catalogue/complete-batch.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What follows a generation ending without a result (failed or cancelled), in the transaction
 * that ended it: its followers hear of it, its held credits and its economics row are settled as
 * refunded, a public API job with a webhook URL gets the event's delivery queued, and the
 * batch it was the last unfinished cell of is completed (decision 086).
 */
export async function refundEndedGeneration(
  tx: Tx,
  deps: { queue: Pick<Queue, 'send'> },
  ended: { generationId: string; webhookUrl: string | null; event: JobWebhookEvent; now: Date },
): Promise<void> {
  const { generationId, now } = ended;
  await notifyProgress(tx, generationId);
  await settleCharge(tx, { generationId, outcome: 'refunded', now });
  await settleEconomics(tx, { generationId, outcome: 'refunded', now });
  await queueJobWebhook(tx, deps.queue, ended);
  await completeBatchIfDone(tx, deps.queue, ended);
}
