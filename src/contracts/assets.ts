import { z } from 'zod';
import { colorNameSchema, SKU_MAX_LENGTH, skuSchema } from './garment-labels.ts';
import { assetKinds, assetTabs, type AssetKind, type InputImageRole } from './studio.ts';
import { garmentCategories } from './tools.ts';

/**
 * Issue 26: the answer to "I have the consent of the person in this photo, or it is me":
 * `subject` (the person agreed) or `self` (it is the uploader). Decision 057.
 */
export const uploadConsentAnswers = ['subject', 'self'] as const;
export type UploadConsentAnswer = (typeof uploadConsentAnswers)[number];

/** The consent record of an uploaded asset, as the asset's details show it (issue 26). */
export const assetConsentSchema = z.object({
  answer: z.enum(uploadConsentAnswers),
  /** The statement exactly as it was shown, in `language`. */
  wording: z.string(),
  language: z.enum(['vi', 'en']),
  recorded_at: z.iso.datetime({ offset: true }),
});
export type AssetConsent = z.infer<typeof assetConsentSchema>;

/**
 * An asset as the API answers it (GET /assets, GET /assets/:id, POST /assets). `url` is a
 * signed, expiring link to the file; `thumbnail_url` a small WebP of it.
 */
export const assetSchema = z.object({
  id: z.uuid(),
  kind: z.enum(assetKinds),
  media_type: z.enum(['image', 'video']),
  /** The sample's own name in the caller's language when `sample_id` is set; else as typed. */
  name: z.string(),
  /** The shipped sample this asset was copied from (GET /samples ids), null for the user's own. */
  sample_id: z.string().nullable(),
  content_type: z.string(),
  byte_size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbnail_url: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  /** The consent given when it was uploaded; null for garments, samples, copies of results. */
  consent: assetConsentSchema.nullable(),
  /** Issue 20: a garment is one SKU in one colour, of a category; null when not set. */
  sku: z.string().nullable(),
  color: z.string().nullable(),
  garment_category: z.enum(garmentCategories).nullable(),
});
export type Asset = z.infer<typeof assetSchema>;

/** GET /assets query: the picker's tab, an optional kind and media type, a name search and paging. */
export const assetListQuerySchema = z.object({
  tab: z.enum(assetTabs).default('all'),
  kind: z.enum(assetKinds).optional(),
  /**
   * Issue 40: only images or only videos, whatever the tab. A tool's picker asks for images: a
   * video is never a studio input (decision 108).
   */
  media_type: z.enum(['image', 'video']).optional(),
  q: z.string().trim().max(100).optional(),
  /** Issue 20: only the garments of this SKU (as typed, case and marks included). */
  sku: z
    .string()
    .trim()
    .max(SKU_MAX_LENGTH, { error: 'catalogue.error.skuTooLong' })
    .optional()
    .transform((sku) => sku || undefined),
  limit: z.coerce.number().int().min(1).max(100).default(40),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;

/** DELETE /assets/:id query: `with_results=true` also deletes what was made from it. */
export const assetDeleteQuerySchema = z.object({
  with_results: z
    .enum(['true', 'false'], { error: 'assets.error.withResultsInvalid' })
    .optional()
    .transform((value) => value === 'true'),
});

export const assetListSchema = z.object({
  items: z.array(assetSchema),
  total: z.number().int(),
});
export type AssetList = z.infer<typeof assetListSchema>;

/**
 * The kinds that are photos of a person and need the consent answer: a model, a face, a hair
 * reference (a real person's head) and a generic image (the source of a video or an edit).
 * A garment shows no one.
 */
export function needsConsent(kind: AssetKind): boolean {
  return kind !== 'garment';
}

/**
 * The library kind of each input role: what an input given by URL or data URI is kept as, and
 * which consent rule its slot follows at a submit (decision 093): a model, face or hair slot is
 * a person and needs a consent record; an image slot (the source of an edit or a video) needs
 * one when a person is seen in it; the garment slot was looked at when it was uploaded.
 */
export const inputRoleKinds: Record<InputImageRole, AssetKind> = {
  person: 'model',
  'original-person': 'model',
  clothing: 'garment',
  product: 'garment',
  face: 'face',
  hairstyle: 'hair',
  style: 'image',
  source: 'image',
};

/** The `consent` multipart field: optional by itself, required by kind in `requireConsent`. */
export const consentFieldSchema = z
  .enum(uploadConsentAnswers, { error: 'assets.error.consentInvalid' })
  .optional();

/** Adds the missing-consent issue on `consent` when the kind is a photo of a person. */
export function requireConsent(
  fields: { kind?: AssetKind; consent?: UploadConsentAnswer },
  ctx: z.core.$RefinementCtx,
) {
  if (!fields.consent && needsConsent(fields.kind ?? 'image')) {
    ctx.addIssue({ code: 'custom', path: ['consent'], message: 'assets.error.consentRequired' });
  }
}

/** The garment category as a field: the message names the categories. */
const garmentCategorySchema = z.enum(garmentCategories, { error: 'generation.categoryInvalid' });

/** A multipart form sends a field left empty as ''; that is a field not given. */
const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * Issue 20: a garment's labels as upload fields (POST /assets, POST /v1/uploads): its SKU,
 * colour name and category, each optional.
 */
export const garmentUploadFields = {
  sku: z.preprocess(blankAsAbsent, skuSchema.optional()),
  color: z.preprocess(blankAsAbsent, colorNameSchema.optional()),
  category: z.preprocess(blankAsAbsent, garmentCategorySchema.optional()),
};

/** Adds an issue on each garment label given for another kind: only a garment has a SKU. */
export function refuseLabelsOffGarments(
  fields: { kind?: AssetKind; sku?: string; color?: string; category?: string },
  ctx: z.core.$RefinementCtx,
) {
  if (fields.kind === 'garment') return;
  for (const key of ['sku', 'color', 'category'] as const) {
    if (fields[key] !== undefined) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'assets.error.garmentOnly' });
    }
  }
}

