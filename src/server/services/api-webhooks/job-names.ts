/** The pg-boss queue of webhook deliveries, and where a delivery goes when its retries are spent. */
export const API_WEBHOOK_JOB = 'api-webhook';
export const API_WEBHOOK_FAILED = 'api-webhook-failed';

/** `job.cancelled`: cancelled by the caller or its Cancel-After deadline (decision 078). */
export type WebhookEvent = 'job.succeeded' | 'job.failed' | 'job.cancelled';

export interface WebhookJob {
  deliveryId: string;
}
