import { z } from 'zod';
import type { enTryOn } from '../i18n/en/try-on.ts';

/**
 * POST /ai/virtual-tryon/check-model: is this model photo (one of the caller's assets, or a
 * sample model) a full body in a neutral pose? Asked when a model is chosen, before anything is
 * spent; a generation with a refused model fails the same way and is refunded.
 */
export const checkModelRequestSchema = z
  .object({
    assetId: z.uuid().optional(),
    sampleId: z.string().min(1).max(100).optional(),
  })
  .refine((body) => (body.assetId === undefined) !== (body.sampleId === undefined), {
    message: 'tryOn.check.modelMissing',
    path: ['assetId'],
  });
export type CheckModelRequest = z.input<typeof checkModelRequestSchema>;

export const modelRefusals = [
  'no-person',
  'not-full-body',
  'arms-raised',
  'arms-crossed',
  'turned-sideways',
  'seated',
] as const;

export type ModelRefusal = (typeof modelRefusals)[number];

/** The dictionary key of each refusal's message, which says what to upload instead. */
export const modelRefusalKeys = {
  'no-person': 'tryOn.check.noPerson',
  'not-full-body': 'tryOn.check.notFullBody',
  'arms-raised': 'tryOn.check.armsRaised',
  'arms-crossed': 'tryOn.check.armsCrossed',
  'turned-sideways': 'tryOn.check.sideways',
  seated: 'tryOn.check.seated',
} as const satisfies Record<ModelRefusal, keyof typeof enTryOn>;

/** `ok`, or the reason and its message in the caller's language, saying what to upload. */
export const checkModelResponseSchema = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), reason: z.enum(modelRefusals), message: z.string() }),
]);
export type CheckModelResponse = z.infer<typeof checkModelResponseSchema>;

/** The check's path. */
export const checkModelPath = '/ai/virtual-tryon/check-model';
