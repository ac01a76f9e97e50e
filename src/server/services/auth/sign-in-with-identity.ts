import { and, eq } from 'drizzle-orm';
import { userIdentities, users } from '../../db/schema.ts';
import type { Lang } from '../../http/app-error.ts';
import { normalizeEmail, type AuthDeps } from './auth-deps.ts';
import { authErrors } from './auth-errors.ts';
import { closingErrors } from '../account/closing-errors.ts';
import { generatePassword, hashPassword } from './hash-password.ts';
import { grantFreePlanCredits } from '../credits/grant-credits.ts';
import { markEmailVerified } from './mark-email-verified.ts';
import { startSession, type UserRow } from './start-session.ts';

export interface ProviderIdentity {
  provider: 'firebase' | 'google';
  /** The provider's stable user id (Firebase uid, Google sub). */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/**
 * Signs in with an identity a provider vouched for: the linked account, else the account with
 * that email (linked only when the provider verified the email), else a new account. A new
 * account gets a generated password when `withPassword` (spec §3 traditional_login), returned
 * here once and stored only as a hash.
 */
export async function signInWithIdentity(
  deps: AuthDeps,
  identity: ProviderIdentity,
  options: { withPassword: boolean; lang: Lang },
) {
  const attempt = () => findOrCreate(deps, identity, options);
  // Two first sign-ins racing: the loser hits a unique index and finds the winner's rows.
  const result = await attempt().catch((error: unknown) => {
    if (isUniqueViolation(error)) return attempt();
    throw error;
  });
  if (result.user.isDisabled) throw authErrors.accountDisabled();
  if (result.user.closingAt) throw closingErrors.signInRefused();
  const session = await startSession(deps, result.user);
  return {
    ...session,
    is_new_user: result.created,
    traditional_login: result.password
      ? { credentials: { email: result.user.email, password: result.password } }
      : null,
  };
}

async function findOrCreate(
  deps: AuthDeps,
  identity: ProviderIdentity,
  options: { withPassword: boolean; lang: Lang },
): Promise<{ user: UserRow; created: boolean; password?: string }> {
  const email = normalizeEmail(identity.email);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(
        and(
          eq(userIdentities.provider, identity.provider),
          eq(userIdentities.subject, identity.subject),
        ),
      );
    let user = linked?.user;
    if (!user) {
      const [byEmail] = await tx.select().from(users).where(eq(users.email, email)).for('update');
      if (byEmail && !identity.emailVerified) throw authErrors.identityAccountExists();
      let password: string | undefined;
      if (!byEmail) {
        password = options.withPassword ? generatePassword() : undefined;
        const [created] = await tx
          .insert(users)
          .values({
            email,
            name: identity.name,
            passwordHash: password ? await hashPassword(password) : null,
            isVerified: identity.emailVerified,
            locale: options.lang,
            tokensValidAfter: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        user = created!;
        if (user.isVerified) await grantFreePlanCredits(tx, user.id, now);
      } else {
        user = byEmail;
      }
      await tx.insert(userIdentities).values({
        userId: user.id,
        provider: identity.provider,
        subject: identity.subject,
        email,
        emailVerified: identity.emailVerified,
        createdAt: now,
      });
      if (byEmail && !byEmail.isVerified) await markEmailVerified(tx, user.id, now);
      if (!byEmail) return { user, created: true, password };
    } else if (!user.isVerified && identity.emailVerified && user.email === email) {
      await markEmailVerified(tx, user.id, now);
    }
    const [fresh] = await tx.select().from(users).where(eq(users.id, user.id));
    return { user: fresh!, created: false };
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
