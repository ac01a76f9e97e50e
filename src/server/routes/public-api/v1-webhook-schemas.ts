import { z } from '@hono/zod-openapi';
import type { JobWebhookEvent, WebhookEvent } from '../../services/api-webhooks/job-names.ts';
import { DEFAULT_TOLERANCE_SECONDS } from '../../services/api-webhooks/sign-webhook.ts';
import { WEBHOOK_SECRET_GRACE_SECONDS } from '../../services/api-webhooks/webhook-secret.ts';
import { WEBHOOK_URL_MAX } from '../../services/api-webhooks/webhook-url.ts';
import { jobSchema } from './v1-schemas.ts';
import { batchCountsSchema } from './v1-batch-schemas.ts';
import { exportPresets } from '../../../contracts/catalogue.ts';

/**
 * The webhook contract's wire formats (decision 079): what a receiver is sent, the secret's
 * answers and the test event's. A job event's fields are the Job's own schemas, so the two
 * cannot drift.
 */

const graceHours = WEBHOOK_SECRET_GRACE_SECONDS / 3600;

const eventFields = (event: WebhookEvent) => ({
  id: z.uuid().openapi({
    description:
      'The delivery’s id, the same as the `Kieu-Delivery` header: the same on every retry of one delivery, so keep it to ignore a repeat.',
  }),
  type: z.enum([event]).openapi({ description: 'The event, the same as the `Kieu-Event` header.' }),
  created_at: z.iso.datetime({ offset: true }).openapi({
    description: 'When the event happened (not when this attempt was sent).',
  }),
});

const jobEventNames: Record<JobWebhookEvent, string> = {
  'job.succeeded': 'JobSucceededEvent',
  'job.failed': 'JobFailedEvent',
  'job.cancelled': 'JobCancelledEvent',
};

const jobEventDescriptions: Record<JobWebhookEvent, string> = {
  'job.succeeded':
    'A job ended with a result. The result’s signed links are not in the event (they expire): read the job for fresh ones.',
  'job.failed': 'A job failed; its credits were given back.',
  'job.cancelled':
    'A job was cancelled, by `POST /v1/jobs/{id}/cancel` or its `Cancel-After` deadline; its credits were given back.',
};

/** The body of a job event: thin (decision 024), read `GET /v1/jobs/{id}` for the result links. */
export function jobEventSchema(event: JobWebhookEvent) {
  const failed = event === 'job.failed';
  const status = event === 'job.succeeded' ? 'succeeded' : failed ? 'failed' : 'cancelled';
  return z
    .object({
      ...eventFields(event),
      data: z.object({
        job_id: jobSchema.shape.id.openapi({ description: 'Read it with `GET /v1/jobs/{id}`.' }),
        service: jobSchema.shape.service,
        status: z.enum([status]),
        error: failed
          ? jobSchema.shape.error.unwrap().openapi({
              description: 'Why the job failed, as `error` of `GET /v1/jobs/{id}`.',
            })
          : z.null(),
        completed_at: jobSchema.shape.completed_at,
        fidelity:
          event === 'job.succeeded'
            ? jobSchema.shape.fidelity.openapi({
                description:
                  'The garment fidelity report of a result that shows a garment, as `fidelity` of `GET /v1/jobs/{id}`: act on a `fail` without reading the job. Null for other services.',
              })
            : z.null(),
      }),
    })
    .openapi(jobEventNames[event], { description: jobEventDescriptions[event] });
}

/** The body of `batch.completed` (decision 086): read `GET /v1/batches/{id}` for the jobs. */
export const batchCompletedEventSchema = z
  .object({
    ...eventFields('batch.completed'),
    data: z.object({
      batch_id: z.uuid().openapi({ description: 'Read it with `GET /v1/batches/{id}`.' }),
      status: z.enum(['completed']),
      counts: batchCountsSchema,
      completed_at: z.iso.datetime({ offset: true }).nullable(),
    }),
  })
  .openapi('BatchCompletedEvent', {
    description:
      'Every job of a batch has ended. Its jobs and their result links are not in the event: read the batch.',
    example: {
      id: '6b0f7c1e-4d2a-4b8e-9f3c-2a1d5e7b9c10',
      type: 'batch.completed',
      created_at: '2026-11-28T09:30:00.000Z',
      data: {
        batch_id: '0c9e3b5a-7f1d-4e2c-8a6b-3d5f7e9a1b2c',
        status: 'completed',
        counts: { total: 4, processing: 0, succeeded: 4, failed: 0, cancelled: 0 },
        completed_at: '2026-11-28T09:30:00.000Z',
      },
    },
  });

