import {
  API_WEBHOOK_FAILED,
  API_WEBHOOK_JOB,
  type WebhookJob,
} from '../services/api-webhooks/job-names.ts';
import {
  deliverWebhook,
  failWebhook,
  type WebhookDeps,
} from '../services/api-webhooks/deliver-webhook.ts';
import type { Queue } from './queue.ts';

/**
 * Webhook deliveries of public API jobs (decision 024): `retryLimit` retries after the first
 * attempt, with exponential backoff from `retryDelaySeconds` (30 s: about 2 to 4 hours in all
 * for 8 retries). When they are spent the job moves to the dead-letter queue, whose worker marks
 * the delivery failed.
 */
export async function registerApiWebhookJobs(
  boss: Queue,
  deps: WebhookDeps & { retryLimit: number; retryDelaySeconds: number },
  options: { work: boolean },
) {
  await boss.createQueue(API_WEBHOOK_FAILED, { retryLimit: 5, expireInSeconds: 60 });
  await boss.createQueue(API_WEBHOOK_JOB, {
    retryLimit: deps.retryLimit,
    retryDelay: deps.retryDelaySeconds,
    retryBackoff: true,
    // The 10 s request limit, and room to record the attempt.
    expireInSeconds: 60,
    deadLetter: API_WEBHOOK_FAILED,
  });
  if (!options.work) return;
  await boss.work<WebhookJob>(API_WEBHOOK_JOB, async ([job]) => {
    if (job) await deliverWebhook(deps, job.data.deliveryId);
  });
  await boss.work<WebhookJob>(API_WEBHOOK_FAILED, async ([job]) => {
    if (job) await failWebhook(deps, job.data.deliveryId);
  });
}
