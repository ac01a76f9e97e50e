import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { z as zod } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { apiTokenAuth, type ApiBindings } from '../../http/api-token-auth.ts';
import type { ApiCaller } from '../../services/api-tokens/authenticate-api-token.ts';
import { requestWebhookUrl } from '../../services/api-webhooks/webhook-url.ts';
import { submitBatch, type BatchSubmit } from '../../services/catalogue/submit-batch.ts';
import { generationDeps } from '../../services/generation/generation-deps.ts';
import { generationErrors } from '../../services/generation/generation-errors.ts';
import { readApiBatch } from '../../services/public-api/read-api-batch.ts';
import { readCurrentPlan } from '../../services/billing/current-plan.ts';
import { readCreditBalance } from '../../services/credits/read-credit-balance.ts';
import { batchExamples } from './v1-batch-examples.ts';
import { batchBodySchema, batchResponseSchema, submittedBatchSchema } from './v1-batch-schemas.ts';
import { productBatchBodySchema } from './v1-product-batch-schemas.ts';
import type { BatchTool } from '../../../contracts/catalogue.ts';
import { errorResponses, success } from './v1-error-responses.ts';
import { idempotencyKeyPattern } from '../ai/ai.routes.ts';

const bearer = [{ apiToken: [] }];

const idempotencyHeader = z.object({
  'idempotency-key': z.string().optional().openapi({
    description: 'Up to 100 printable ASCII characters.',
    maxLength: 100,
    pattern: idempotencyKeyPattern.source,
  }),
});

/**
 * Catalogue batches under /v1 (issue 20, decision 086): every garment on every model as try-on
 * jobs, the grid's credits held at once or not at all, and the batch read back with its jobs.
 * A token needs the virtual-tryon service.
 */
