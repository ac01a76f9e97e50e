import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { nextTokensValidAfter } from './access-tokens.ts';
import type { AuthDeps } from './auth-deps.ts';
import { authErrors } from './auth-errors.ts';
import { hashPassword, verifyPassword } from './hash-password.ts';
import { startSession, type UserRow } from './start-session.ts';
import { forgetUser } from './auth-cache.ts';

/**
 * POST /auth/change-password. Other devices are signed out (their tokens predate the change);
 * the caller gets a fresh token. Accounts without a password set one through forgot-password.
 */
export async function changePassword(
  deps: AuthDeps,
  user: UserRow,
  input: { current_password: string; new_password: string },
) {
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw authErrors.currentPasswordWrong();
  }
  const now = deps.clock.now();
  const [updated] = await deps.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.new_password),
      tokensValidAfter: nextTokensValidAfter(now, user.tokensValidAfter),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  forgetUser(user.id);
  const { access_token, token_type } = await startSession(deps, updated!);
  return { access_token, token_type };
}
