import { z } from 'zod';

/**
 * The visible AI label on image downloads (issue 17 point 4, decision 054): a corner badge, a
 * caption strip under the picture, or none. Shared by the API, the download dialog and the
 * profile's setting. Everyone starts on the badge.
 */
export const aiLabels = ['badge', 'caption', 'none'] as const;
export type AiLabel = (typeof aiLabels)[number];
export const defaultAiLabel: AiLabel = 'badge';

export const aiLabelSchema = z.enum(aiLabels, { error: 'aiLabel.invalid' });

/**
 * PUT /auth/profile/ai-label. Vietnam's AI law (Art. 11) requires a clear label on content that
 * imitates a real person, so "none" needs the user to confirm the image will not be presented as
 * one; the server records when.
 */
export const aiLabelRequestSchema = z
  .object({
    ai_label: aiLabelSchema,
    not_real_person: z.boolean({ error: 'aiLabel.invalidConfirmation' }).default(false),
  })
  .refine((body) => body.ai_label !== 'none' || body.not_real_person, {
    path: ['not_real_person'],
    error: 'aiLabel.confirmRequired',
  });
export type AiLabelRequest = z.input<typeof aiLabelRequestSchema>;

/**
 * The caption strip's height for a picture of these pixels: about a sixteenth of the short side,
 * never below 28 px so the line stays readable. The picture keeps its pixels (decision 054), so
 * the dialog can say exactly how much taller the file gets.
 * @example captionStripHeight(1920, 1080) // 68
 */
export function captionStripHeight(width: number, height: number): number {
  return Math.max(28, Math.round(Math.min(width, height) / 16));
}