/**
 * PATCH /assets/:id: a garment's SKU, colour and category; a field left out stays, null clears
 * it. Only a garment takes them (the service answers 422 for another kind).
 */
export const assetUpdateSchema = z.strictObject({
  sku: skuSchema.nullable().optional(),
  color: colorNameSchema.nullable().optional(),
  category: garmentCategorySchema.nullable().optional(),
});
export type AssetUpdate = z.infer<typeof assetUpdateSchema>;

/**
 * GET /assets/skus: the account's SKUs in order, each with its colours (a garment without a
 * colour is listed under `color: null`) and the garments of each, for the library's grouping
 * and the catalogue's garment picker.
 */
export const assetSkuListSchema = z.object({
  items: z.array(
    z.object({
      sku: z.string(),
      colors: z.array(
        z.object({
          color: z.string().nullable(),
          asset_ids: z.array(z.uuid()),
          count: z.number().int(),
        }),
      ),
      count: z.number().int(),
    }),
  ),
});
export type AssetSkuList = z.infer<typeof assetSkuListSchema>;

/**
 * POST /assets text fields (multipart/form-data beside the `file` part): what the asset is for,
 * an optional display name (else the file's own name) and, for a photo of a person, the
 * consent answer. The upload control checks the same schema before sending.
 */
export const assetUploadFieldsSchema = z
  .object({
    kind: z.enum(assetKinds, { error: 'assets.error.kindInvalid' }),
    name: z
      .string()
      .trim()
      .max(100, 'assets.error.nameTooLong')
      .optional()
      .transform((name) => name || undefined),
    consent: consentFieldSchema,
    ...garmentUploadFields,
  })
  .superRefine(requireConsent)
  .superRefine(refuseLabelsOffGarments);
export type AssetUploadFields = z.infer<typeof assetUploadFieldsSchema>;

/**
 * The assets library's storage per plan (security issue: every resource has a limit): the
 * uploaded images and their previews count, results do not. A plan not listed gets the free
 * plan's. Decision 037.
 */
export const storageQuotaMegabytes: Record<string, number> = {
  free: 200,
  basic: 1_000,
  starter: 2_000,
  pro: 5_000,
  professional: 10_000,
  premium: 25_000,
  enterprise: 100_000,
};

/** The library's quota of a plan, in bytes. */
export function storageQuotaBytes(planId: string): number {
  return (storageQuotaMegabytes[planId] ?? storageQuotaMegabytes.free!) * 1_000_000;
}
