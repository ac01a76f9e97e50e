import { z } from '@hono/zod-openapi';
import {
  consentFieldSchema,
  garmentUploadFields,
  refuseLabelsOffGarments,
  requireConsent,
} from '../../../contracts/assets.ts';
import { credentialsSummarySchema } from '../../../contracts/content-credentials.ts';
import { resultSampleSchema } from '../../../contracts/history.ts';
import { fidelityReportSchema } from '../../../contracts/fidelity.ts';
import { toolInputs } from '../../../contracts/generation.ts';
import { garmentCategories, tryOnCategories } from '../../../contracts/tools.ts';
import {
  assetKinds,
  inputImageRoles,
  studioTools,
  type StudioTool,
} from '../../../contracts/studio.ts';
import { generationPhases } from '../../../contracts/generation.ts';
import { jobFailureCodes } from '../../../contracts/job-failures.ts';
import { RETENTION_DAYS } from '../../../contracts/retention.ts';
import { uploadConsentAnswers } from '../../../contracts/assets.ts';
import { INLINE_RESULT_MAX_BYTES } from '../../services/public-api/inline-results.ts';
import type { V1ErrorCode } from './v1-error-codes.ts';
import { apiParamsSchema } from './v1-param-schemas.ts';

/**
 * The /v1 wire formats (decision 023). They are the route definitions' schemas, so the request
 * validation, the OpenAPI document and the contract test all read the same source.
 */

const errorFields = {
  message: z.string(),
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
};

export const errorSchema = z
  .object({ code: z.string().openapi({ example: 'rate_limit_exceeded' }), ...errorFields })
  .loose()
  .openapi('Error', {
    description:
      'Every error: a stable `code`, and the same text in `message` and `detail`, in the language of Accept-Language (vi or en).',
  });

/**
 * Fields a status's error bodies carry beside the model's, in snake_case like every field of
 * the API (issue 45).
 */
export const errorFieldsByStatus: Record<number, z.ZodRawShape> = {
  413: {
    max_bytes: z.number().int().optional().openapi({
      description:
        'With `payload_too_large` and `file_too_large`: the limit that was passed, in bytes. A file too large is `file_too_large` however far over its limit it is.',
      example: 10_485_760,
    }),
  },
  429: {
    retry_after_seconds: z.number().int().min(0).openapi({
      description: 'The seconds `Retry-After` says to wait before asking again.',
      example: 42,
    }),
  },
};

/** The error body of one operation's status: `code` is one of the codes listed for it. */
export function errorSchemaFor(codes: readonly [V1ErrorCode, ...V1ErrorCode[]], status: number) {
  return z.object({ code: z.enum(codes), ...errorFields, ...errorFieldsByStatus[status] }).loose();
}

/** How long each plan keeps results (decision 058), for the document. */
const retentionText = Object.entries(RETENTION_DAYS)
  .map(([plan, days]) => `${plan} ${days} days`)
  .join(', ');

export const jobStatuses = ['queued', 'processing', 'succeeded', 'failed', 'cancelled'] as const;

