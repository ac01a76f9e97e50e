import { z } from '@hono/zod-openapi';
import {
  BATCH_MAX_CELLS,
  BATCH_MAX_GARMENTS,
  BATCH_MAX_MODELS,
  MAX_OPEN_BATCHES,
} from '../../../contracts/catalogue.ts';
import {
  backgroundDetailCheck,
  productToModelParamsShape,
} from '../../../contracts/product-to-model.ts';
import { batchGarmentSchema } from './v1-batch-schemas.ts';

/**
 * POST /v1/product-to-model/batches (issue 42 point 4, decision 123): the catalogue without model
 * photos, every product on every brand model or sample as product-to-model jobs. The garments
 * are the try-on batch's; the models are what the single job's `params.model` takes.
 */

const limits = Object.entries(BATCH_MAX_CELLS)
  .map(([plan, cells]) => `${plan} ${cells}`)
  .join(', ');

const modelChoice = z
  .string({ error: 'catalogue.error.modelChoiceInvalid' })
  .max(64, { error: 'catalogue.error.modelChoiceInvalid' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'catalogue.error.modelChoiceInvalid' })
  .openapi({
    description:
      'One of your models (its `id` from `GET /v1/models`, ready and not retired) or a sample model (`model-lan` …).',
    example: 'model-lan',
  });

// The single job's options but the model (one per column) and the category (one per garment).
const { model: _model, category: _category, ...sharedShape } = productToModelParamsShape;

export const productBatchBodySchema = z
  .strictObject({
    models: z
      .array(modelChoice, { error: 'catalogue.error.modelsRequired' })
      .min(1, { error: 'catalogue.error.modelsRequired' })
      .max(BATCH_MAX_MODELS, { error: 'catalogue.error.tooManyModels' })
      .openapi({
        description: `1 to ${BATCH_MAX_MODELS} models, one per column of the grid. An unknown model is 404 \`model_not_found\`, a retired one 422 \`model_retired\`, one still being made 409 \`model_not_ready\`, each naming \`models.<i>\` (\`models.0\` for the first).`,
        example: ['model-lan', 'model-minh'],
      }),
    garments: z
      .array(batchGarmentSchema, { error: 'catalogue.error.garmentsRequired' })
      .min(1, { error: 'catalogue.error.garmentsRequired' })
      .max(BATCH_MAX_GARMENTS, { error: 'catalogue.error.tooManyGarments' })
      .openapi({
        description: `1 to ${BATCH_MAX_GARMENTS} product photos (garment uploads), each once, with its category (\`auto\` takes the upload’s stored category, else reads it off the photo), SKU and colour. A repeated upload or model is 422 naming it.`,
        example: [
          {
            id: '00000000-0000-4000-8000-000000000000',
            category: 'auto',
            sku: 'SOMI-07',
            color: 'Trắng',
          },
        ],
      }),
    params: z
      .strictObject(sharedShape)
      .refine(backgroundDetailCheck.check, backgroundDetailCheck.options)
      .optional()
      .openapi({
        description:
          'Product to model’s options every job of the batch shares (`productKind`, `prompt`, `background` with `marketplace` or `scene`, `aspectRatio`, `resolution`, `seed`), as `POST /v1/product-to-model/jobs` takes them.',
      }),
    webhook_url: z.string().max(2048).optional().openapi({
      description:
        'Told of each job’s outcome (`job.succeeded`, `job.failed`) and of the batch’s end (`batch.completed`) with signed POSTs.',
    }),
  })
  .openapi('ProductBatchRequest', {
    description: `Every product on every model: products × models product-to-model jobs, each costing what a single one costs at those options (a brand model adds its identity's credits). Cells per batch by plan: ${limits}. At most ${MAX_OPEN_BATCHES} unfinished batches per account.`,
  });
