import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import { generationCost } from '../../../contracts/credits.ts';
import { verifyLimits } from '../../../contracts/verify-file.ts';
import { uploadConsentAnswers, type UploadConsentAnswer } from '../../../contracts/assets.ts';
import { COLOR_MAX_LENGTH, SKU_MAX_LENGTH } from '../../../contracts/garment-labels.ts';
import {
  assetKinds,
  studioTools,
  studioUploadLimits,
  type StudioTool,
} from '../../../contracts/studio.ts';
import { garmentCategories } from '../../../contracts/tools.ts';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { publicApiUrl, publicSiteUrl } from '../../env.ts';
import { apiTokenAuth, type ApiBindings, type CountWith } from '../../http/api-token-auth.ts';
import { countAndReadJob } from '../../services/public-api/count-and-read-job.ts';
import { publicApiErrors } from '../../services/public-api/public-api-errors.ts';
import { errors } from '../../http/app-error.ts';
import { refuseNul } from '../../http/client-input.ts';
import { issuesFromZod } from '../../http/localize.ts';
import { readFileParts } from '../../http/read-file-parts.ts';
import type { FileBodyLimit } from '../../http/size-limits.ts';
import { ASSETS_BODY_LIMIT_BYTES } from '../assets/assets.routes.ts';
import { perUserLimit, UPLOAD_RATE_RULE } from '../../http/rate-limit.ts';
import { assetName, createAsset } from '../../services/assets/create-asset.ts';
import { assertConsentForContent } from '../../services/assets/person-consent.ts';
import { processUploadImage } from '../../services/assets/process-upload-image.ts';
import { uploadConsent } from '../../services/assets/upload-consent.ts';
import { readCurrentPlan } from '../../services/billing/current-plan.ts';
import { readCreditBalance } from '../../services/credits/read-credit-balance.ts';
import { requestWebhookUrl } from '../../services/api-webhooks/webhook-url.ts';
import { generationDeps } from '../../services/generation/generation-deps.ts';
import { generationErrors } from '../../services/generation/generation-errors.ts';
import { submitGeneration } from '../../services/generation/submit-generation.ts';
import { loadFiles, toHistoryItem } from '../../services/history/history-items.ts';
import { listApiJobs, readApiJob } from '../../services/public-api/read-api-jobs.ts';
import { linksExpireAt, toJob } from '../../services/public-api/job-view.ts';
import { readInputSources } from '../../services/public-api/read-input-sources.ts';
import { verifyFile } from '../../services/provenance/verify-file.ts';
import { operationExamples } from './v1-examples.ts';
import {
  balanceSchema,
  jobListQuerySchema,
  jobListSchema,
  jobSchema,
  submitBodySchema,
  submittedJobSchema,
  uploadFieldsSchema,
  uploadSchema,
  verificationSchema,
} from './v1-schemas.ts';
import { upgradeSubmit, v1ChangelogRoutes } from './v1-versioning.ts';
import { v1ReferenceRoutes } from './v1-reference.ts';
import {
  jobControlHeaders,
  preferenceApplied,
  v1JobControlRoutes,
} from './v1-job-control.routes.ts';
import { awaitJobEnd } from '../../services/public-api/await-job-end.ts';
import { parseCancelAfter, preferredWait } from '../../services/public-api/job-control-headers.ts';
import { v1WebhookRoutes } from './v1-webhooks.routes.ts';
import { v1ExportRoutes } from './v1-exports.routes.ts';
import { v1FidelityRoutes } from './v1-fidelity.routes.ts';
import { v1BatchRoutes } from './v1-batches.routes.ts';
import { v1FallbackRoutes } from './v1-fallback.routes.ts';
import { v1ModelRoutes } from './v1-models.routes.ts';
import { v1CapabilitiesRoutes } from './v1-capabilities.routes.ts';
import { errorResponses, success } from './v1-error-responses.ts';

