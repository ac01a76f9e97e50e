import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import {
  EXPORT_MAX_RESULTS,
  exportPresets,
  exportReviewChoices,
  exportStatuses,
} from '../../../contracts/catalogue.ts';
import type { AppDeps } from '../../app-deps.ts';
import { apiTokenAuth, type ApiBindings } from '../../http/api-token-auth.ts';
import { readApiExport } from '../../services/catalogue/read-catalogue-export.ts';
import { startExport } from '../../services/catalogue/start-export.ts';
import { requestWebhookUrl, WEBHOOK_URL_MAX } from '../../services/api-webhooks/webhook-url.ts';
import { errorResponses, success } from './v1-error-responses.ts';
import { operationExamples } from './v1-examples.ts';

const exampleId = '3f2b8c1e-6a4d-4f7e-9b1a-2c5d8e0f4a71';

const exportBodySchema = z
  .strictObject({
    preset: z.enum(exportPresets).openapi({
      description:
        'The marketplace the images are fitted to: `shopee` 1024 × 1024 under 2 MB, `tiktok-shop` 1080 × 1080 under 5 MB, `lazada` 1000 × 1000 under 3 MB (square JPEGs padded with white, never cropped into the picture), or `original` (each result at its own size, JPEG).',
    }),
    batch_id: z.uuid().optional().openapi({ description: 'Export this batch’s successful jobs.' }),
    job_ids: z
      .array(z.uuid())
      .min(1)
      .max(EXPORT_MAX_RESULTS)
      .optional()
      .openapi({
        description: `Export these jobs of your account, in this order (1 to ${EXPORT_MAX_RESULTS}); each must have succeeded with an image.`,
      }),
    needs_review: z.enum(exportReviewChoices).optional().openapi({
      description:
        'What to do with results that need review: their garment fidelity check (`fidelity` of the job) warned or failed and you have not approved them. `leave-out` (the default) packs the others and counts them in `left_out`; `ask` queues nothing and answers 409 `export_needs_review` with their count. A `tiktok-shop` export takes none of them whatever the choice: 422 `export_review_required`.',
    }),
    webhook_url: z.string().max(WEBHOOK_URL_MAX).optional().openapi({
      description:
        'Told with a signed `export.ready` POST once the ZIP is ready (the same rules as a job’s `webhook_url`).',
    }),
  })
  .refine((body) => (body.batch_id === undefined) !== (body.job_ids === undefined), {
    error: 'catalogue.error.sourceRequired',
    path: ['batch_id'],
  })
  .openapi({
    description: 'Exactly one source: `batch_id` or `job_ids`.',
    anyOf: [{ required: ['batch_id'] }, { required: ['job_ids'] }],
    example: { preset: 'shopee', batch_id: exampleId },
  });

const exportSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(exportStatuses).openapi({
      description: 'queued, then running, then ready (with `url`) or failed (with `error`).',
    }),
    preset: z.enum(exportPresets),
    progress: z.number().min(0).max(1),
    file_count: z.number().int().nullable(),
    byte_size: z.number().int().nullable(),
    url: z.string().nullable().openapi({
      description: 'A signed link to the ZIP once ready; it works until `expires_at` (48 hours).',
    }),
    error: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    expires_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .openapi('Export');

const exportAnswer = z.object({ export: exportSchema });

const exportStarted = z.object({
  export: exportSchema,
  left_out: z
    .object({
      needs_review: z.number().int(),
      generation_ids: z.array(z.uuid()),
    })
    .openapi({
      description:
        'The results left out because they need review (`needs_review: "leave-out"`): their count and job ids.',
    }),
});

/**
 * Marketplace exports under /v1 (issue 20 point 5, decision 087): one ZIP of a batch or chosen
 * jobs fitted to a preset. Like jobs and batches, an export is the account's: every token of it
 * reads it (decision 129), within the services the token may use.
 */
export function v1ExportRoutes(app: OpenAPIHono<ApiBindings>, deps: AppDeps) {
  const services = {
    db: deps.database.db,
    queue: deps.queue,
    store: deps.store,
    clock: deps.clock,
  };
  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/exports',
      operationId: 'create-export',
      tags: ['Exports'],
      summary: 'Export results for a marketplace',
      description: `Packs the successful image results of a batch, or the listed jobs, into one ZIP fitted to a marketplace preset: \`SKU_colour_model_n.jpg\` files (each with content credentials naming the stored result as its parent) and a \`manifest.csv\` (\`sku,colour,model,file,generation_id,fidelity,fidelity_approval\`, UTF-8: each result’s garment fidelity verdict, and your reason when you approved one that did not pass). Results that need review are left out and counted in \`left_out\`, or the request refused (\`needs_review\`); \`tiktok-shop\` takes only results that passed or that you approved. Built in the background: poll \`GET /v1/exports/{id}\`. At most 2 exports of an account are prepared at once (429 \`too_many_exports\`). Only results of the services the token may use can be exported: a batch needs \`virtual-tryon\`, and a listed job of another service is 403 \`service_not_permitted\`. Nothing is queued when the request is refused.`,
      security: [{ apiToken: [] }],
      middleware: [apiTokenAuth(deps, 'create-export')] as const,
      request: {
        body: { content: { 'application/json': { schema: exportBodySchema } }, required: true },
      },
      responses: {
        202: success(exportStarted, 'The export, queued, and what it left out.'),
        ...errorResponses('create-export'),
      },
      'x-codeSamples': operationExamples.createExport,
    }),
    async (c) => {
      const body = c.req.valid('json');
      const caller = c.get('caller');
      const webhookUrl =
        requestWebhookUrl(body.webhook_url, {
          allowPrivate: deps.env.API_WEBHOOK_ALLOW_PRIVATE,
        }) ?? null;
      const started = await startExport(
        services,
        {
          userId: caller.userId,
          lang: c.get('lang'),
          apiTokenId: caller.tokenId,
          webhookUrl,
          services: caller.services,
        },
        {
          preset: body.preset,
          ...(body.batch_id ? { batchId: body.batch_id } : { generationIds: body.job_ids }),
          ...(body.needs_review ? { needsReview: body.needs_review } : {}),
        },
      );
      return c.json(started, 202);
    },
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/exports/{id}',
      operationId: 'get-export',
      tags: ['Exports'],
      summary: 'Get an export',
      description:
        'An export of the account, made by any of its tokens or in the studio, with its progress; `url` is set once it is ready. The token needs the service of every result it holds (403 `service_not_permitted`). Another account’s export, or an unknown id, is 404.',
      security: [{ apiToken: [] }],
      middleware: [apiTokenAuth(deps, 'get-export')] as const,
      request: { params: z.object({ id: z.string().max(100).openapi({ format: 'uuid' }) }) },
      responses: {
        200: success(exportAnswer, 'The export.'),
        ...errorResponses('get-export'),
      },
      'x-codeSamples': operationExamples.getExport,
    }),
    async (c) => {
      const caller = c.get('caller');
      const view = await readApiExport(services, caller, c.req.valid('param').id);
      return c.json({ export: view }, 200);
    },
  );
}
