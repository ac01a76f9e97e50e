import { and, eq, lt, sql } from 'drizzle-orm';
import { otpRules } from '../../../contracts/auth.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import type { AuthDeps } from './auth-deps.ts';
import { authErrors } from './auth-errors.ts';
import { findUserByEmail } from './find-user.ts';
import { markEmailVerified } from './mark-email-verified.ts';
import { VERIFY_EMAIL, hashCode, sameHash } from './send-verification-code.ts';

/**
 * Checks a mailed code. Each try is counted before the comparison, in one statement, so
 * parallel guesses cannot exceed `otpRules.maxAttempts`; after that the code is locked (429)
 * until a new one is requested. Unknown emails get the same answer as a wrong code.
 */
export async function verifyEmailCode(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'codeSecret'>,
  email: string,
  otp: number,
): Promise<void> {
  const now = deps.clock.now();
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw authErrors.otpInvalid();
  const mine = and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, VERIFY_EMAIL));
  const [code] = await deps.db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(mine, lt(oneTimeCodes.attempts, otpRules.maxAttempts)))
    .returning();
  if (!code) {
    const [locked] = await deps.db.select().from(oneTimeCodes).where(mine);
    if (!locked) throw authErrors.otpInvalid();
    const resendAt = locked.createdAt.getTime() + otpRules.resendSeconds * 1000;
    throw authErrors.otpLocked(Math.max(1, Math.ceil((resendAt - now.getTime()) / 1000)));
  }
  if (code.expiresAt.getTime() <= now.getTime()) throw authErrors.otpExpired();
  if (!sameHash(code.codeHash, hashCode(deps.codeSecret, user.id, otp))) {
    throw authErrors.otpInvalid();
  }
  await deps.db.transaction(async (tx) => {
    const used = await tx
      .delete(oneTimeCodes)
      .where(eq(oneTimeCodes.id, code.id))
      .returning({ id: oneTimeCodes.id });
    // A parallel request with the same code got there first; the account is verified anyway.
    if (!used.length) return;
    await markEmailVerified(tx, user.id, now);
  });
}
