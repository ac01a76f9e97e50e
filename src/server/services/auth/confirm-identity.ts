import { eq, and } from 'drizzle-orm';
import { userIdentities, users } from '../../db/schema.ts';
import type { Lang } from '../../http/app-error.ts';
import { nextTokensValidAfter } from './access-tokens.ts';
import { forgetUser } from './auth-cache.ts';
import { normalizeEmail, type AuthDeps } from './auth-deps.ts';
import { authErrors } from './auth-errors.ts';
import { generatePassword, hashPassword } from './hash-password.ts';
import { identityCodeMatches } from './identity-confirmation.ts';
import { markEmailVerified } from './mark-email-verified.ts';
import { refuseSignIn, sessionOf, type ProviderIdentity } from './sign-in-with-identity.ts';
import type { UserRow } from './start-session.ts';

/**
 * Lets a pending identity in with the code mailed to its address (decision 092). Whoever has
 * the code owns the mailbox, so the identity joins that address's verified account; takes over
 * an account that never proved the address (as registration does: its password, sessions and
 * unproven links end); or makes a new, verified account. A new Firebase account gets a
 * generated password, returned once (spec §3 traditional_login). A disabled or closing account
 * refuses before anything is written.
 */
export async function confirmIdentity(
  deps: AuthDeps,
  pending: ProviderIdentity,
  otp: number,
  lang: Lang,
) {
  if (!identityCodeMatches(deps.codeSecret, pending, otp, deps.clock.now())) {
    throw authErrors.otpInvalid();
  }
  const password = pending.provider === 'firebase' ? generatePassword() : undefined;
  const passwordHash = password ? await hashPassword(password) : null;
  const attempt = () => joinAccount(deps, pending, passwordHash, lang);
  // Two confirmations racing, or a registration of the address: the loser of a unique index
  // looks again and finds the winner's rows.
  const joined = await attempt().catch((error: unknown) => {
    if (isUniqueViolation(error)) return attempt();
    throw error;
  });
  return sessionOf(deps, joined.user, {
    created: joined.created,
    password: joined.created ? password : undefined,
  });
}

async function joinAccount(
  deps: AuthDeps,
  identity: ProviderIdentity,
  passwordHash: string | null,
  lang: Lang,
): Promise<{ user: UserRow; created: boolean }> {
  const email = normalizeEmail(identity.email);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ id: userIdentities.id })
      .from(userIdentities)
      .where(
        and(
          eq(userIdentities.provider, identity.provider),
          eq(userIdentities.subject, identity.subject),
        ),
      );
    // A code that already let its identity in is spent, like a wrong one.
    if (linked) throw authErrors.otpInvalid();
    const [owner] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (owner) refuseSignIn(owner);
    let user = owner;
    if (!owner) {
      [user] = await tx
        .insert(users)
        .values({
          email,
          name: identity.name,
          passwordHash,
          locale: lang,
          tokensValidAfter: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
    } else if (!owner.isVerified) {
      [user] = await tx
        .update(users)
        .set({
          name: identity.name,
          passwordHash,
          tokensValidAfter: nextTokensValidAfter(now, owner.tokensValidAfter),
          updatedAt: now,
        })
        .where(eq(users.id, owner.id))
        .returning();
      forgetUser(owner.id);
    }
    // The address is proven by the code, whatever the provider said of it.
    await tx.insert(userIdentities).values({
      userId: user!.id,
      provider: identity.provider,
      subject: identity.subject,
      email,
      emailVerified: true,
      createdAt: now,
    });
    if (!user!.isVerified) await markEmailVerified(tx, user!.id, now);
    const [fresh] = await tx.select().from(users).where(eq(users.id, user!.id));
    return { user: fresh!, created: !owner?.isVerified };
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
