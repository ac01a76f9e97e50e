import { z } from 'zod';

/** Days between "Close my account" and the deletion, during which the mailed link undoes it (decision 056). */
export const ACCOUNT_CLOSING_GRACE_DAYS = 7;
/** A Google (Firebase) confirmation counts when the person signed in at most this long ago. */
export const REAUTH_MAX_AGE_SECONDS = 300;

/**
 * DELETE /auth/account: the proof of a fresh sign-in, the current password or a Firebase ID
 * token. The server checks whichever is given; nothing in the body says the check was done.
 */
export const closeAccountRequestSchema = z
  .object({
    password: z.string().min(1).max(1024).optional(),
    id_token: z.string().min(1).max(8192).optional(),
  })
  .strict();
export type CloseAccountRequest = z.infer<typeof closeAccountRequestSchema>;

/**
 * Terms §7 (decision 102): a payment made at most this many days before the closing, with no
 * credit used since, is refunded in full on request before the deletion.
 */
export const CLOSING_REFUND_DAYS = 7;

/**
 * GET /auth/account/closing, and part of DELETE's answer: what closing does to what was paid
 * (terms §7). Paid credits left end with the account; the payments listed can be refunded.
 */
export const closingNoticeSchema = z.object({
  /** Unexpired credits of plans and packs still in the balance (free and granted ones aside). */
  unused_paid_credits: z.number().int(),
  refund_days: z.literal(CLOSING_REFUND_DAYS),
  refundable_payments: z.array(
    z.object({
      reference: z.string(),
      amount: z.number().int(),
      currency: z.literal('VND'),
      completed_at: z.string(),
    }),
  ),
});
export type ClosingNotice = z.infer<typeof closingNoticeSchema>;

export const closeAccountResponseSchema = closingNoticeSchema.extend({
  status: z.literal('closing'),
  delete_after: z.string(),
});
export type CloseAccountResponse = z.infer<typeof closeAccountResponseSchema>;

/** POST /auth/account/restore: the token of the mailed undo link. */
export const restoreAccountRequestSchema = z.object({ token: z.string().min(1).max(200) }).strict();
