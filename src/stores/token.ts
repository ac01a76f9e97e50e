/** Spec §3: the claims the site reads from an access token. */
export interface TokenClaims {
  sub?: string;
  username?: string;
  email?: string;
  exp?: number;
  iat?: number;
}

/**
 * The payload of a JWT, unverified (the server checks signatures); null when unreadable.
 * @example decodeToken('eyJ….eyJleHAiOjF9.sig')?.exp // 1
 */
export function decodeToken(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Spec §7: a token expiring within this window skips server validation. */
export const SKIP_VALIDATION_WINDOW_MS = 5 * 60_000;

export type TokenState = 'invalid' | 'expired' | 'expiring' | 'fresh';

/**
 * Where a token stands at `now`: unreadable, past its `exp`, within five minutes of it, or fresh.
 * @example tokenState(token, Date.now()) // 'fresh'
 */
export function tokenState(token: string, now: number): TokenState {
  const claims = decodeToken(token);
  if (!claims || typeof claims.exp !== 'number') return 'invalid';
  const expiresAt = claims.exp * 1000;
  if (expiresAt <= now) return 'expired';
  if (expiresAt - now <= SKIP_VALIDATION_WINDOW_MS) return 'expiring';
  return 'fresh';
}
