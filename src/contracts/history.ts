import { z } from 'zod';
import { generationStatuses, historyFilters, inputImageRoles, studioTools } from './studio.ts';

/** An input image of a generation, with a signed link (spec §2.9: collapsible input images). */
export const inputImageSchema = z.object({
  role: z.enum(inputImageRoles),
  url: z.string().nullable(),
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
  missing_result: z.boolean(),
  community: z.boolean(),
  shared: z.boolean(),
  params: z.record(z.string(), z.unknown()),
  inputs: z.array(inputImageSchema),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/** GET /history query: one tool's view (or all), the status filter, paging by cursor. */
export const historyListQuerySchema = z.object({
  tool: z.enum(studioTools).optional(),
  filter: z.enum(historyFilters).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  /** The `next_cursor` of the previous page. */
  cursor: z.string().max(200).optional(),
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
