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
  name: z.string(),
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
