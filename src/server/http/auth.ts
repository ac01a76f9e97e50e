import type { MiddlewareHandler } from 'hono';
import type { AppBindings, AppDeps } from '../app-deps.ts';
import type { AccessTokenClaims } from '../services/auth/access-tokens.ts';
import { authDeps } from '../services/auth/auth-deps.ts';
import { authErrors } from '../services/auth/auth-errors.ts';
import { authenticateToken } from '../services/auth/authenticate-token.ts';
import { isAdmin, type UserRow } from '../services/auth/start-session.ts';

/** Routes behind `requireUser` read the account and the token's claims from the context. */
export type AuthedBindings = {
  Variables: AppBindings['Variables'] & { user: UserRow; claims: AccessTokenClaims };
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

/** After `requireUser`: 403 unless the account is an administrator (spec §6, ADMIN_EMAILS). */
export function requireAdmin(deps: AppDeps): MiddlewareHandler<AuthedBindings> {
  const auth = authDeps(deps);
  return async (c, next) => {
    if (!isAdmin(auth, c.get('user'))) throw authErrors.adminOnly();
    await next();
  };
}
