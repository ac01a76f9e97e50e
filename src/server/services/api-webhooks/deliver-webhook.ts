import type { FidelityReport } from '../../../contracts/fidelity.ts';
import { jobError } from '../public-api/job-view.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { apiTokens, apiWebhookDeliveries, generations } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import type { Resolve } from '../outbound/outbound-address.ts';
import { BATCH_COMPLETED, type DeliveryEvent, type JobWebhookEvent } from './job-names.ts';
import { batchCompletedPayload } from '../catalogue/batch-completed-event.ts';
import { exportReadyDelivery } from '../catalogue/export-ready-event.ts';
import { sendWebhook } from './send-webhook.ts';
import { signingSecrets } from './webhook-secret.ts';
import { parseWebhookUrl } from './webhook-url.ts';

export interface WebhookDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  metrics: Metrics;
  appSecret: string;
  allowPrivate: boolean;
  timeoutMs?: number;
  /** How receivers' names are resolved (the system's DNS unless a test says otherwise). */
  resolve?: Resolve;
}

/** The thin event of decision 024: receivers read GET /v1/jobs/{id} for the result. */
export interface WebhookPayload {
  id: string;
  type: JobWebhookEvent;
  created_at: string;
  data: {
    job_id: string;
    service: string;
    status: 'succeeded' | 'failed' | 'cancelled';
    error: ReturnType<typeof jobError> | null;
    completed_at: string | null;
    /** Issue 41: a succeeded job's garment fidelity report (null otherwise). */
    fidelity: FidelityReport | null;
  };
}

/** A failed attempt; thrown so pg-boss retries the delivery with backoff. */
export class WebhookAttemptError extends Error {
  override name = 'WebhookAttemptError';
}

/**
 * The `api-webhook` job: signs and POSTs one delivery, counting the attempt and keeping the last
 * answer. A 2xx marks it delivered; anything else throws for a retry. A delivery whose token
 * was deleted, or whose URL is no longer allowed, is failed at once. Neither the token nor
 * the secret is ever logged.
 */
export async function deliverWebhook(deps: WebhookDeps, deliveryId: string): Promise<void> {
  const [row] = await deps.db
    .select({ delivery: apiWebhookDeliveries, generation: generations, token: apiTokens })
    .from(apiWebhookDeliveries)
    .leftJoin(generations, eq(generations.id, apiWebhookDeliveries.generationId))
    .leftJoin(apiTokens, eq(apiTokens.id, generations.apiTokenId))
    .where(eq(apiWebhookDeliveries.id, deliveryId));
  if (!row || row.delivery.status !== 'pending') return;
  const { delivery, generation } = row;
  // Issue 20: an export's delivery is signed with the secret of the token that asked for it.
  const exported = generation ? null : await exportReadyDelivery(deps.db, delivery);
  const token = generation ? row.token : (exported?.token ?? null);
  const log = { deliveryId, generationId: generation?.id, event: delivery.event };
  if (!token) {
    await giveUp(deps, deliveryId, 'token deleted');
    deps.logger.warn(log, 'webhook not sent: token deleted');
    return;
  }
  let url: URL;
  try {
    url = parseWebhookUrl(delivery.url, { allowPrivate: deps.allowPrivate });
  } catch {
    await giveUp(deps, deliveryId, 'webhook URL not allowed');
    deps.logger.warn(log, 'webhook not sent: URL not allowed');
    return;
  }
  const event = delivery.event as DeliveryEvent;
  const payload = !generation
    ? (exported?.payload ?? null)
    : event === BATCH_COMPLETED
      ? await batchCompletedPayload(deps.db, delivery, generation.batchId)
      : jobPayload(delivery, event as JobWebhookEvent, generation);
  if (!payload) {
    await giveUp(deps, deliveryId, 'batch or export gone');
    deps.logger.warn(log, 'webhook not sent: batch or export gone');
    return;
  }
  const rawBody = JSON.stringify(payload);
  const now = deps.clock.now();
  const { statusCode, failure } = await sendWebhook(
    { allowPrivate: deps.allowPrivate, timeoutMs: deps.timeoutMs, resolve: deps.resolve },
    {
      url,
      secrets: signingSecrets(deps.appSecret, token, now),
      event,
      deliveryId,
      rawBody,
      nowSeconds: now.getTime() / 1000,
    },
  );
  const delivered = failure === null;
  await deps.db
    .update(apiWebhookDeliveries)
    .set({
      attempts: sql`${apiWebhookDeliveries.attempts} + 1`,
      lastStatusCode: statusCode,
      lastError: failure,
      ...(delivered ? { status: 'delivered', deliveredAt: deps.clock.now() } : {}),
    })
    .where(eq(apiWebhookDeliveries.id, deliveryId));
  deps.logger.info({ ...log, statusCode, delivered }, 'webhook attempt');
  deps.metrics.webhookDelivery(delivered ? 'delivered' : 'attempt-failed');
  if (!delivered) throw new WebhookAttemptError(`webhook delivery failed: ${failure}`);
}

/** The dead-letter worker: a delivery whose retries are spent is failed, keeping its last error. */
export async function failWebhook(
  deps: Pick<WebhookDeps, 'db' | 'metrics'>,
  deliveryId: string,
): Promise<void> {
  const failed = await deps.db
    .update(apiWebhookDeliveries)
    .set({ status: 'failed' })
    .where(and(eq(apiWebhookDeliveries.id, deliveryId), eq(apiWebhookDeliveries.status, 'pending')))
    .returning({ id: apiWebhookDeliveries.id });
  if (failed.length > 0) deps.metrics.webhookDelivery('failed');
}

async function giveUp(
  deps: Pick<WebhookDeps, 'db' | 'metrics'>,
  deliveryId: string,
  reason: string,
) {
  await deps.db
    .update(apiWebhookDeliveries)
    .set({ status: 'failed', lastError: reason })
    .where(eq(apiWebhookDeliveries.id, deliveryId));
  deps.metrics.webhookDelivery('refused');
}

/** The thin body of a job event (decision 024). */
function jobPayload(
  delivery: typeof apiWebhookDeliveries.$inferSelect,
  event: JobWebhookEvent,
  generation: typeof generations.$inferSelect,
): WebhookPayload {
  return {
    id: delivery.id,
    type: event,
    created_at: delivery.createdAt.toISOString(),
    data: {
      job_id: generation.id,
      service: generation.tool,
      status: webhookStatus[event],
      error: event === 'job.failed' ? jobError(generation.errorCode, generation.error ?? '') : null,
      completed_at: generation.completedAt?.toISOString() ?? null,
      fidelity:
        event === 'job.succeeded' ? ((generation.fidelity ?? null) as FidelityReport | null) : null,
    },
  };
}

const webhookStatus = {
  'job.succeeded': 'succeeded',
  'job.failed': 'failed',
  'job.cancelled': 'cancelled',
} as const satisfies Record<JobWebhookEvent, string>;
