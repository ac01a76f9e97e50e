import { eq } from 'drizzle-orm';
import type { RegisterRequest } from '../../../contracts/auth.ts';
import { users } from '../../db/schema.ts';
import type { Lang } from '../../http/app-error.ts';
import { nextTokensValidAfter } from './access-tokens.ts';
import { normalizeEmail, type AuthDeps } from './auth-deps.ts';
import { hashPassword } from './hash-password.ts';
import type { UserRow } from './start-session.ts';
import { forgetUser } from './auth-cache.ts';

/**
 * What a registration did: `pending` is an unverified account waiting for its code (new, or
 * taken over); `taken` is an account that already belongs to someone (verified or disabled),
 * left unchanged. The caller answers both alike (decision 031).
 */
export type Registration = { kind: 'pending'; user: UserRow } | { kind: 'taken'; owner: UserRow };

/**
 * Creates an unverified account, or, when the email belongs to an account that never verified,
 * takes it over with the new name and password (the mailbox owner proves it with the code).
 * A verified or disabled account is never touched. The password is hashed in every case, so
 * the answer takes as long whoever owns the address.
 */
export async function registerUser(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  input: RegisterRequest,
  lang: Lang,
): Promise<Registration> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const fields = { name: input.name, passwordHash, locale: input.locale ?? lang, updatedAt: now };
  const registration = await deps.db.transaction(async (tx): Promise<Registration | null> => {
    const [created] = await tx
      .insert(users)
      .values({ email, ...fields, tokensValidAfter: now, createdAt: now })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (created) return { kind: 'pending', user: created };
    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    // Deleted since the insert collided: try again.
    if (!existing) return null;
    if (existing.isVerified || existing.isDisabled) return { kind: 'taken', owner: existing };
    // Whoever held the unverified account before loses its sessions.
    const [updated] = await tx
      .update(users)
      .set({ ...fields, tokensValidAfter: nextTokensValidAfter(now, existing.tokensValidAfter) })
      .where(eq(users.id, existing.id))
      .returning();
    forgetUser(existing.id);
    return { kind: 'pending', user: updated! };
  });
  return registration ?? registerUser(deps, input, lang);
}
