import { z } from 'zod';
import { assetKinds, assetTabs } from './studio.ts';

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
});
export type Asset = z.infer<typeof assetSchema>;

/** GET /assets query: the picker's tab, an optional kind, a name search and paging. */
export const assetListQuerySchema = z.object({
  tab: z.enum(assetTabs).default('all'),
  kind: z.enum(assetKinds).optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(40),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AssetListQuery = z.infer<typeof assetListQuerySchema>;

export const assetListSchema = z.object({
  items: z.array(assetSchema),
  total: z.number().int(),
});
export type AssetList = z.infer<typeof assetListSchema>;

/**
 * POST /assets text fields (multipart/form-data beside the `file` part): what the asset is for
 * and an optional display name (else the file's own name).
 */
export const assetUploadFieldsSchema = z.object({
  kind: z.enum(assetKinds, { error: 'assets.error.kindInvalid' }),
  name: z
    .string()
    .trim()
    .max(100, 'assets.error.nameTooLong')
    .optional()
    .transform((name) => name || undefined),
});
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
