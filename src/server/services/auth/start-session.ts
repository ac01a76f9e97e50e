import type { User } from '../../../contracts/user.ts';
import type { users } from '../../db/schema.ts';
import { issueAccessToken } from './access-tokens.ts';
import type { AuthDeps } from './auth-deps.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * Spec §6: administrators are the ADMIN_EMAILS addresses, matched on the account's email (or
 * the token subject). Only a verified address counts, so nobody becomes an admin by signing up
 * with that address at an identity provider that does not check it.
 */
export function isAdmin(deps: Pick<AuthDeps, 'adminEmails'>, user: UserRow): boolean {
  return user.isVerified && (deps.adminEmails.has(user.email) || deps.adminEmails.has(user.id));
}

/** The user as answers carry it (spec §3). */
export function toUser(deps: Pick<AuthDeps, 'adminEmails'>, user: UserRow): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    is_verified: user.isVerified,
    is_admin: isAdmin(deps, user),
  };
}

/** A new access token and the user, as the login answers carry them. */
export async function startSession(deps: AuthDeps, user: UserRow) {
  const { token } = await issueAccessToken(
    deps.tokens,
    user,
    deps.clock.now(),
    user.tokensValidAfter,
  );
  return { access_token: token, token_type: 'bearer' as const, user: toUser(deps, user) };
}