export const jobSchema = z
  .object({
    id: z.uuid(),
    service: z.enum(studioTools),
    status: z.enum(jobStatuses).openapi({
      description:
        'queued, then processing, then one final status: succeeded, failed, or cancelled (by `POST /v1/jobs/{id}/cancel` or its `Cancel-After` deadline; its credits were given back).',
    }),
    phase: z.enum(generationPhases),
    progress: z.number().min(0).max(1),
    credits: z.number().int().min(0).openapi({ description: 'Credits this job costs.' }),
    engine: z.string().nullable(),
    params: z.record(z.string(), z.unknown()),
    result: z
      .object({
        url: z.string().openapi({ description: 'Signed link to the result file.' }),
        thumbnail_url: z.string().nullable(),
        media_type: z.enum(['image', 'video']),
        bytes: z.number().int().nullable(),
        data_uri: z
          .string()
          .optional()
          .openapi({
            description: `With \`return_base64\` on the submit, on GET /v1/jobs/{id} only: the result file itself as a \`data:<type>;base64,\` URI, when it is at most ${INLINE_RESULT_MAX_BYTES / 1024 / 1024} MB. Absent past that size; \`url\` works either way.`,
            example: 'data:image/png;base64,iVBORw0KGgo…',
          }),
        samples: z.array(resultSampleSchema.extend({ data_uri: z.string().optional() })).openapi({
          description:
            'The further images of a try-on submitted with `numSamples` above 1, after `url`: one per sample, each charged like the first. Each carries `data_uri` under the same rule as the result’s.',
        }),
        expires_at: z.iso.datetime({ offset: true }).openapi({
          description: `When \`url\`, \`thumbnail_url\` and the samples’ links stop working (15 minutes after the read by default); a link past it answers 403 \`link_expired\`. Read the job again for fresh links: every read signs new ones while the result is kept, which is, counted from the job’s creation, per plan: ${retentionText}.`,
        }),
      })
      .nullable(),
    error: z
      .object({
        code: z.enum(jobFailureCodes).openapi({
          description:
            'Why it failed: a photo the service cannot use (no_person, not_full_body, pose_not_supported, no_garment, no_face, face_too_small, face_turned), content_policy, invalid_input, unsupported, or timeout and engine_failed on our side.',
        }),
        retryable: z.boolean().openapi({
          description:
            'Whether the same request may succeed if submitted again (true for timeout and engine_failed); the failed job’s credits were given back either way.',
        }),
        message: z.string().openapi({ description: 'In the language of the job’s owner.' }),
      })
      .nullable(),
    fidelity: fidelityReportSchema.nullable().openapi({
      description:
        'For a result that shows a garment (a try-on, a catalogue cell, product to model, model swap): how it compares with the product photo (for a model swap, the garment as worn in the source photo). `verdict` is the worst of the `checks` (`colour`: CIEDE2000 colour difference of the garment’s dominant colours; `pattern`: texture difference of its pattern and print); each check has its `score`, its `thresholds` (`warn` and `fail`, higher is worse) and a `reason` code. A garment the check could not find gives `warn`, never `pass`. Null for other services and until the job succeeds.',
    }),
    category: z
      .object({
        used: z.enum(garmentCategories).nullable().openapi({
          description:
            'The garment category the job ran with. Null while `source` is `detected` and the engine has not said it, and for good on an engine that reads it off the photo on its own.',
        }),
        source: z.enum(['request', 'upload', 'detected']).openapi({
          description:
            '`request`: the `category` you sent. `upload`: you sent `auto` and the garment upload has a stored `category` (POST /v1/uploads), which was used. `detected`: you sent `auto` and the garment upload has none, so it was read off the photo.',
        }),
      })
      .nullable()
      .openapi({
        description:
          'For a try-on, a product to model and a model swap: the garment category used, and where it came from. Null for other services.',
        example: { used: 'ao-dai', source: 'upload' },
      }),
    webhook_url: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    completed_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .openapi('Job', {
    description:
      'A generation submitted through the API. Result links are signed and expire; read the job again for fresh ones.',
  });
export type Job = z.infer<typeof jobSchema>;

export const submittedJobSchema = z
  .object({ job: jobSchema, balance: z.number().int() })
  .openapi('SubmittedJob');

export const jobListSchema = z
  .object({ items: z.array(jobSchema), next_cursor: z.string().nullable() })
  .openapi('JobList');

const limitError = { error: 'publicApi.invalidLimit' };
export const jobListQuerySchema = z.object({
  service: z.enum(studioTools, { error: 'publicApi.invalidService' }).optional(),
  status: z.enum(jobStatuses, { error: 'publicApi.invalidStatus' }).optional(),
  limit: z.coerce
    .number(limitError)
    .int(limitError)
    .min(1, limitError)
    .max(100, limitError)
    .default(20),
  cursor: z
    .string()
    .max(200, { error: 'publicApi.invalidCursor' })
    .optional()
    .openapi({ description: 'next_cursor of the last page.' }),
});

export const balanceSchema = z
  .object({
    balance: z.number().int().min(0),
    next_expiry: z.iso.datetime({ offset: true }).nullable(),
    plan: z.string(),
    unlimited: z.boolean(),
  })
  .openapi('Balance');

export const uploadSchema = z
  .object({
    id: z.uuid().openapi({ description: 'Use it as an input of a job.' }),
    media_type: z.enum(['image']).openapi({ description: 'Uploads are images only.' }),
    content_type: z.string(),
    byte_size: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .openapi('Upload');

/**
 * The text fields beside the upload's `file` part: consent as on the studio's POST /assets. Any
 * other field is refused, naming it (issue 45: a misspelt `colour` was dropped silently).
 */
export const uploadFieldsSchema = z
  .strictObject({
    kind: z
      .enum(assetKinds, { error: 'publicApi.invalidKind' })
      .optional()
      .openapi({ description: 'What the image is kept for in the assets library; default image.' }),
    consent: consentFieldSchema,
    ...garmentUploadFields,
  })
  .superRefine(requireConsent)
  .superRefine(refuseLabelsOffGarments);

const schemaNames: Record<StudioTool, string> = {
  'virtual-tryon': 'VirtualTryOn',
  'body-generator': 'BodyGenerator',
  'hairstyle-changer': 'HairstyleChanger',
  'image-to-video': 'ImageToVideo',
  'image-editing': 'ImageEditing',
  'product-to-model': 'ProductToModel',
  'model-swap': 'ModelSwap',
};

/** A missing input is named as missing; anything else that is no input source, as such. */
const inputSourceError = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? 'inputSources.required' : 'inputSources.invalid',
};

const uploadIdPattern =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const urlPattern = '^https?://[^\\s]+$';
const dataUriPattern = '^data:image/[a-zA-Z0-9.+-]+;base64,[A-Za-z0-9+/]+={0,2}$';

/**
 * One image input (decision 080): an upload id, an https URL or a data URI, told apart by how
 * the string starts. The document shows the three as `anyOf`, each with its pattern.
 */
const inputSource = z
  .string(inputSourceError)
  .refine(
    (value) =>
      new RegExp(uploadIdPattern).test(value) ||
      (new RegExp(urlPattern).test(value) && value.length <= 2048) ||
      new RegExp(dataUriPattern).test(value),
    inputSourceError,
  )
  .openapi({
    anyOf: [
      {
        type: 'string',
        format: 'uuid',
        pattern: uploadIdPattern,
        description: 'The id of an upload (POST /v1/uploads).',
      },
      {
        type: 'string',
        format: 'uri',
        pattern: urlPattern,
        maxLength: 2048,
        description:
          'An https URL we download once, within 10 seconds and 10 MB, without following redirects; the host must be public.',
      },
      {
        type: 'string',
        pattern: dataUriPattern,
        description:
          'The image itself as a data URI (data:image/png;base64,…); the whole body stays within 1 MB, so larger images go by URL or upload.',
      },
    ],
    example: 'https://shop.example/catalogue/ao-dai-42.jpg',
  });

/** A submit's body for one service: its input images by role, its parameters, a webhook. */
export function submitBodySchema(service: StudioTool) {
  const { required, optional } = toolInputs[service];
  // In the roles' own order (the person before the clothing), whichever are required, so a
  // request's inputs are read, and refused, in the same order on every service.
  const inputs = Object.fromEntries(
    inputImageRoles
      .filter((role) => required.includes(role) || optional.includes(role))
      .map((role) => [role, required.includes(role) ? inputSource : inputSource.optional()]),
  );
  // Strict at the top and in params (issue 18): a mistyped field is a 422 naming it, never a
  // job that silently lacks it (a `webhook` for `webhook_url` would never be told of its end).
  return z
    .strictObject({
      inputs: z
        .strictObject(inputs, {
          error: (issue) =>
            issue.code === 'invalid_type' ? 'publicApi.inputsRequired' : undefined,
        })
        .openapi({
          description:
            'The input images by role, each an upload id, an https URL or a data URI. An image given by URL or data URI is an upload: checked by its content like one (JPEG, PNG or WebP, up to 10 MB and 40 megapixels), counted against the account’s uploads and storage, and kept in the assets library only when the job is accepted; if the submit is refused for any reason, nothing is stored, charged or queued. An upload id given as `person`, `face` or `source` must carry a consent record (a `source` without one is accepted when no person or face is seen in it).',
        }),
      params: apiParamsSchema(service),
      ...(service === 'hairstyle-changer'
        ? {
            mask: z
              .string()
              .max(3_000_000)
              .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, { error: 'ai.maskInvalid' })
              .optional()
              .openapi({ description: 'Hair to change, white on black, as a PNG data URL.' }),
          }
        : {}),
      webhook_url: z
        .string()
        .max(2048)
        .optional()
        .openapi({ description: 'Told of the outcome with a signed POST (Kieu-Signature).' }),
      consent: z
        .enum(uploadConsentAnswers, { error: 'assets.error.consentInvalid' })
        .optional()
        .openapi({
          description:
            'Required when an input other than `clothing` is a URL or a data URI, or when a person or a face is seen in a `clothing` given that way, as on POST /v1/uploads: subject (the person in the photo agreed) or self (it is you). Recorded with each such input that shows a person.',
        }),
      return_base64: z
        .boolean({ error: 'validation.wrongType' })
        .optional()
        .openapi({
          description: `Default false. When true, GET /v1/jobs/{id} of the finished job also carries each result of at most ${INLINE_RESULT_MAX_BYTES / 1024 / 1024} MB as \`result.data_uri\` (and each sample’s \`data_uri\`).`,
        }),
    })
    .openapi(`${schemaNames[service]}Job`);
}

/** `POST /v1/fidelity`'s text fields (issue 41): strict, so a mistyped name is a 422 naming it. */
export const fidelityFieldsSchema = z.strictObject({
  category: z.enum(tryOnCategories, { error: 'generation.categoryInvalid' }).optional(),
});

/** `POST /v1/fidelity`: the same report a job's `fidelity` carries, for any pair. */
export const fidelityAnswerSchema = z
  .object({
    fidelity: z.object(fidelityReportSchema.shape).openapi({
      description:
        'How the result compares with the product photo, as a try-on job’s `fidelity`: `verdict` is the worst of the `checks` (`colour`: CIEDE2000 colour difference of the garment’s dominant colours; `pattern`: texture difference of its pattern and print); each check has its `score`, its `thresholds` (`warn` and `fail`, higher is worse) and a `reason` code. A garment the check cannot find in the result gives `warn` with `region-missing`, never `pass`.',
    }),
  })
  .openapi('Fidelity', {
    description: 'The garment fidelity report of one pair of pictures.',
  });

/** `POST /v1/verify`: the facts the verify page shows (decision 053). */
// Rebuilt with this module's `z`, which carries `.openapi`; the fields are the contract's own.
export const verificationSchema = z.object(credentialsSummarySchema.shape).openapi('Verification', {
  description:
    'What a file’s C2PA content credentials say. `found` false: no credentials (which does not prove the file is real). `intact` false: the file was changed after it was signed; `problems` lists the C2PA status codes. `trusted` is true when the signing certificate chains to this service’s own signing root: a Kiểu Studio result, as signed.',
});
