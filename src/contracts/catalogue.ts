import { z } from 'zod';
import { fidelityApprovalSchema, fidelityReportSchema } from './fidelity.ts';
import { generationPhases } from './generation.ts';
import { generationStatuses } from './studio.ts';

/**
 * Issue 20: the seller's catalogue. A batch runs every garment (one SKU in one colour) on every
 * model as ordinary try-on generations, its "cells"; an export packs chosen results into one ZIP
 * fitted to a marketplace preset. The studio's `/catalogue` island and the `/catalogue/*` routes
 * share these shapes; the public API's `/v1` batch and export routes answer the same facts.
 */

export {
  BATCH_MAX_CELLS,
  BATCH_MAX_GARMENTS,
  BATCH_MAX_MODELS,
  MAX_OPEN_BATCHES,
} from './catalogue-limits.ts';
import { BATCH_MAX_GARMENTS, BATCH_MAX_MODELS } from './catalogue-limits.ts';

// The garment labels live beside the assets' contract, which imports them without this file's
// imports (history → assets would otherwise loop through generation).
export { COLOR_MAX_LENGTH, colorNameSchema, SKU_MAX_LENGTH, skuSchema } from './garment-labels.ts';
import { skuSchema } from './garment-labels.ts';

/**
 * The tools a batch runs (decision 123): a try-on on the seller's model photos, or product to
 * model on their brand models and the sample models, for a seller with no model photos.
 */
export const batchTools = ['virtual-tryon', 'product-to-model'] as const;
export type BatchTool = (typeof batchTools)[number];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /catalogue/batches: garment asset ids and models; the grid is their product. A try-on
 * batch (the default) names model photos by asset id; a product-to-model batch names each model
 * as that tool's `params.model` does: a brand model's id or a sample model's id (`model-lan`).
 */
export const batchRequestSchema = z
  .strictObject({
    tool: z.enum(batchTools, { error: 'catalogue.error.toolInvalid' }).default('virtual-tryon'),
    garments: z
      .array(z.uuid({ error: 'catalogue.error.assetInvalid' }), {
        error: 'catalogue.error.garmentsRequired',
      })
      .min(1, { error: 'catalogue.error.garmentsRequired' })
      .max(BATCH_MAX_GARMENTS, { error: 'catalogue.error.tooManyGarments' }),
    models: z
      .array(
        z
          .string({ error: 'catalogue.error.modelChoiceInvalid' })
          .max(64, { error: 'catalogue.error.modelChoiceInvalid' })
          .regex(/^[A-Za-z0-9-]+$/, { error: 'catalogue.error.modelChoiceInvalid' }),
        { error: 'catalogue.error.modelsRequired' },
      )
      .min(1, { error: 'catalogue.error.modelsRequired' })
      .max(BATCH_MAX_MODELS, { error: 'catalogue.error.tooManyModels' }),
  })
  .superRefine((request, context) => {
    if (request.tool !== 'virtual-tryon') return;
    request.models.forEach((model, index) => {
      if (!uuidPattern.test(model)) {
        context.addIssue({
          code: 'custom',
          path: ['models', index],
          message: 'catalogue.error.assetInvalid',
        });
      }
    });
  });
export type BatchRequest = z.input<typeof batchRequestSchema>;

/** What an export names a result by, fixed when the cell was submitted. */
export const cellLabelSchema = z.object({
  sku: z.string().nullable(),
  color: z.string().nullable(),
  category: z.string().nullable(),
  /** The model's name as the library shows it. */
  model: z.string(),
  garment: z.string(),
});
export type CellLabel = z.infer<typeof cellLabelSchema>;

export const batchStatuses = ['processing', 'completed'] as const;
export type BatchStatus = (typeof batchStatuses)[number];

/** One cell of the grid: one ordinary generation, openable in the history detail. */
export const batchCellSchema = z.object({
  generation_id: z.uuid(),
  garment_asset_id: z.uuid().nullable(),
  model_asset_id: z.uuid().nullable(),
  /** Decision 123: the brand model or sample (`params.model`) a product-to-model cell shows. */
  model_choice: z.string().nullable(),
  label: cellLabelSchema,
  status: z.enum(generationStatuses),
  phase: z.enum(generationPhases),
  progress: z.number(),
  error: z.string().nullable(),
  result_thumbnail_url: z.string().nullable(),
  /** Issue 41: the result's garment fidelity report; null until it succeeds (or never checked). */
  fidelity: fidelityReportSchema.nullable(),
  /** The seller's approval of a result whose report did not pass; null until approved. */
  fidelity_approval: fidelityApprovalSchema.nullable(),
});
export type BatchCell = z.infer<typeof batchCellSchema>;

