import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Logger } from '../logger.ts';
import { registerMarginGauges, type ToolMargin } from './margin-gauges.ts';
import type { Queue } from '../jobs/queue.ts';
import type { SettleOutcome } from '../services/billing/settle-payment.ts';

/** How one run of a generation job ended (decision 029). */
export type GenerationOutcome =
  /** The result was stored and the credits kept. */
  | 'succeeded'
  /** The engine refused the input: failed at once, refunded. */
  | 'refused'
  /** Another run of the same job finished first; this result was dropped. */
  | 'superseded'
  /** Cancelled while it ran (decision 078): stopped, nothing stored, refunded by the cancel. */
  | 'cancelled'
  /** The run threw: pg-boss retries it, or hands it to the dead-letter queue. */
  | 'error'
  /** The dead-letter queue failed and refunded a generation whose retries were spent. */
  | 'retries-spent';

/** What happened to one webhook delivery job. */
export type WebhookOutcome =
  /** The receiver answered 2xx. */
  | 'delivered'
  /** Any other answer, a network error or the timeout: retried with backoff. */
  | 'attempt-failed'
  /** Not sent: the token was deleted or the URL is no longer allowed. */
  | 'refused'
  /** Retries spent: the dead-letter queue marked the delivery failed. */
  | 'failed';

/** A gateway notification's outcome: the settlement's, or why it never reached one. */
export type PaymentOutcome =
  SettleOutcome | 'attempt-failed' | 'bad-signature' | 'invalid-amount' | 'error';

export interface Metrics {
  /** This process's registry (never prom-client's global one, so in-process APIs never share). */
  readonly registry: Registry;
  observeRequest(
    labels: { method: string; route: string; status: number },
    durationSeconds: number,
  ): void;
  /** A generation job run; `durationSeconds` is left out for the dead-letter worker's verdict. */
  generationFinished(
    labels: { tool: string; engine: string; outcome: GenerationOutcome },
    durationSeconds?: number,
  ): void;
  webhookDelivery(outcome: WebhookOutcome): void;
  paymentNotification(gateway: string, outcome: PaymentOutcome): void;
}

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The process's Prometheus metrics, all named `kieu_…` except the standard process and Node.js
 * ones. With `queue`, queue depth is read from pg-boss at each scrape (one bounded query).
 * @example const metrics = createMetrics({ queue, logger }); await metrics.registry.metrics();
 */
export function createMetrics(
  options: {
    queue?: Pick<Queue, 'getQueues'>;
    logger?: Logger;
    /** This month's revenue and cost by tool, for the margin gauges (API process only). */
    margins?: () => Promise<ToolMargin[]>;
  } = {},
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requestDuration = new Histogram({
    name: 'kieu_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const generationJobs = new Counter({
    name: 'kieu_generation_jobs_total',
    help: 'Generation job runs by tool, engine and outcome.',
    labelNames: ['tool', 'engine', 'outcome'] as const,
    registers,
  });
  const generationDuration = new Histogram({
    name: 'kieu_generation_job_duration_seconds',
    help: 'Time of one generation job run, by tool, engine and outcome.',
    labelNames: ['tool', 'engine', 'outcome'] as const,
    buckets: [0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300, 600, 900],
    registers,
  });
  const webhookDeliveries = new Counter({
    name: 'kieu_webhook_deliveries_total',
    help: 'Public API webhook delivery attempts and final states, by outcome.',
    labelNames: ['outcome'] as const,
    registers,
  });
  const paymentNotifications = new Counter({
    name: 'kieu_payment_notifications_total',
    help: 'Payment gateway notifications by gateway and outcome.',
    labelNames: ['gateway', 'outcome'] as const,
    registers,
  });
  if (options.queue) registerQueueGauges(registry, options.queue, options.logger);
  if (options.margins) registerMarginGauges(registry, options.margins, options.logger);

  return {
    registry,
    observeRequest({ method, route, status }, durationSeconds) {
      requestDuration.observe(
        { method: methods.has(method) ? method : 'OTHER', route, status: String(status) },
        durationSeconds,
      );
    },
    generationFinished(labels, durationSeconds) {
      generationJobs.inc(labels);
      if (durationSeconds !== undefined) generationDuration.observe(labels, durationSeconds);
    },
    webhookDelivery(outcome) {
      webhookDeliveries.inc({ outcome });
    },
    paymentNotification(gateway, outcome) {
      paymentNotifications.inc({ gateway, outcome });
    },
  };
}

/** A scrape waits at most this long for the queue table; then the gauges are left empty. */
const QUEUE_READ_TIMEOUT_MS = 2000;

/**
 * `kieu_queue_depth` and `kieu_queue_active_jobs` per queue, from pg-boss's queue table: counts
 * its monitor refreshes every 10 s (`monitorIntervalSeconds` in queue.ts), one query for both
 * gauges, at most 200 queues. A failed or slow read leaves the gauges empty rather than stale.
 */
function registerQueueGauges(registry: Registry, queue: Pick<Queue, 'getQueues'>, logger?: Logger) {
  let read: { at: number; rows: Promise<QueueCounts[]> } | undefined;
  const readQueues = () => {
    // Both gauges are collected in one scrape: share the query.
    if (!read || Date.now() - read.at > 1000) {
      read = { at: Date.now(), rows: withTimeout(queue.getQueues(undefined, { limit: 200 })) };
      read.rows.catch(() => {
        read = undefined;
      });
    }
    return read.rows;
  };
  const gauge = (name: string, help: string, count: (row: QueueCounts) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          for (const row of await readQueues()) this.set({ queue: row.name }, count(row));
        } catch (error) {
          logger?.warn({ err: error }, 'queue depth not read');
        }
      },
    });
  gauge('kieu_queue_depth', 'Jobs waiting in each queue (ready, deferred or blocked).', (row) =>
    Number(row.queuedCount),
  );
  gauge('kieu_queue_active_jobs', 'Jobs being worked on in each queue.', (row) =>
    Number(row.activeCount),
  );
}

interface QueueCounts {
  name: string;
  queuedCount: number;
  activeCount: number;
}

async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('queue stats timed out')), QUEUE_READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
