import { z } from 'zod';
import { outputAspectRatios } from './product-to-model.ts';
import { aiLabelSchema } from './ai-label.ts';
import { assetSchema } from './assets.ts';
import { fidelityApprovalSchema, fidelityReportSchema } from './fidelity.ts';
import {
  downloadFormats,
  downloadQualities,
  downloadSizes,
  generationStatuses,
  historyFilters,
  inputImageRoles,
  studioTools,
  type DownloadSize,
} from './studio.ts';

/** An input image of a generation, with a signed link (spec §2.9: collapsible input images). */
export const inputImageSchema = z.object({
  role: z.enum(inputImageRoles),
  url: z.string().nullable(),
});

/** One further sample image of a result and its preview, as signed links. */
export const resultSampleSchema = z.object({
  url: z.string(),
  thumbnail_url: z.string().nullable(),
});

/**
 * A history item (spec §3 generation result). `result_url` is a signed link, null when the
 * generation has no result; `missing_result` is true for a success whose file is gone.
 */
export const historyItemSchema = z.object({
  id: z.uuid(),
  tool: z.enum(studioTools),
  status: z.enum(generationStatuses),
  created_at: z.iso.datetime({ offset: true }),
  completed_at: z.iso.datetime({ offset: true }).nullable(),
  processing_ms: z.number().int().nullable(),
  error: z.string().nullable(),
  engine: z.string().nullable(),
  result_url: z.string().nullable(),
  result_thumbnail_url: z.string().nullable(),
  result_media_type: z.enum(['image', 'video']).nullable(),
  /** The stored result's size in bytes, for the download dialog's estimate; null without one. */
  result_bytes: z.number().int().nullable(),
  /** The further images of a try-on that asked for several samples (decision 064), signed. */
  result_samples: z.array(resultSampleSchema),
  missing_result: z.boolean(),
  community: z.boolean(),
  shared: z.boolean(),
  params: z.record(z.string(), z.unknown()),
  inputs: z.array(inputImageSchema),
  /** Issue 41: the garment fidelity report of a result that shows a garment; null otherwise. */
  fidelity: fidelityReportSchema.nullable(),
  /** The owner's approval of a result whose report did not pass; null until approved. */
  fidelity_approval: fidelityApprovalSchema.nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** GET /history query: one tool's view (or all), the status filter, paging by cursor. */
export const historyListQuerySchema = z.object({
  tool: z.enum(studioTools, { error: 'history.invalidTool' }).optional(),
  filter: z.enum(historyFilters, { error: 'history.invalidFilter' }).default('all'),
  limit: z.coerce
    .number({ error: 'history.invalidLimit' })
    .int({ error: 'history.invalidLimit' })
    .min(1, { error: 'history.invalidLimit' })
    .max(100, { error: 'history.invalidLimit' })
    .default(24),
  /** The `next_cursor` of the previous page. */
  cursor: z.string().max(200, { error: 'history.invalidCursor' }).optional(),
});
export type HistoryListQuery = z.infer<typeof historyListQuerySchema>;

export const historyListSchema = z.object({
  items: z.array(historyItemSchema),
  next_cursor: z.string().nullable(),
});
export type HistoryList = z.infer<typeof historyListSchema>;

/** A community generation on the dashboard: the result only, never the owner's inputs. */
export const communityItemSchema = z.object({
  id: z.uuid(),
  tool: z.enum(studioTools),
  result_url: z.string(),
  result_thumbnail_url: z.string(),
  result_media_type: z.enum(['image', 'video']),
  author: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type CommunityItem = z.infer<typeof communityItemSchema>;

/** GET /history/:id/download query (spec §2.10): a size box to fit inside and a quality. */
export const historyDownloadQuerySchema = z.object({
  size: z
    .enum(Object.keys(downloadSizes) as [DownloadSize, ...DownloadSize[]], {
      error: 'history.invalidSize',
    })
    .default('original'),
  quality: z.enum(downloadQualities, { error: 'history.invalidQuality' }).default('high'),
  /** The file's format: the stored file's own, or JPEG, WebP or PNG (decision 101). */
  format: z.enum(downloadFormats, { error: 'history.invalidFormat' }).default('original'),
  /** The visible AI label on an image; the user's remembered choice when absent (decision 054). */
  label: aiLabelSchema.optional(),
  /**
   * Issue 42: another frame for the result, padded with its edge colour (never cropped, never
   * drawn by a model), before the size's box is applied.
   */
  aspect: z.enum(outputAspectRatios, { error: 'history.invalidAspect' }).optional(),
});
export type HistoryDownloadQuery = z.infer<typeof historyDownloadQuerySchema>;

/** POST /history/:id/share: the public link, shown once (only its SHA-256 is kept). */
export const shareLinkSchema = z.object({ url: z.string(), token: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** PUT /history/:id/community body. */
export const communityChoiceSchema = z.object({
  community: z.boolean({ error: 'history.invalidCommunity' }),
});

/** GET /community query: how many recent community results. */
export const communityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'history.invalidLimit' })
    .int({ error: 'history.invalidLimit' })
    .min(1, { error: 'history.invalidLimit' })
    .max(100, { error: 'history.invalidLimit' })
    .default(12),
});

export const communityListSchema = z.object({ items: z.array(communityItemSchema) });

/** GET /shares/:token (public): the shared result only, never inputs or the owner. */
export const sharedResultSchema = z.object({
  tool: z.enum(studioTools),
  result_url: z.string(),
  result_media_type: z.enum(['image', 'video']),
  created_at: z.iso.datetime({ offset: true }),
});
export type SharedResult = z.infer<typeof sharedResultSchema>;

/**
 * POST /history/:id/assets: keep the result in the library (decision 043) as a generic image
 * (the source of image to video or image editing) or as a model; copied on the server.
 */
export const resultCopyKinds = ['image', 'model'] as const;
export const resultCopyRequestSchema = z.object({
  kind: z.enum(resultCopyKinds, { error: 'history.invalidCopyKind' }),
});
export type ResultCopyRequest = z.infer<typeof resultCopyRequestSchema>;

/**
 * POST /history/:id/reuse: what a tool needs to open prefilled from one of the caller's
 * generations ('Regenerate'): its tool, parameters, input images as library assets (the kept
 * asset, else a copy of the generation's own input) and the painted mask as a PNG data URL.
 */
export const reuseSchema = z.object({
  tool: z.enum(studioTools),
  params: z.record(z.string(), z.unknown()),
  inputs: z.partialRecord(z.enum(inputImageRoles), assetSchema),
  mask: z.string().nullable(),
});
export type Reuse = z.infer<typeof reuseSchema>;