export function v1BatchRoutes(app: OpenAPIHono<ApiBindings>, deps: AppDeps) {
  const generation = generationDeps(deps);
  const reads = { db: deps.database.db, store: deps.store };

  /** The account's credits now; null on an unlimited plan, which holds none. */
  async function balanceNow(userId: string): Promise<number | null> {
    const now = deps.clock.now();
    const { plan } = await readCurrentPlan(deps.database.db, userId, now);
    if (plan.unlimited) return null;
    return (await readCreditBalance(deps.database.db, userId, now)).balance;
  }

  /** Both batch submits: the key checked, the webhook URL checked, the grid held, read back. */
  async function submit(
    caller: ApiCaller,
    tool: BatchTool,
    body: {
      garments: BatchSubmit['garments'];
      models: string[];
      params?: object;
      webhook_url?: string;
    },
    headers: { 'idempotency-key'?: string },
  ) {
    const key = headers['idempotency-key'];
    if (key !== undefined && !idempotencyKeyPattern.test(key)) {
      throw generationErrors.idempotencyKeyInvalid();
    }
    const webhookUrl = requestWebhookUrl(body.webhook_url, {
      allowPrivate: deps.env.API_WEBHOOK_ALLOW_PRIVATE,
    });
    const { batchId, balance, replayed } = await submitBatch(generation, {
      userId: caller.userId,
      actorId: caller.actorId,
      tool,
      garments: body.garments,
      models: body.models,
      params: body.params as Record<string, unknown> | undefined,
      idempotencyKey: key,
      api: { tokenId: caller.tokenId, webhookUrl },
    });
    const batch = await readApiBatch(reads, caller, batchId);
    // Issue 45, defect 10: a replay holds nothing, and answers the balance as it is now (null
    // only on an unlimited plan, as the schema says).
    const after = replayed ? await balanceNow(caller.userId) : balance;
    return { body: { batch, balance: after }, status: replayed ? (200 as const) : (202 as const) };
  }

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/virtual-tryon/batches',
      operationId: 'submit-batch',
      tags: ['Batches'],
      summary: 'Submit a catalogue batch',
      description:
        'Runs every garment on every model as try-on jobs, one per cell of the grid. The credits of the whole grid are held at once, or nothing is: a balance short of the grid answers 402 `insufficient_credits` with the grid’s `cost`. Each job is an ordinary try-on job (GET /v1/jobs/{id}, refunded if it fails, `job.*` webhooks); the batch’s end sends `batch.completed`. Batch jobs queue behind single jobs, so a large grid never holds up other work, and do not count against the concurrent jobs. Repeat with the same Idempotency-Key and body for the first batch back (200); the same key with another body, or a key used for a batch in the studio, is refused (409 idempotency_key_reused).',
      security: bearer,
      middleware: [apiTokenAuth(deps, 'submit-batch', 'virtual-tryon')] as const,
      request: {
        headers: idempotencyHeader,
        body: { content: { 'application/json': { schema: batchBodySchema } }, required: true },
      },
      responses: {
        202: success(submittedBatchSchema, 'Queued; the whole grid’s credits held.'),
        200: success(
          submittedBatchSchema,
          'The batch first submitted with this Idempotency-Key and this body, with the balance as it is now (nothing was held again).',
        ),
        ...errorResponses('submit-batch'),
      },
      'x-codeSamples': batchExamples.submit,
    }),
    async (c) => {
      const body = c.req.valid('json') as zod.infer<typeof batchBodySchema>;
      const answer = await submit(c.get('caller'), 'virtual-tryon', body, c.req.valid('header'));
      return c.json(answer.body, answer.status);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/product-to-model/batches',
      operationId: 'submit-product-to-model-batch',
      tags: ['Batches'],
      summary: 'Submit a catalogue batch on your models',
      description:
        'The catalogue without model photos: every product on every model (one of your models or a sample) as product-to-model jobs, one per cell; every job of a column records the same model, and exports name it. The grid’s credits are held at once or not at all (402 `insufficient_credits` with the `cost`); every model is checked as the single job checks `params.model`, before anything is held. Read it back at GET /v1/batches/{id}; the Idempotency-Key works as on the try-on batch.',
      security: bearer,
      middleware: [
        apiTokenAuth(deps, 'submit-product-to-model-batch', 'product-to-model'),
      ] as const,
      request: {
        headers: idempotencyHeader,
        body: {
          content: { 'application/json': { schema: productBatchBodySchema } },
          required: true,
        },
      },
      responses: {
        202: success(submittedBatchSchema, 'Queued; the whole grid’s credits held.'),
        200: success(
          submittedBatchSchema,
          'The batch first submitted with this Idempotency-Key and this body, with the balance as it is now (nothing was held again).',
        ),
        ...errorResponses('submit-product-to-model-batch'),
      },
      'x-codeSamples': batchExamples.submitProducts,
    }),
    async (c) => {
      const body = c.req.valid('json') as zod.infer<typeof productBatchBodySchema>;
      const answer = await submit(c.get('caller'), 'product-to-model', body, c.req.valid('header'));
      return c.json(answer.body, answer.status);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/batches/{id}',
      operationId: 'get-batch',
      tags: ['Batches'],
      summary: 'Get a batch and its jobs',
      description:
        'The batch’s status (processing until every job has ended, then completed), its jobs counted by status, and each job as GET /v1/jobs/{id} answers it with the model’s and garment’s upload ids and the garment’s SKU, colour and category. Result links expire: read the batch again for fresh ones.',
      security: bearer,
      // The service is the batch's own tool: known once the batch is read (decision 123).
      middleware: [apiTokenAuth(deps, 'get-batch')] as const,
      request: { params: z.object({ id: z.string().max(100).openapi({ format: 'uuid' }) }) },
      responses: {
        200: success(batchResponseSchema, 'The batch.'),
        ...errorResponses('get-batch'),
      },
      'x-codeSamples': batchExamples.get,
    }),
    async (c) => {
      const batch = await readApiBatch(reads, c.get('caller'), c.req.valid('param').id);
      return c.json({ batch }, 200);
    },
  );
}
