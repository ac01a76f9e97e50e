import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-deps.ts';
import { apiTokenAuth, type ApiBindings } from '../../http/api-token-auth.ts';
import {
  BATCH_COMPLETED,
  EXPORT_READY,
  jobWebhookEvents,
  webhookEvents,
  type JobWebhookEvent,
  type WebhookEvent,
} from '../../services/api-webhooks/job-names.ts';
import { readWebhookSecret } from '../../services/api-webhooks/read-webhook-secret.ts';
import { retryScheduleText } from '../../services/api-webhooks/retry-schedule.ts';
import { rotateWebhookSecret } from '../../services/api-webhooks/rotate-webhook-secret.ts';
import { sendTestWebhook } from '../../services/api-webhooks/send-test-webhook.ts';
import { DEFAULT_TOLERANCE_SECONDS } from '../../services/api-webhooks/sign-webhook.ts';
import { WEBHOOK_SECRET_GRACE_SECONDS } from '../../services/api-webhooks/webhook-secret.ts';
import { errorResponses, success } from './v1-error-responses.ts';
import {
  batchCompletedEventSchema,
  exportReadyEventSchema,
  deliveryHeaders,
  jobEventSchema,
  testDeliverySchema,
  testEventSchema,
  testWebhookBodySchema,
  webhookSecretSchema,
} from './v1-webhook-schemas.ts';
import { webhookExamples } from './v1-webhook-examples.ts';

const bearer = [{ apiToken: [] }];
const graceHours = WEBHOOK_SECRET_GRACE_SECONDS / 3600;

const eventSummaries: Record<WebhookEvent, string> = {
  'job.succeeded': 'A job succeeded',
  'job.failed': 'A job failed',
  'job.cancelled': 'A job was cancelled',
  'batch.completed': 'A batch completed',
  'export.ready': 'An export is ready',
  'webhook.test': 'A test event',
};

const jobEventWhen: Record<JobWebhookEvent, string> = {
  'job.succeeded': 'succeeds',
  'job.failed': 'fails',
  'job.cancelled': 'is cancelled (by `POST /v1/jobs/{id}/cancel` or its `Cancel-After`)',
};

/** What every event's description says about delivery, from the configured schedule. */
function deliveryRules(deps: AppDeps): string {
  const schedule = retryScheduleText(
    deps.env.API_WEBHOOK_RETRY_LIMIT,
    deps.env.API_WEBHOOK_RETRY_DELAY_SECONDS,
  );
  return [
    `Verify \`Kieu-Signature\` on the raw body before parsing it (receivers in TypeScript and Python: docs/api/webhook-receiver.ts and docs/api/webhook_receiver.py) and refuse a timestamp more than ${DEFAULT_TOLERANCE_SECONDS} seconds away. Answer 2xx within 10 seconds; do the work afterwards.`,
    `Any other answer, a redirect (never followed), a network error or no answer is a failed attempt. A job event is retried: ${schedule} Then it is given up. Deliveries may arrive more than once and out of order: keep \`Kieu-Delivery\`, and read the job for its current state.`,
  ].join('\n\n');
}

/**
 * The webhook contract of /v1 (decision 079): the events in the document's `webhooks`, and
 * the calls that read and rotate the token's webhook secret and send a test event. Registered
 * on the /v1 app itself, so its document lists them.
 * @example v1WebhookRoutes(app, deps)
 */
