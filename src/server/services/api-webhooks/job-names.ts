/** The pg-boss queue of webhook deliveries, and where a delivery goes when its retries are spent. */
export const API_WEBHOOK_JOB = 'api-webhook';
export const API_WEBHOOK_FAILED = 'api-webhook-failed';

/**
 * The events a job's outcome sends (decision 024); `job.cancelled`: cancelled by the caller or
 * its Cancel-After deadline (decision 078).
 */
export const jobWebhookEvents = ['job.succeeded', 'job.failed', 'job.cancelled'] as const;
export type JobWebhookEvent = (typeof jobWebhookEvents)[number];

/** Issue 20 (decision 086): a catalogue batch's last cell ended. */
export const BATCH_COMPLETED = 'batch.completed' as const;
/** Issue 20: a marketplace export's ZIP is ready to download. */
export const EXPORT_READY = 'export.ready' as const;
/** What a delivery row announces: a job's outcome, its batch's end, or an export made. */
export type DeliveryEvent = JobWebhookEvent | typeof BATCH_COMPLETED | typeof EXPORT_READY;

/**
 * Every event a receiver may get (the `Kieu-Event` header and the body's `type`): the job
 * events, `batch.completed` (decision 086), `export.ready` (decision 087), and `webhook.test`, sent only by `POST /v1/webhooks/test` (decision 079). The OpenAPI
 * document's `webhooks` lists exactly these.
 */
export const webhookEvents = [
  ...jobWebhookEvents,
  BATCH_COMPLETED,
  EXPORT_READY,
  'webhook.test',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export interface WebhookJob {
  deliveryId: string;
}
