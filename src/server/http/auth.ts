import type { Context, MiddlewareHandler } from 'hono';
import type { AppBindings, AppDeps } from '../app-deps.ts';
import type { AccessTokenClaims } from '../services/auth/access-tokens.ts';
import { authDeps } from '../services/auth/auth-deps.ts';
import { authErrors } from '../services/auth/auth-errors.ts';
import { authenticateToken } from '../services/auth/authenticate-token.ts';
import { isAdmin, type UserRow } from '../services/auth/start-session.ts';
import { resolveAccount } from '../services/teams/resolve-account.ts';

/**
 * Routes behind `requireUser` read the account and the token's claims from the context. Behind
 * `requireAccount`, `user` is the account acted on (a team's owner for a member) and `actor`
 * the signed-in person when that is someone else (decision 103).
 */
export type AuthedBindings = {
  Variables: AppBindings['Variables'] & {
    user: UserRow;
    claims: AccessTokenClaims;
    actor?: UserRow;
  };
};

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * 401 without a valid Bearer token (missing, badly signed, expired, signed out, or issued before
 * a password reset), 403 for a disabled account; otherwise sets `user` and `claims`.
 * @example app.get('/auth/profile', requireUser(deps), (c) => c.json(c.get('user')));
 */
export function requireUser(deps: AppDeps): MiddlewareHandler<AuthedBindings> {
  const auth = authDeps(deps);
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw authErrors.unauthorized();
    const { user, claims } = await authenticateToken(auth, token, deps.env.AUTH_CACHE_TTL_MS);
    c.set('user', user);
    c.set('claims', claims);
    await next();
  };
}

/**
 * `requireUser`, then the account the person acts on (decision 103): a team member's calls to
 * the credits, library, history, generations and catalogue act on the owner's account, with the
 * member kept as `actor` for the audit. Cached with the session; a change of team is forgotten at
 * once in every process (decision 107).
 * @example app.use('/ai/*', requireAccount(deps)); c.get('user').id // the team owner's id
 */
export function requireAccount(deps: AppDeps): MiddlewareHandler<AuthedBindings> {
  const authenticate = requireUser(deps);
  return (c, next) =>
    authenticate(c, async () => {
      const { account, member } = await resolveAccount(
        deps.database.db,
        c.get('user'),
        deps.clock.now(),
        deps.env.AUTH_CACHE_TTL_MS,
      );
      if (member) {
        c.set('actor', c.get('user'));
        c.set('user', account);
      }
      await next();
    });
}

/** The person who acts: the signed-in member behind `requireAccount`, else the account's owner. */
export function actorId(c: Context<AuthedBindings>): string {
  return (c.get('actor') ?? c.get('user')).id;
}

/** After `requireUser`: 403 unless the account is an administrator (spec §6, ADMIN_EMAILS). */
export function requireAdmin(deps: AppDeps): MiddlewareHandler<AuthedBindings> {
  const auth = authDeps(deps);
  return async (c, next) => {
    if (!isAdmin(auth, c.get('user'))) throw authErrors.adminOnly();
    await next();
  };
}