/** The upload body as JSON Schema: documented only, since the handler reads the multipart body. */
const uploadFormSchema = {
  type: 'object' as const,
  required: ['file'],
  additionalProperties: false,
  properties: {
    file: {
      type: 'string' as const,
      format: 'binary',
      description: 'JPEG, PNG or WebP, up to 10 MB.',
    },
    kind: {
      type: 'string' as const,
      enum: [...assetKinds] as string[],
      description: 'What the image is kept for in the assets library; default image.',
      example: 'garment',
    },
    consent: {
      type: 'string' as const,
      enum: [...uploadConsentAnswers] as string[],
      description:
        'Required unless kind is garment, and for a garment in which a person or a face is seen: the answer to “I have the consent of the person in this photo, or it is me.” subject: the person in the photo agreed; self: it is you. Recorded with the time, the account, the statement in the request’s language (Accept-Language) and a SHA-256 of the file as sent.',
    },
    // Issue 20: a garment is one SKU in one colour; other kinds refuse these fields (422).
    sku: {
      type: 'string' as const,
      maxLength: SKU_MAX_LENGTH,
      description:
        'Garments only: your article number, as the library groups it and a marketplace export names its files. Letters, digits, spaces, dots, hyphens and underscores, starting with a letter or digit.',
      example: 'AD-2026-01',
    },
    color: {
      type: 'string' as const,
      maxLength: COLOR_MAX_LENGTH,
      description:
        'Garments only: the colour’s name, same characters as sku (the field is `color`).',
      example: 'Đỏ',
    },
    category: {
      type: 'string' as const,
      enum: [...garmentCategories] as string[],
      description:
        'Garments only: what kind of garment it is; ao-dai is the áo dài (a long fitted tunic over trousers, slit at the sides), ao-ba-ba the áo bà ba (a loose collarless blouse to the hip).',
      example: 'ao-dai',
    },
  },
};

/** The upload body: one image at its limit, with room for the fields and the framing. */
export const UPLOAD_BODY: FileBodyLimit = {
  bodyBytes: ASSETS_BODY_LIMIT_BYTES,
  fileBytes: studioUploadLimits.maxFileBytes,
  field: 'file',
};

/** The verify body: one video at its limit, with room for the multipart framing. */
export const VERIFY_BODY: FileBodyLimit = {
  bodyBytes: verifyLimits.maxVideoBytes + 1024 * 1024,
  fileBytes: verifyLimits.maxVideoBytes,
  field: 'file',
};

const verifyFormSchema = {
  type: 'object' as const,
  required: ['file'],
  additionalProperties: false,
  properties: {
    file: {
      type: 'string' as const,
      format: 'binary',
      description: `${verifyLimits.acceptedTypes}; images up to ${verifyLimits.maxImageBytes / 1024 / 1024} MB, videos up to ${verifyLimits.maxVideoBytes / 1024 / 1024} MB. The type is read from the bytes.`,
    },
  },
};
const noFields = z.strictObject({});

const idempotencyKeyPattern = /^[\x21-\x7e]{1,100}$/;

const bearer = [{ apiToken: [] }];

/** Bad parameters are answered like the rest of the API: 422 listing each field (NUL too). */
const validationHook: Hook<unknown, ApiBindings, string, unknown> = (result) => {
  if (!result.success) throw errors.validation(issuesFromZod(result.error, { surface: 'api' }));
  refuseNul(result.data);
};

const serviceTitles: Record<StudioTool, string> = {
  'virtual-tryon': 'a virtual try-on',
  'body-generator': 'a body generator',
  'hairstyle-changer': 'a hairstyle changer',
  'image-to-video': 'an image-to-video',
  'image-editing': 'an image editing',
  'product-to-model': 'a product-to-model',
  'model-swap': 'a model swap',
};

/**
 * The public REST API under /v1 (issue 9, decision 023): jobs for every studio service, job status
 * and results, the job list, the credit balance and uploads, each authenticated by an API token
 * and limited per token per minute. The route definitions are zod schemas, from which
 * /v1/openapi.json is generated and against which requests are validated.
 */
/**
 * The path's job id as sent. The checked `param` answers 404 for a malformed id at once, but a
 * malformed id is still a counted call (its 404 comes after the count, with the limit headers).
 */
function rawJobId(c: Context): string {
  try {
    return c.req.param('id') ?? '';
  } catch {
    return '';
  }
}