export function v1WebhookRoutes(app: OpenAPIHono<ApiBindings>, deps: AppDeps) {
  const db = deps.database.db;
  const rules = deliveryRules(deps);
  for (const event of webhookEvents) {
    const isJob = (jobWebhookEvents as readonly string[]).includes(event);
    app.openAPIRegistry.registerWebhook({
      method: 'post',
      path: event,
      operationId: `webhook-${event.replace('.', '-')}`,
      tags: ['Webhooks'],
      // The receiver authenticates a delivery by its Kieu-Signature, not by a credential.
      security: [],
      summary: eventSummaries[event],
      description: isJob
        ? `POSTed to the job’s \`webhook_url\` when it ${jobEventWhen[event as JobWebhookEvent]}, once per job.\n\n${rules}`
        : event === BATCH_COMPLETED
          ? `POSTed to the batch’s \`webhook_url\` when its last job ends (succeeded, failed or cancelled), once; again if a failed job is retried and the batch ends anew. Retried like a job event.\n\n${rules}`
          : event === EXPORT_READY
            ? `POSTed to the export’s \`webhook_url\` once its ZIP is ready, once per export, signed with the secret of the token that asked for it. Retried like a job event.\n\n${rules}`
            : `POSTed by \`POST /v1/webhooks/test\` once, never retried: the caller hears the outcome in that call’s answer.\n\n${rules}`,
      request: {
        headers: deliveryHeaders(event),
        body: {
          content: {
            'application/json': {
              schema: isJob
                ? jobEventSchema(event as JobWebhookEvent)
                : event === BATCH_COMPLETED
                  ? batchCompletedEventSchema
                  : event === EXPORT_READY
                    ? exportReadyEventSchema
                    : testEventSchema,
            },
          },
          required: true,
        },
      },
      responses: {
        200: { description: 'Any 2xx: received. The body is not read.' },
        400: {
          description:
            'Any other status, for instance a refused signature: a failed attempt, retried as above.',
        },
      },
    });
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/webhook-secret',
      operationId: 'get-webhook-secret',
      tags: ['Webhooks'],
      summary: 'Get the webhook secret',
      description: `The secret this token’s deliveries are signed with, as API management shows it. Any token may read its own secret, whatever its services; no token reads another’s. During the ${graceHours} hours after a rotation, \`previous_secret_expires_at\` says until when the previous secret also signs.`,
      security: bearer,
      middleware: [apiTokenAuth(deps, 'get-webhook-secret')] as const,
      responses: {
        200: success(webhookSecretSchema, 'The current secret.'),
        ...errorResponses('get-webhook-secret'),
      },
      'x-codeSamples': webhookExamples.getSecret,
    }),
    async (c) => {
      c.header('cache-control', 'no-store');
      const view = await readWebhookSecret(
        db,
        deps.env.APP_SECRET,
        c.get('caller').tokenId,
        deps.clock.now(),
      );
      return c.json(view, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/webhook-secret/rotate',
      operationId: 'rotate-webhook-secret',
      tags: ['Webhooks'],
      summary: 'Rotate the webhook secret',
      description: `Replaces this token’s webhook secret and answers the new one. For ${graceHours} hours every delivery is signed with both, \`Kieu-Signature: t=…,v1=<new>,v1=<old>\`, so receivers can move to the new secret one by one; then only the new one signs. Rotating again within those hours ends the older secret at once. Regenerating the token in API management also changes the secret, with no grace period. Any token may rotate its own secret.`,
      security: bearer,
      middleware: [apiTokenAuth(deps, 'rotate-webhook-secret')] as const,
      responses: {
        200: success(webhookSecretSchema, 'The new secret.'),
        ...errorResponses('rotate-webhook-secret'),
      },
      'x-codeSamples': webhookExamples.rotateSecret,
    }),
    async (c) => {
      c.header('cache-control', 'no-store');
      const view = await rotateWebhookSecret(
        db,
        deps.env.APP_SECRET,
        c.get('caller').tokenId,
        deps.clock.now(),
      );
      return c.json(view, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/webhooks/test',
      operationId: 'send-test-webhook',
      tags: ['Webhooks'],
      summary: 'Send a test event',
      description:
        'Sends one signed `webhook.test` event now, the way job events are sent (same signature, secrets and address rules), and answers how the receiver took it. It is not retried and costs nothing but the call. The URL must be one a job’s `webhook_url` could be: a public https address.',
      security: bearer,
      middleware: [apiTokenAuth(deps, 'send-test-webhook')] as const,
      request: {
        body: { content: { 'application/json': { schema: testWebhookBodySchema } } },
      },
      responses: {
        200: success(testDeliverySchema, 'Sent; `delivered` says whether the receiver took it.'),
        ...errorResponses('send-test-webhook'),
      },
      'x-codeSamples': webhookExamples.sendTest,
    }),
    async (c) => {
      const body = c.req.valid('json') as { webhook_url?: string } | undefined;
      const delivery = await sendTestWebhook(
        {
          db,
          appSecret: deps.env.APP_SECRET,
          allowPrivate: deps.env.API_WEBHOOK_ALLOW_PRIVATE,
          now: deps.clock.now(),
        },
        c.get('caller').tokenId,
        body?.webhook_url,
      );
      return c.json(delivery, 200);
    },
  );
}
