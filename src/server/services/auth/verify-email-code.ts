import { and, eq, lt, sql } from 'drizzle-orm';
import { otpRules } from '../../../contracts/auth.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import type { AuthDeps } from './auth-deps.ts';
import { authErrors } from './auth-errors.ts';
import { findUserByEmail } from './find-user.ts';
import { markEmailVerified } from './mark-email-verified.ts';
import { VERIFY_EMAIL, hashCode, sameHash } from './send-verification-code.ts';
import { startSession, type UserRow } from './start-session.ts';

/**
 * Checks a mailed code. Each try is counted on the code before the comparison, in one
 * statement, so parallel guesses cannot exceed `otpRules.maxAttempts`; a used-up code is never
 * compared again until a new one is sent. Unknown emails, accounts without a code and used-up
 * codes all answer as a wrong code, and only the right code hears that it expired: the route's
 * per-address limit gives the one 429 (decision 031), so nothing tells which accounts wait for
 * verification.
 * @returns the account, now verified.
 */
export async function verifyEmailCode(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'codeSecret'>,
  email: string,
  otp: number,
): Promise<UserRow> {
  const now = deps.clock.now();
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw authErrors.otpInvalid();
  const [code] = await deps.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.userId, user.id),
        eq(oneTimeCodes.purpose, VERIFY_EMAIL),
        lt(oneTimeCodes.attempts, otpRules.maxAttempts),
      ),
    )
    .returning();
  if (!code || !sameHash(code.codeHash, hashCode(deps.codeSecret, user.id, otp))) {
    throw authErrors.otpInvalid();
  }
  if (code.expiresAt.getTime() <= now.getTime()) throw authErrors.otpExpired();
  await deps.db.transaction(async (tx) => {
    const used = await tx
      .delete(oneTimeCodes)
      .where(eq(oneTimeCodes.id, code.id))
      .returning({ id: oneTimeCodes.id });
    // A parallel request with the same code got there first; the account is verified anyway.
    if (!used.length) return;
    await markEmailVerified(tx, user.id, now);
  });
  return (await findUserByEmail(deps.db, email)) ?? user;
}

/**
 * POST /auth/verify_otp (issue 40): the right code proves control of the address and the
 * password was set at registration, so the answer signs the new account in instead of asking
 * for the password again. An account that may not sign in (disabled, closing) is only verified.
 */
export async function verifyAndSignIn(deps: AuthDeps, email: string, otp: number) {
  const user = await verifyEmailCode(deps, email, otp);
  if (user.isDisabled || user.closingAt || !user.isVerified) return null;
  return startSession(deps, user);
}
