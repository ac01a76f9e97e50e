import { z } from '@hono/zod-openapi';
import {
  BRAND_MODEL_NAME_MAX_LENGTH,
  brandModelSchema,
  brandModelStatuses,
  checkBrandModelSource,
} from '../../../contracts/brand-models.ts';
import type { enBrandModels } from '../../../i18n/en/brand-models.ts';
import { apiParamsSchema } from './v1-param-schemas.ts';

/**
 * The /v1/models wire formats (issue 42, decision 119): the contract's fields and check, built
 * with this module's `z` as v1-param-schemas.ts does (the contract's schemas carry no
 * `.openapi`), with what the OpenAPI document says of them.
 */

const key = (message: keyof typeof enBrandModels) => message;

const name = z
  .string(key('brandModels.nameRequired'))
  .trim()
  .min(1, key('brandModels.nameRequired'))
  .max(BRAND_MODEL_NAME_MAX_LENGTH, key('brandModels.nameTooLong'))
  .openapi({
    description: `1 to ${BRAND_MODEL_NAME_MAX_LENGTH} characters after trimming; unique among the account’s models not retired, whatever the case.`,
    example: 'Lan',
  });

/** An upload id: malformed ones are refused on their own field, before the source check. */
const assetId = z.uuid(key('brandModels.assetNotFound'));

export const createModelBodySchema = z
  .strictObject({
    name,
    params: apiParamsSchema('body-generator').optional().openapi({
      description:
        'The body generator’s parameters (as `POST /v1/body-generator/jobs` takes them): the model is made by a body generator job, charged as one. Alone, or with `face`.',
    }),
    face: assetId.optional().openapi({
      description:
        'With `params`: the id of a `face` upload (`POST /v1/uploads` with `kind=face` and `consent`), the face the body generator gives the model and kept as its identity reference.',
      format: 'uuid',
    }),
    photo: assetId.optional().openapi({
      description:
        'Alone: the id of a `model` upload (`POST /v1/uploads` with `kind=model` and `consent`), a full-body photo the try-on can dress. The model is ready at once and costs nothing.',
      format: 'uuid',
    }),
  })
  .superRefine(checkBrandModelSource)
  .openapi({
    description:
      'A name and one source: `params`, `params` with `face`, or `photo`. Unknown fields are refused (422 naming each).',
    examples: [
      {
        name: 'Lan',
        params: {
          gender: 'female',
          height: 165,
          weight: 52,
          age: 25,
          skinTone: 'light',
          bodyType: 'slim',
        },
      },
      { name: 'Mai', photo: '3f0c8f5e-7a51-4a53-9a43-0d3f7c2f9b11' },
    ],
  });

export const renameModelBodySchema = z.strictObject({ name }).openapi({
  description: 'The new name. Unknown fields are refused (422 naming each).',
  example: { name: 'Lan (áo dài)' },
});

export const modelSchema = z
  .object({
    ...brandModelSchema.shape,
    status: z.enum(brandModelStatuses).openapi({
      description:
        '`pending` while its body generator job runs, `ready` once it has its full-body photo (`person_asset_id`, `image_url`), `failed` when the job failed or was cancelled (its credits came back) or its photo left the library.',
    }),
  })
  .openapi('Model', {
    description:
      'One of the account’s brand models: the same person in every job that names it in `params.model`.',
  });

export const modelResponseSchema = z.object({ model: modelSchema });
export const modelListSchema = z.object({ items: z.array(modelSchema) });

export const modelListQuerySchema = z.strictObject({
  include_retired: z.enum(['true', 'false']).optional().openapi({
    description: '`true` lists retired models too, after the others.',
  }),
});

export const modelIdParamSchema = z.object({
  id: z.string().max(100).openapi({ format: 'uuid' }),
});
