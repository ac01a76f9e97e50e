import { z } from 'zod';
import { historyItemSchema } from './history.ts';
import {
  generationStatuses,
  inputImageRoles,
  studioTools,
  type InputImageRole,
  type StudioTool,
} from './studio.ts';

/**
 * The input images each tool takes, by role (spec §3, §5): the API refuses a submit without a
 * required one, with the prerequisite message of spec §8.
 */
export const toolInputs: Record<
  StudioTool,
  { required: InputImageRole[]; optional: InputImageRole[] }
> = {
  // Issue 42: the person is the photo, or the model `params.model` names; one of them is needed.
  'virtual-tryon': { required: ['clothing'], optional: ['person'] },
  'body-generator': { required: [], optional: ['face'] },
  'hairstyle-changer': { required: ['person'], optional: [] },
  'image-to-video': { required: ['source'], optional: [] },
  'image-editing': { required: ['source'], optional: [] },
  // Issue 42: the person is the model `params.model` names, or the seller's own model photo.
  'product-to-model': { required: ['product'], optional: ['person'] },
  'model-swap': { required: ['source'], optional: ['person'] },
};

/**
 * POST /ai/{tool}/generate (image editing lives under /ai/image-editing/, spec §7). `inputs`
 * names assets of the caller's library by role; `params` follows the tool's schema in
 * `tools.ts`; `mask` is the hairstyle changer's painted mask as a PNG data URL. An
 * `Idempotency-Key` header makes a repeated submit answer the first one's generation.
 */
export const generateRequestSchema = z.object({
  inputs: z.partialRecord(z.enum(inputImageRoles), z.uuid()).default({}),
  params: z.record(z.string(), z.unknown()).default({}),
  mask: z
    .string()
    .max(3_000_000)
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/)
    .optional(),
});
export type GenerateRequest = z.input<typeof generateRequestSchema>;

/** The submit path of a tool. @example generatePath('image-editing') // '/ai/image-editing/generate' */
export function generatePath(tool: StudioTool): string {
  return `/ai/${tool}/generate`;
}

/** 202 to a submit: the queued generation, the balance after the hold, the wait estimate. */
export const generateResponseSchema = z.object({
  generation: historyItemSchema,
  balance: z.number().int(),
  estimate_ms: z.number().int(),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;

/** GET /ai/estimate?tool=: the cost of spec §9, the caller's balance and the wait estimate. */
export const estimateSchema = z.object({
  tool: z.enum(studioTools),
  cost: z.number().int(),
  balance: z.number().int(),
  enough: z.boolean(),
  estimate_ms: z.number().int(),
  engine: z.string(),
});
export type Estimate = z.infer<typeof estimateSchema>;

/** Phases of spec §2.8: images analyse, process, finalise; videos compose, move, render. */
export const generationPhases = [
  'queued',
  'analysing',
  'processing',
  'finalising',
  'composition',
  'motion',
  'rendering',
] as const;

/**
 * GET /ai/generations/:id (polling) and each `progress` event of
 * GET /ai/generations/:id/events (server-sent events, ending once the status is final).
 */
export const generationProgressSchema = z.object({
  id: z.uuid(),
  status: z.enum(generationStatuses),
  phase: z.enum(generationPhases),
  fraction: z.number().min(0).max(1),
  item: historyItemSchema,
});
export type GenerationProgress = z.infer<typeof generationProgressSchema>;
