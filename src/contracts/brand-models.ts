import { z } from 'zod';
import type { enBrandModels } from '../i18n/en/brand-models.ts';
import { bodyParamsSchema } from './tools.ts';

/**
 * The brand's models (issue 42, decision 119): shared by the studio's /models, the public API's
 * /v1/models and the "My models" island, so a limit is written once.
 */

type BrandModelKey = keyof typeof enBrandModels;
const msg = (key: BrandModelKey): BrandModelKey => key;

export const BRAND_MODEL_NAME_MAX_LENGTH = 60;

/** Where a model comes from: the body generator, it with a face photo, or a library photo. */
export const brandModelSources = ['params', 'face', 'photo'] as const;
export type BrandModelSource = (typeof brandModelSources)[number];

/** `pending` until its body generator job succeeds; `failed` when it did not (decision 119). */
export const brandModelStatuses = ['pending', 'ready', 'failed'] as const;
export type BrandModelStatus = (typeof brandModelStatuses)[number];

export const brandModelNameSchema = z
  .string(msg('brandModels.nameRequired'))
  .trim()
  .min(1, msg('brandModels.nameRequired'))
  .max(BRAND_MODEL_NAME_MAX_LENGTH, msg('brandModels.nameTooLong'));

/**
 * Names are unique per account among models not retired, whatever the case or the Unicode form
 * the name was typed in ("Lan" and "LAN", "Đào" composed or not).
 * @example brandModelNameKey('  Lan ') // 'lan'
 */
export function brandModelNameKey(name: string): string {
  return name.trim().normalize('NFC').toLocaleLowerCase('vi');
}

/**
 * One source and one only: `params` alone runs the body generator; `params` with `face` runs it
 * with that face photo; `photo` alone takes a full-body photo as it is. The public API's schema
 * shares this check (routes/public-api/v1-model-schemas.ts).
 */
export function checkBrandModelSource(
  body: { params?: unknown; face?: unknown; photo?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (body.photo !== undefined && (body.params !== undefined || body.face !== undefined)) {
    const path = body.params !== undefined ? 'params' : 'face';
    ctx.addIssue({ code: 'custom', path: [path], message: msg('brandModels.photoAlone') });
  } else if (body.face !== undefined && body.params === undefined) {
    ctx.addIssue({ code: 'custom', path: ['params'], message: msg('brandModels.faceNeedsParams') });
  } else if (body.photo === undefined && body.params === undefined) {
    ctx.addIssue({ code: 'custom', path: ['params'], message: msg('brandModels.sourceRequired') });
  }
}

/** A library asset's id as the request names it (an upload id on /v1). */
export const brandModelAssetIdSchema = z
  .string(msg('brandModels.assetNotFound'))
  .trim()
  .min(1, msg('brandModels.assetNotFound'))
  .max(100, msg('brandModels.assetNotFound'));

/** POST /models and POST /v1/models: a name and one source; unknown fields are refused. */
export const createBrandModelSchema = z
  .strictObject({
    name: brandModelNameSchema,
    params: bodyParamsSchema.strict().optional(),
    face: brandModelAssetIdSchema.optional(),
    photo: brandModelAssetIdSchema.optional(),
  })
  .superRefine(checkBrandModelSource);
export type CreateBrandModel = z.output<typeof createBrandModelSchema>;

/** PATCH /models/:id and PATCH /v1/models/{id}: a new name. */
export const renameBrandModelSchema = z.strictObject({ name: brandModelNameSchema });
export type RenameBrandModel = z.output<typeof renameBrandModelSchema>;

/** GET /models?include_retired=true: retired models too, after the others. */
export const brandModelListQuerySchema = z.strictObject({
  include_retired: z.enum(['true', 'false']).optional(),
});

/** One model as both APIs answer it. */
export const brandModelSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  source: z.enum(brandModelSources),
  status: z.enum(brandModelStatuses),
  /** The body generator's parameters it was made with; null for a photo. */
  params: bodyParamsSchema.nullable(),
  /** The face photo kept as its identity reference (library asset / upload id). */
  face_asset_id: z.uuid().nullable(),
  /** The full-body `model` asset the tools dress, once ready. */
  person_asset_id: z.uuid().nullable(),
  /** Signed links to that photo and its preview, once ready. */
  image_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  /** The body generator job that makes it (the studio's history, GET /v1/jobs/{id}). */
  job_id: z.uuid().nullable(),
  retired_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type BrandModel = z.infer<typeof brandModelSchema>;

export const brandModelListSchema = z.object({ items: z.array(brandModelSchema) });
export type BrandModelList = z.infer<typeof brandModelListSchema>;