/** The body of `export.ready` (decision 087): read `GET /v1/exports/{id}` for the link. */
export const exportReadyEventSchema = z
  .object({
    ...eventFields('export.ready'),
    data: z.object({
      export_id: z.uuid().openapi({ description: 'Read it with `GET /v1/exports/{id}`.' }),
      status: z.enum(['ready']),
      preset: z.enum(exportPresets),
      file_count: z.number().int().nullable(),
      completed_at: z.iso.datetime({ offset: true }).nullable(),
    }),
  })
  .openapi('ExportReadyEvent', {
    description:
      'An export’s ZIP is ready. Its signed, expiring link is not in the event: read the export.',
    example: {
      id: '8d2e4f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a',
      type: 'export.ready',
      created_at: '2026-11-28T09:40:00.000Z',
      data: {
        export_id: '3f2b8c1e-6a4d-4f7e-9b1a-2c5d8e0f4a71',
        status: 'ready',
        preset: 'shopee',
        file_count: 4,
        completed_at: '2026-11-28T09:40:00.000Z',
      },
    },
  });

export const testEventSchema = z
  .object({ ...eventFields('webhook.test'), data: z.object({}) })
  .openapi('WebhookTestEvent', {
    description: 'Sent only by `POST /v1/webhooks/test`, to check a receiver; `data` is empty.',
  });

/** The headers of every delivery, as a receiver reads them. */
export function deliveryHeaders(event: WebhookEvent) {
  return z.object({
    'Kieu-Signature': z
      .string()
      .regex(/^t=\d+(,v1=[0-9a-f]{64})+$/)
      .openapi({
        description: `\`t=<unix seconds>,v1=<hex>\`: v1 is HMAC-SHA256, keyed with the token’s webhook secret (the whole \`whsec_…\` string, as UTF-8), of \`<t>.<raw body>\`. Verify it on the raw bytes before parsing, compare in constant time, and refuse a \`t\` more than ${DEFAULT_TOLERANCE_SECONDS} seconds from your clock. During the ${graceHours} hours after a rotation there are two v1 values, the new secret’s then the previous one’s: accept the delivery if any v1 matches the secret you hold.`,
        example: `t=1790000000,v1=${'5f'.repeat(32)}`,
      }),
    'Kieu-Event': z.enum([event]).openapi({ description: 'The event: the body’s `type`.' }),
    'Kieu-Delivery': z
      .uuid()
      .openapi({ description: 'The delivery’s id: the body’s `id`, the same on every retry.' }),
    'User-Agent': z.enum(['KieuStudio-Webhooks/1']).openapi({ description: 'Always this.' }),
  });
}

export const webhookSecretSchema = z
  .object({
    secret: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_-]{43}$/)
      .openapi({
        description: 'The secret deliveries are signed with now; also shown in API management.',
        example: 'whsec_ZXhhbXBsZSBvbmx5OiBub3QgYSByZWFsIHNlY3JldCE',
      }),
    version: z.number().int().min(0).openapi({ description: 'Rotations so far.' }),
    rotated_at: z.iso.datetime({ offset: true }).nullable(),
    previous_secret_expires_at: z.iso
      .datetime({ offset: true })
      .nullable()
      .openapi({
        description: `Until when deliveries also carry a v1 signed with the previous secret (${graceHours} hours after a rotation), or null.`,
      }),
  })
  .openapi('WebhookSecret');

export const testWebhookBodySchema = z
  .strictObject({
    webhook_url: z.string().max(WEBHOOK_URL_MAX).optional().openapi({
      description:
        'Where to send the test event, checked like a job’s `webhook_url`. Without it, the `webhook_url` of this token’s latest job that had one.',
      example: 'https://shop.example/kieu/webhooks',
    }),
  })
  .openapi('WebhookTestRequest');

export const testDeliverySchema = z
  .object({
    delivery_id: z.uuid().openapi({ description: 'The `Kieu-Delivery` of the test event.' }),
    event: z.enum(['webhook.test']),
    url: z.string().openapi({ description: 'Where it was sent.' }),
    delivered: z
      .boolean()
      .openapi({ description: 'Whether the receiver answered 2xx, as a job event needs.' }),
    status_code: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'The receiver’s status code, or null when none came.' }),
    error: z.string().nullable().openapi({
      description:
        'Why it was not delivered: `HTTP <status>`, a network error, a name resolving to a non-public address, or no answer within 10 seconds.',
    }),
  })
  .openapi('WebhookTestDelivery');
