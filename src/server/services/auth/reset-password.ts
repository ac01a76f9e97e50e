import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { ResetPasswordRequest } from '../../../contracts/auth.ts';
import { passwordResetTokens, users } from '../../db/schema.ts';
import { nextTokensValidAfter } from './access-tokens.ts';
import { normalizeEmail, type AuthDeps } from './auth-deps.ts';
import { authErrors } from './auth-errors.ts';
import { hashPassword } from './hash-password.ts';
import { markEmailVerified } from './mark-email-verified.ts';
import { hashResetToken } from './request-password-reset.ts';
import { forgetUser } from './auth-cache.ts';

/**
 * POST /auth/reset-password. Uses the token up (single use) and sets the password in one
 * transaction; every access token issued before it stops working. The link came by mail, so it
 * also proves the address.
 */
export async function resetPassword(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  input: ResetPasswordRequest,
): Promise<void> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.new_password);
  await deps.db.transaction(async (tx) => {
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(input.reset_token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!token) throw authErrors.resetTokenInvalid();
    const [user] = await tx.select().from(users).where(eq(users.id, token.userId)).for('update');
    // A token for another address is refused and left unused (the transaction rolls back).
    if (!user || user.email !== normalizeEmail(input.email) || user.isDisabled) {
      throw authErrors.resetTokenInvalid();
    }
    await tx
      .update(users)
      .set({
        passwordHash,
        tokensValidAfter: nextTokensValidAfter(now, user.tokensValidAfter),
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    forgetUser(user.id);
    await markEmailVerified(tx, user.id, now);
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), ne(passwordResetTokens.id, token.id)));
  });
}
