import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../app-deps.ts';
import { apiTokenAuth, type ApiBindings } from '../../http/api-token-auth.ts';
import { cancelApiJob } from '../../services/public-api/cancel-api-job.ts';
import {
  CANCEL_AFTER_MAX_SECONDS,
  CANCEL_AFTER_MIN_SECONDS,
  CANCEL_AFTER_PATTERN,
  PREFER_WAIT_MAX_SECONDS,
} from '../../services/public-api/job-control-headers.ts';
import { errorResponses, success } from './v1-error-responses.ts';
import { operationExamples } from './v1-examples.ts';
import { jobSchema } from './v1-schemas.ts';

/** The submit's job-control headers (decision 078), read by the submit handler. */
export const jobControlHeaders = {
  prefer: z
    .string()
    .optional()
    .openapi({
      description: `\`wait=N\` (N from 1 to ${PREFER_WAIT_MAX_SECONDS} seconds): hold the answer until the job ends or N seconds pass. Ended in time: 200 with the ended job; otherwise 202 as without it. A wait out of range or malformed is ignored (RFC 7240): the answer is 202 at once.`,
      example: 'wait=30',
      pattern: '^wait=[0-9]+$',
    }),
  'cancel-after': z
    .string()
    .optional()
    .openapi({
      description: `A deadline: the job is cancelled, and its credits given back, if it has not ended this long after the submit. Whole seconds (\`90\`), or a whole number with s, m or h right after it (\`30s\`, \`5m\`, \`2h\`), from ${CANCEL_AFTER_MIN_SECONDS} seconds to ${CANCEL_AFTER_MAX_SECONDS / 3600} hours; anything else (\`10 m\`, \`5M\`) is 422 \`validation_failed\` naming Cancel-After.`,
      example: '5m',
      pattern: CANCEL_AFTER_PATTERN.source,
    }),
};

/** The submit answer's header when it honoured `Prefer: wait`. */
export const preferenceApplied = {
  'Preference-Applied': z
    .string()
    .optional()
    .openapi({ description: '`wait=N` when the submit waited (RFC 7240), whatever it answered.' }),
};

/**
 * Job control under /v1 (issue 18, decision 078): cancelling a job. The submit's Prefer: wait and
 * Cancel-After headers are read by the submit itself (v1.routes.ts).
 */
export function v1JobControlRoutes(app: OpenAPIHono<ApiBindings>, deps: AppDeps) {
  const cancelDeps = {
    db: deps.database.db,
    store: deps.store,
    clock: deps.clock,
    queue: deps.queue,
  };
  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/jobs/{id}/cancel',
      operationId: 'cancel-job',
      tags: ['Jobs'],
      summary: 'Cancel a job',
      description:
        'Cancels a queued or processing job of the account (submitted by any of its tokens, or in the studio) and gives its credits back in full; it no longer counts against the concurrent jobs. A processing job is stopped: a result made after the cancel is not kept. A job with a `webhook_url` gets a `job.cancelled` event. Answers the job, now `cancelled`; a job that already ended is 409 `job_already_finished` and unchanged. A job of a service the token lacks is 403 `service_not_permitted`; another account’s job is 404 like an unknown id.',
      security: [{ apiToken: [] }],
      middleware: [apiTokenAuth(deps, 'cancel-job')] as const,
      request: { params: z.object({ id: z.string().max(100).openapi({ format: 'uuid' }) }) },
      responses: {
        200: success(jobSchema, 'The job, cancelled; its credits were given back.'),
        ...errorResponses('cancel-job'),
      },
      'x-codeSamples': operationExamples.cancelJob,
    }),
    async (c) => {
      const job = await cancelApiJob(cancelDeps, c.get('caller'), c.req.valid('param').id);
      c.set('apiService', job.service);
      return c.json(job, 200);
    },
  );
}
