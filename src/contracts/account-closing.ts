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

export const closeAccountResponseSchema = z.object({
  status: z.literal('closing'),
  delete_after: z.string(),
});
export type CloseAccountResponse = z.infer<typeof closeAccountResponseSchema>;

/** POST /auth/account/restore: the token of the mailed undo link. */
export const restoreAccountRequestSchema = z.object({ token: z.string().min(1).max(200) }).strict();