/** GET /v1/jobs/{id}'s count, which reads the job in the same statement (decision 107). */
function countAndReadJobFor(deps: AppDeps): CountWith {
  return async (c, caller, now) => {
    const { counted, job } = await countAndReadJob(
      deps.database.db,
      { tokenId: caller.tokenId, limit: caller.rateLimitPerMinute, userId: caller.userId },
      rawJobId(c),
      now,
    );
    c.set('countedJob', job);
    return counted;
  };
}

export function publicApiRoutes(deps: AppDeps) {
  const generation = generationDeps(deps);
  const history = { db: deps.database.db, store: deps.store };
  const uploadLimit = perUserLimit(deps, UPLOAD_RATE_RULE, publicApiErrors.uploadsLimited);
  const app = new OpenAPIHono<ApiBindings>({ defaultHook: validationHook });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API token from API management: `Authorization: Bearer ks_live_…`.',
  });

  for (const service of studioTools) {
    const route = createRoute({
      method: 'post',
      path: `/v1/${service}/jobs`,
      operationId: `submit-${service}-job`,
      tags: ['Jobs'],
      summary: `Submit ${serviceTitles[service]} job`,
      description:
        'Holds the service’s credits and queues the job, exactly as the studio does. Repeat a submit with the same Idempotency-Key and the same body to get the first job back (200) without paying twice; the same key with another body is refused (409 idempotency_key_reused). Keys are the account’s: a key one of its tokens used answers the same to every other. A key is kept as long as its job: until the job is deleted or the plan’s retention removes it (30 to 730 days after it was made). Unknown fields, at the top or in `params`, are refused (422 naming each).',
      security: bearer,
      middleware: [apiTokenAuth(deps, 'submit-job', service), upgradeSubmit(service)] as const,
      request: {
        headers: z.object({
          'idempotency-key': z
            .string()
            .optional()
            // Documented bounds only: the handler answers a bad key 400 invalid_idempotency_key.
            .openapi({
              description: 'Up to 100 printable ASCII characters.',
              maxLength: 100,
              pattern: idempotencyKeyPattern.source,
            }),
          ...jobControlHeaders,
        }),
        body: {
          content: { 'application/json': { schema: submitBodySchema(service) } },
          required: true,
        },
      },
      responses: {
        202: success(
          submittedJobSchema,
          'Queued; credits held. With `Prefer: wait=N`, the job had not ended after N seconds.',
          preferenceApplied,
        ),
        200: success(
          submittedJobSchema,
          'With `Prefer: wait=N`: the job, ended (succeeded, failed or cancelled) within N seconds. Otherwise the job first submitted with this Idempotency-Key and this body.',
          preferenceApplied,
        ),
        ...errorResponses('submit-job'),
      },
      'x-codeSamples': operationExamples.submit(service),
    });
    app.openapi(route, async (c) => {
      const caller = c.get('caller');
      const body = c.req.valid('json') as {
        inputs: Record<string, string>;
        params: Record<string, unknown>;
        mask?: string;
        webhook_url?: string;
        consent?: UploadConsentAnswer;
        return_base64?: boolean;
      };
      const headers = c.req.valid('header');
      const key = headers['idempotency-key'];
      const cancelAfterSeconds = parseCancelAfter(headers['cancel-after']);
      const wait = preferredWait(headers.prefer);
      if (key !== undefined && !idempotencyKeyPattern.test(key)) {
        throw generationErrors.idempotencyKeyInvalid();
      }
      const webhookUrl = requestWebhookUrl(body.webhook_url, {
        allowPrivate: deps.env.API_WEBHOOK_ALLOW_PRIVATE,
      });
      const { row, balance, replayed } = await submitGeneration(generation, {
        userId: caller.userId,
        actorId: caller.actorId,
        tool: service,
        request: { inputs: body.inputs, params: body.params, mask: body.mask },
        idempotencyKey: key,
        api: {
          tokenId: caller.tokenId,
          webhookUrl,
          maxConcurrentJobs: deps.env.API_MAX_CONCURRENT_JOBS,
          cancelAfterSeconds,
          returnBase64: body.return_base64,
          readInputs: (inputs) =>
            readInputSources(
              {
                db: deps.database.db,
                // Decision 128: the inputs' own setting; the webhooks' never opens them.
                allowPrivate: deps.env.API_INPUT_URL_ALLOW_PRIVATE,
                resolve: deps.resolve,
                // Issue 39: an input by URL or data URI is an upload, and counts as one.
                countUpload: () => uploadLimit(caller.userId),
              },
              { userId: caller.userId, inputs, consent: body.consent, lang: c.get('lang') },
            ),
        },
      });
      if (wait !== undefined) {
        c.header('Preference-Applied', `wait=${wait}`);
        const notices = { db: deps.database.db, notices: deps.progressNotices };
        if (await awaitJobEnd(notices, row.id, wait, c.req.raw.signal)) {
          // Issue 45, defect 16: `data_uri` is GET /v1/jobs/{id}'s alone, as documented.
          const ended = await readApiJob(history, caller, row.id, undefined, { inline: false });
          const now = deps.clock.now();
          const { balance: after } = await readCreditBalance(deps.database.db, caller.userId, now);
          return c.json({ job: ended, balance: after }, 200);
        }
      }
      const files = await loadFiles(deps.database.db, [row]);
      const expireAt = linksExpireAt(deps.store);
      const item = await toHistoryItem(deps.store, { ...row, shared: false }, files);
      const now = deps.clock.now();
      const [{ plan }, credit] = await Promise.all([
        readCurrentPlan(deps.database.db, caller.userId, now),
        balance === null ? readCreditBalance(deps.database.db, caller.userId, now) : null,
      ]);
      const job = toJob(
        row,
        item,
        plan.unlimited
          ? 0
          : generationCost(service, row.params as Record<string, unknown>, row.engine ?? undefined),
        expireAt,
      );
      return c.json({ job, balance: balance ?? credit!.balance }, replayed ? 200 : 202);
    });
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/jobs/{id}',
      operationId: 'get-job',
      tags: ['Jobs'],
      summary: 'Get a job’s status and result',
      description:
        'The job’s status (queued, processing, succeeded, failed, cancelled), progress and, once it succeeded, signed links to the result. Links expire: read the job again for fresh ones. Any job of the account is read, whichever of its tokens submitted it (or the studio); a job of a service the token lacks is 403 `service_not_permitted`, another account’s job 404 like an unknown id.',
      security: bearer,
      // The call is counted and the job read in one statement (decision 107).
      middleware: [apiTokenAuth(deps, 'get-job', null, countAndReadJobFor(deps))] as const,
      request: { params: z.object({ id: z.string().max(100).openapi({ format: 'uuid' }) }) },
      responses: {
        200: success(jobSchema, 'The job.'),
        ...errorResponses('get-job'),
      },
      'x-codeSamples': operationExamples.getJob,
    }),
    async (c) => {
      const caller = c.get('caller');
      const job = await readApiJob(history, caller, c.req.valid('param').id, c.get('countedJob'));
      c.set('apiService', job.service);
      return c.json(job, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/jobs',
      operationId: 'list-jobs',
      tags: ['Jobs'],
      summary: 'List jobs',
      description:
        'Jobs of the account submitted through the API, by any of its tokens, in the services this token may use, newest first. Pass `next_cursor` as `cursor` for the next page.',
      security: bearer,
      middleware: [apiTokenAuth(deps, 'list-jobs')] as const,
      request: { query: jobListQuerySchema },
      responses: {
        200: success(jobListSchema, 'One page of jobs.'),
        ...errorResponses('list-jobs'),
      },
      'x-codeSamples': operationExamples.listJobs,
    }),
    async (c) => {
      const query = c.req.valid('query');
      if (query.service) c.set('apiService', query.service);
      return c.json(await listApiJobs(history, c.get('caller'), query), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/balance',
      operationId: 'get-balance',
      tags: ['Account'],
      summary: 'Get the credit balance',
      description:
        'Credits available now, when the soonest of them expires, and the plan in force (an unlimited plan holds no credits).',
      security: bearer,
      middleware: [apiTokenAuth(deps, 'get-balance')] as const,
      responses: {
        200: success(balanceSchema, 'Credits available now.'),
        ...errorResponses('get-balance'),
      },
      'x-codeSamples': operationExamples.balance,
    }),
    async (c) => {
      const { userId } = c.get('caller');
      const now = deps.clock.now();
      const [{ balance, nextExpiry }, { plan }] = await Promise.all([
        readCreditBalance(deps.database.db, userId, now),
        readCurrentPlan(deps.database.db, userId, now),
      ]);
      return c.json(
        {
          balance,
          next_expiry: nextExpiry?.toISOString() ?? null,
          plan: plan.id,
          unlimited: plan.unlimited,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/uploads',
      operationId: 'upload-image',
      tags: ['Uploads'],
      summary: 'Upload an input image',
      description:
        'Checks the file by its content (JPEG, PNG or WebP, up to 10 MB and 40 megapixels), strips its metadata and keeps it in the account’s assets library. Use the returned id as a job input. A photo of a person (every kind but garment, and a garment in which a person or a face is seen) needs the consent field. A part the body does not name below (a misspelt field such as `colour`, a file under another name than `file`) is refused with 422 naming it; a file over 10 MB is 413 `file_too_large`, however far over.',
      security: bearer,
      middleware: [apiTokenAuth(deps, 'upload-image')] as const,
      request: {
        // A plain schema: documented, while the multipart body is read and checked by the handler.
        body: {
          content: { 'multipart/form-data': { schema: uploadFormSchema } },
          required: true,
        },
      },
      responses: {
        201: success(uploadSchema, 'Stored.'),
        ...errorResponses('upload-image'),
      },
      'x-codeSamples': operationExamples.upload,
    }),
    async (c) => {
      await uploadLimit(c.get('caller').userId);
      // Issue 45: a part the document does not name is refused (422 naming it), as in a JSON body.
      const { files, fields } = await readFileParts(
        c,
        ['file'],
        uploadFieldsSchema,
        UPLOAD_BODY.fileBytes,
      );
      const upload = files.file;
      const bytes = Buffer.from(await upload.file.arrayBuffer());
      const image = await processUploadImage(bytes, 'file');
      const kind = fields.kind ?? 'image';
      await assertConsentForContent({ kind, consent: fields.consent }, image.bytes);
      const asset = await createAsset(history, {
        userId: c.get('caller').userId,
        kind,
        name: assetName(undefined, upload.name, image.ext),
        image,
        consent: fields.consent && uploadConsent(fields.consent, c.get('lang'), bytes),
        labels: { sku: fields.sku, color: fields.color, category: fields.category },
      });
      return c.json(
        {
          id: asset.id,
          media_type: 'image' as const,
          content_type: asset.content_type,
          byte_size: asset.byte_size,
          width: asset.width,
          height: asset.height,
          created_at: asset.created_at,
        },
        201,
      );
    },
  );

  // Decision 053: verifying is free and stores nothing, but like every /v1 call it needs a token
  // and counts against the token's requests per minute; anyone may verify on /verify instead.
  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/verify',
      operationId: 'verify-file',
      tags: ['Verification'],
      summary: 'Read a file’s content credentials',
      description:
        'Reads and validates the C2PA content credentials of an image or video, as the /verify page does in the browser: whether it was made with AI, by which tool and engine, when, whether it was changed since it was signed, and who signed it. Costs no credits; the file is not kept.',
      security: bearer,
      middleware: [apiTokenAuth(deps, 'verify-file')] as const,
      request: {
        body: {
          content: { 'multipart/form-data': { schema: verifyFormSchema } },
          required: true,
        },
      },
      responses: {
        200: success(verificationSchema, 'What the credentials say.'),
        ...errorResponses('verify-file'),
      },
      'x-codeSamples': operationExamples.verify,
    }),
    async (c) => {
      const { files } = await readFileParts(c, ['file'], noFields, VERIFY_BODY.fileBytes);
      const bytes = new Uint8Array(await files.file.file.arrayBuffer());
      const summary = await verifyFile(bytes, deps.signer);
      return c.json(summary, 200);
    },
  );

  v1JobControlRoutes(app, deps);
  v1BatchRoutes(app, deps);
  v1WebhookRoutes(app, deps);
  v1ExportRoutes(app, deps);
  v1FidelityRoutes(app, deps);
  v1ModelRoutes(app, deps);
  v1CapabilitiesRoutes(app, deps);
  v1ChangelogRoutes(app);
  app.route('/', v1ReferenceRoutes(app, publicApiUrl(deps.env), publicSiteUrl(deps.env)));
  v1FallbackRoutes(app, deps);
  return app;
}
