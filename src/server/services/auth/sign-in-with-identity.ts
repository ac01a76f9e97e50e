import { and, eq } from 'drizzle-orm';
import { userIdentities, users } from '../../db/schema.ts';
import type { AuthDeps } from './auth-deps.ts';
import { authErrors } from './auth-errors.ts';
import { closingErrors } from '../account/closing-errors.ts';
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
 * Signs in with an identity a provider vouched for, when it is linked to an account; null when
 * it is not. An identity joins an account, or makes one, only with the code mailed to its
 * address (`confirmIdentity`, decision 092): a provider's word that it verified the address is
 * no proof (the Auth emulator lets anyone mark any address verified).
 */
export async function signInWithIdentity(deps: AuthDeps, identity: ProviderIdentity) {
  const [linked] = await deps.db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, identity.provider),
        eq(userIdentities.subject, identity.subject),
      ),
    );
  if (!linked) return null;
  return sessionOf(deps, linked.user, { created: false });
}

/** The login answer of spec §3, after the account's own refusals. */
export async function sessionOf(
  deps: AuthDeps,
  user: UserRow,
  options: { created: boolean; password?: string },
) {
  refuseSignIn(user);
  const session = await startSession(deps, user);
  return {
    ...session,
    is_new_user: options.created,
    traditional_login: options.password
      ? { credentials: { email: user.email, password: options.password } }
      : null,
  };
}

/** A disabled or closing account signs in with nothing. */
export function refuseSignIn(user: UserRow): void {
  if (user.isDisabled) throw authErrors.accountDisabled();
  if (user.closingAt) throw closingErrors.signInRefused();
}
