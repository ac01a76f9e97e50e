import { z } from 'zod';
import type { GenerationKey } from './tools.ts';

/** POST /ai/hairstyle-changer/check-portrait: one of the caller's image assets. */
export const checkPortraitRequestSchema = z.object({ assetId: z.uuid() });
export type CheckPortraitRequest = z.infer<typeof checkPortraitRequestSchema>;

/**
 * What the hairstyle changer's portrait check can say: no face (the generation is refused
 * unless a hair mask is painted), or a face that is small or turned away (a warning only).
 */
export const portraitWarningCodes = ['no-face', 'face-too-small', 'face-turned'] as const;
export type PortraitWarningCode = (typeof portraitWarningCodes)[number];

/** The message of each finding, a key of the generation area. */
export const portraitWarningMessages: Record<PortraitWarningCode, GenerationKey> = {
  'no-face': 'generation.portrait.noFace',
  'face-too-small': 'generation.portrait.faceTooSmall',
  'face-turned': 'generation.portrait.faceTurned',
};

/** The answer: `ok` is false only when no face was found; messages in the caller's language. */
export const checkPortraitResponseSchema = z.object({
  ok: z.boolean(),
  warnings: z.array(z.object({ code: z.enum(portraitWarningCodes), message: z.string() })),
});
export type CheckPortraitResponse = z.infer<typeof checkPortraitResponseSchema>;
