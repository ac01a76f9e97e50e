import { z } from '@hono/zod-openapi';
import type { z as zod } from 'zod';
import {
  BATCH_MAX_CELLS,
  BATCH_MAX_GARMENTS,
  BATCH_MAX_MODELS,
  COLOR_MAX_LENGTH,
  MAX_OPEN_BATCHES,
  SKU_MAX_LENGTH,
  batchStatuses,
  colorNameSchema,
  skuSchema,
} from '../../../contracts/catalogue.ts';
import { garmentPhotoTypes, tryOnCategories, tryOnModes } from '../../../contracts/tools.ts';
import { jobSchema } from './v1-schemas.ts';

/**
 * The /v1 batch wire formats (issue 20, decision 086): a batch runs every garment on every model
 * as ordinary try-on jobs, readable one by one at GET /v1/jobs/{id} too.
 */

const uuidPattern = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const uploadId = z
  .string({ error: 'catalogue.error.assetInvalid' })
  .regex(new RegExp(uuidPattern), { error: 'catalogue.error.assetInvalid' })
  .openapi({
    format: 'uuid',
    pattern: uuidPattern,
    description: 'An upload id (POST /v1/uploads).',
  });

const exampleId = '00000000-0000-4000-8000-000000000000';

const limits = Object.entries(BATCH_MAX_CELLS)
  .map(([plan, cells]) => `${plan} ${cells}`)
  .join(', ');

/**
 * A SKU or colour checked by the studio's own schema. The document states its rule in words:
 * its Unicode letter classes (\\p{L}) are not a pattern every JSON Schema reader understands.
 */
function labelField(schema: zod.ZodType<string>, max: number, error: string) {
  return (
    z
      .string({ error })
      // Kept as the studio keeps it (trimmed), so the SKU filter and a SKU export find it.
      .trim()
      .max(max, { error })
      .refine((value) => schema.safeParse(value).success, { error })
      .optional()
  );
}

export const batchGarmentSchema = z
  .strictObject({
    id: uploadId,
    category: z.enum(tryOnCategories, { error: 'generation.categoryInvalid' }).openapi({
      description:
        'What the garment is, as the try-on’s `params.category`: `auto` takes the category stored with the upload, else reads it off the photo; each job says what it ran with in `category`.',
    }),
    sku: labelField(skuSchema, SKU_MAX_LENGTH, 'catalogue.error.skuInvalid').openapi({
      description: `Your article number, up to ${SKU_MAX_LENGTH} letters, digits, spaces, dots, dashes or underscores; it names the results in exports.`,
      example: 'AO-DAI-42',
    }),
    color: labelField(colorNameSchema, COLOR_MAX_LENGTH, 'catalogue.error.colorInvalid').openapi({
      description: `The colour’s name, up to ${COLOR_MAX_LENGTH} characters like the SKU.`,
      example: 'Đỏ',
    }),
  })
  .openapi('BatchGarment', { description: 'One garment: one SKU in one colour.' });

export const batchBodySchema = z
  .strictObject({
    models: z
      .array(uploadId, { error: 'catalogue.error.modelsRequired' })
      .min(1, { error: 'catalogue.error.modelsRequired' })
      .max(BATCH_MAX_MODELS, { error: 'catalogue.error.tooManyModels' })
      .openapi({
        description: `1 to ${BATCH_MAX_MODELS} upload ids of model photos, each once (a repeat is 422 naming it).`,
        example: [exampleId],
      }),
    garments: z
      .array(batchGarmentSchema, { error: 'catalogue.error.garmentsRequired' })
      .min(1, { error: 'catalogue.error.garmentsRequired' })
      .max(BATCH_MAX_GARMENTS, { error: 'catalogue.error.tooManyGarments' })
      .openapi({
        description: `1 to ${BATCH_MAX_GARMENTS} garments, each upload once (a repeat is 422 naming it and where it first appears: to label one photo with two SKUs, upload it once for each).`,
        example: [{ id: exampleId, category: 'ao-dai', sku: 'AO-DAI-42', color: 'Đỏ' }],
      }),
    params: z
      .strictObject({
        mode: z.enum(tryOnModes, { error: 'generation.tryOnModeInvalid' }).optional(),
        garmentPhotoType: z
          .enum(garmentPhotoTypes, { error: 'generation.garmentPhotoTypeInvalid' })
          .optional(),
      })
      .optional()
      .openapi({ description: 'Try-on options every job of the batch shares.' }),
    webhook_url: z.string().max(2048).optional().openapi({
      description:
        'Told of each job’s outcome (`job.succeeded`, `job.failed`) and of the batch’s end (`batch.completed`) with signed POSTs.',
    }),
  })
  .openapi('BatchRequest', {
    description: `Every garment on every model: garments × models try-on jobs, each costing what a single try-on costs. Cells per batch by plan: ${limits}. At most ${MAX_OPEN_BATCHES} unfinished batches per account.`,
  });

export const batchCountsSchema = z
  .object({
    total: z.number().int(),
    processing: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    cancelled: z.number().int(),
  })
  .openapi('BatchCounts');

export const batchJobSchema = jobSchema
  .extend({
    model: z.uuid().nullable().openapi({ description: 'The model’s upload id.' }),
    garment: z
      .object({
        id: z.uuid().nullable(),
        sku: z.string().nullable(),
        color: z.string().nullable(),
        category: z.string().nullable(),
      })
      .openapi({ description: 'The garment’s upload id and its label as submitted.' }),
    fidelity_approval: z
      .object({ reason: z.string(), approved_at: z.iso.datetime({ offset: true }) })
      .nullable()
      .openapi({
        description:
          'Set when you approved a result whose `fidelity` did not pass, with your reason: exports take it as reviewed (a `tiktok-shop` export takes a cell only when its `fidelity.verdict` is `pass` or it has an approval). Null otherwise.',
      }),
  })
  .openapi('BatchJob', {
    description: 'One cell of the grid: a try-on job, as GET /v1/jobs/{id}.',
  });

export const batchSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(batchStatuses).openapi({
      description: 'processing until every job has ended, then completed.',
    }),
    counts: batchCountsSchema,
    jobs: z
      .array(batchJobSchema)
      .openapi({ description: 'Garment by garment, each on every model.' }),
    created_at: z.iso.datetime({ offset: true }),
    completed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .openapi('Batch');

export const batchResponseSchema = z.object({ batch: batchSchema }).openapi('BatchResponse');

export const submittedBatchSchema = z
  .object({
    batch: batchSchema,
    balance: z.number().int().nullable().openapi({
      description:
        'Credits left after the whole grid was held; on a replay (the same Idempotency-Key and body), the credits as they are now. Null only on an unlimited plan.',
    }),
  })
  .openapi('SubmittedBatch');
