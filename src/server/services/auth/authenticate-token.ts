import { eq, lt, sql } from 'drizzle-orm';
import { revokedTokens, users } from '../../db/schema.ts';
import { readAccessToken, validAfterSeconds, type AccessTokenClaims } from './access-tokens.ts';
import type { AuthDeps } from './auth-deps.ts';
import { authErrors } from './auth-errors.ts';
import { closingErrors } from '../account/closing-errors.ts';
import type { UserRow } from './start-session.ts';
import { cached, forgetKey } from './auth-cache.ts';

const sessionKey = (jti: string) => `session:${jti}`;

/**
 * The user behind a Bearer token, in one query: the token must be well signed and unexpired,
 * not signed out (revoked_tokens), not older than the account's tokens_valid_after, and the
 * account enabled. The row is kept `ttlMs` in this process (decision 069); signature and expiry
 * are checked on every call.
 */
export async function authenticateToken(
  deps: Pick<AuthDeps, 'db' | 'clock' | 'tokens'>,
  token: string,
  ttlMs = 0,
): Promise<{ user: UserRow; claims: AccessTokenClaims }> {
  const claims = await readAccessToken(deps.tokens.secret, token, deps.clock.now());
  if (!claims) throw authErrors.sessionInvalid();
  const row = await cached(
    sessionKey(claims.jti),
    ttlMs,
    (found) => found.user.id,
    async () => {
      const [found] = await deps.db
        .select({
          user: users,
          revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${claims.jti})`,
        })
        .from(users)
        .where(eq(users.id, claims.sub));
      return found ?? null;
    },
  );
  if (!row || row.revoked || claims.iat < validAfterSeconds(row.user.tokensValidAfter)) {
    throw authErrors.sessionInvalid();
  }
  if (row.user.isDisabled) throw authErrors.accountDisabled();
  if (row.user.closingAt) throw closingErrors.signInRefused();
  return { user: row.user, claims };
}

/** POST /auth/logout: this token stops working; it is remembered only until it would expire. */
export async function revokeAccessToken(
  deps: Pick<AuthDeps, 'db' | 'clock'>,
  claims: AccessTokenClaims,
): Promise<void> {
  await deps.db
    .insert(revokedTokens)
    .values({ jti: claims.jti, userId: claims.sub, expiresAt: new Date(claims.exp * 1000) })
    .onConflictDoNothing();
  forgetKey(sessionKey(claims.jti));
  await deps.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, deps.clock.now()));
}
