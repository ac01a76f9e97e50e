import { eq } from 'drizzle-orm';
import type { RegisterRequest } from '../../../contracts/auth.ts';
import { users } from '../../db/schema.ts';
import type { Lang } from '../../http/app-error.ts';
import { nextTokensValidAfter } from './access-tokens.ts';
import { normalizeEmail, type AuthDeps } from './auth-deps.ts';
import { authErrors } from './auth-errors.ts';
import { hashPassword } from './hash-password.ts';
import type { UserRow } from './start-session.ts';

/**
 * Creates an unverified account, or, when the email belongs to an account that never verified,
 * takes it over with the new name and password (the mailbox owner proves it with the code).
 * A verified account's email is refused (409 email_taken).
 */
export async function registerUser(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  input: RegisterRequest,
  lang: Lang,
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const fields = { name: input.name, passwordHash, locale: input.locale ?? lang, updatedAt: now };
  return deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, ...fields, tokensValidAfter: now, createdAt: now })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (created) return created;
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (!existing || existing.isVerified) throw authErrors.emailTaken();
    // Whoever held the unverified account before loses its sessions.
    const [updated] = await tx
      .update(users)
      .set({ ...fields, tokensValidAfter: nextTokensValidAfter(now, existing.tokensValidAfter) })
      .where(eq(users.id, existing.id))
      .returning();
    return updated!;
  });
}
