import type { AuthDeps } from './auth-deps.ts';
import { authErrors } from './auth-errors.ts';
import { closingErrors } from '../account/closing-errors.ts';
import { findUserByEmail } from './find-user.ts';
import { verifyPassword } from './hash-password.ts';
import { startSession } from './start-session.ts';

/**
 * POST /auth/login. The password is checked first (against a decoy for unknown emails), so a
 * guesser learns nothing about the account; only the owner hears that it is unverified or
 * disabled.
 */
export async function loginWithPassword(deps: AuthDeps, email: string, password: string) {
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw authErrors.invalidCredentials();
  if (user.isDisabled) throw authErrors.accountDisabled();
  if (user.closingAt) throw closingErrors.signInRefused();
  if (!user.isVerified) throw authErrors.emailNotVerified(user.email);
  return startSession(deps, user);
}