export const batchCountsSchema = z.object({
  total: z.number().int(),
  processing: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
});
export type BatchCounts = z.infer<typeof batchCountsSchema>;

/** GET /catalogue/batches/:id (and the 202 of a submit). Cells in garment-major order. */
export const batchViewSchema = z.object({
  id: z.uuid(),
  tool: z.enum(batchTools),
  status: z.enum(batchStatuses),
  created_at: z.iso.datetime({ offset: true }),
  completed_at: z.iso.datetime({ offset: true }).nullable(),
  credits: z.number().int(),
  counts: batchCountsSchema,
  cells: z.array(batchCellSchema),
});
export type BatchView = z.infer<typeof batchViewSchema>;

export const batchSubmitResponseSchema = z.object({
  batch: batchViewSchema,
  /** The balance after the hold; null on an unlimited plan. */
  balance: z.number().int().nullable(),
});
export type BatchSubmitResponse = z.infer<typeof batchSubmitResponseSchema>;

/** GET /catalogue/batches: the account's recent batches, newest first. */
export const batchListSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(batchStatuses),
      created_at: z.iso.datetime({ offset: true }),
      counts: batchCountsSchema,
    }),
  ),
});
export type BatchList = z.infer<typeof batchListSchema>;

/** POST /catalogue/batches/:id/cells/:generationId/retry: a new generation takes the cell. */
export const cellRetryResponseSchema = z.object({
  cell: batchCellSchema,
  balance: z.number().int().nullable(),
});
export type CellRetryResponse = z.infer<typeof cellRetryResponseSchema>;

// ---------------------------------------------------------------- exports

/** The marketplace presets; their image rules are in `marketplace-presets.ts`. */
export const exportPresets = ['shopee', 'tiktok-shop', 'lazada', 'original'] as const;
export type ExportPreset = (typeof exportPresets)[number];

/** The most results one export packs. */
export const EXPORT_MAX_RESULTS = 500;

/**
 * Issue 41: what an export does with results that need review (their garment fidelity report
 * warned or failed and the seller has not approved them). `leave-out`, the default, packs the
 * others and answers how many it left out; `ask` packs nothing and answers 409
 * `export_needs_review` with their count, so a screen can ask the seller first. TikTok Shop takes
 * none of them whatever the choice (422 `export_review_required`).
 */
export const exportReviewChoices = ['leave-out', 'ask'] as const;
export type ExportReviewChoice = (typeof exportReviewChoices)[number];

/**
 * POST /catalogue/exports: the results of a batch, of a SKU, or a selection in history, and a
 * preset. Exactly one source.
 */
export const exportRequestSchema = z
  .strictObject({
    preset: z.enum(exportPresets, { error: 'catalogue.error.presetInvalid' }),
    batchId: z.uuid({ error: 'catalogue.error.batchInvalid' }).optional(),
    sku: skuSchema.optional(),
    generationIds: z
      .array(z.uuid({ error: 'catalogue.error.generationInvalid' }))
      .min(1, { error: 'catalogue.error.sourceRequired' })
      .max(EXPORT_MAX_RESULTS, { error: 'catalogue.error.tooManyResults' })
      .optional(),
    needsReview: z
      .enum(exportReviewChoices, { error: 'catalogue.error.reviewChoiceInvalid' })
      .optional(),
  })
  .refine(
    (value) =>
      [value.batchId, value.sku, value.generationIds].filter((source) => source !== undefined)
        .length === 1,
    { error: 'catalogue.error.sourceRequired', path: ['batchId'] },
  );
export type ExportRequest = z.infer<typeof exportRequestSchema>;

export const exportStatuses = ['queued', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

/** GET /catalogue/exports/:id (and the 202 of a request). `url` is set once it is ready. */
export const exportViewSchema = z.object({
  id: z.uuid(),
  status: z.enum(exportStatuses),
  preset: z.enum(exportPresets),
  progress: z.number(),
  file_count: z.number().int().nullable(),
  byte_size: z.number().int().nullable(),
  url: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ExportView = z.infer<typeof exportViewSchema>;

export const exportResponseSchema = z.object({ export: exportViewSchema });
export type ExportResponse = z.infer<typeof exportResponseSchema>;

/** The 202 of POST /catalogue/exports: the export, and what it left out (issue 41). */
export const exportStartResponseSchema = exportResponseSchema.extend({
  left_out: z.object({
    /** Results that need review, left out of the ZIP. */
    needs_review: z.number().int(),
    generation_ids: z.array(z.uuid()),
  }),
});
export type ExportStartResponse = z.infer<typeof exportStartResponseSchema>;
