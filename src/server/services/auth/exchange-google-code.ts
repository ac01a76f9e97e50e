import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { authErrors } from './auth-errors.ts';
import type { ProviderIdentity } from './sign-in-with-identity.ts';

type GoogleEnv = Pick<
  Env,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_CLIENT_SECRET'
  | 'GOOGLE_TOKEN_URL'
  | 'GOOGLE_JWKS_URL'
  | 'GOOGLE_ISSUER'
>;

/**
 * The Google code flow's server half: exchange the code at GOOGLE_TOKEN_URL, then verify the
 * returned ID token against GOOGLE_JWKS_URL, GOOGLE_ISSUER and our client id (the audience).
 * The key set is fetched once and cached by jose.
 */
export function createGoogleSignIn(env: GoogleEnv, logger: Logger) {
  const keys = createRemoteJWKSet(new URL(env.GOOGLE_JWKS_URL));
  // Google issues tokens with and without the scheme.
  const issuers =
    env.GOOGLE_ISSUER === 'https://accounts.google.com'
      ? [env.GOOGLE_ISSUER, 'accounts.google.com']
      : [env.GOOGLE_ISSUER];

  return async function exchangeGoogleCode(input: {
    code: string;
    redirect_uri: string;
  }): Promise<ProviderIdentity> {
    if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) throw authErrors.googleNotConfigured();
    let idToken: unknown;
    try {
      const res = await fetch(env.GOOGLE_TOKEN_URL, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code: input.code,
          redirect_uri: input.redirect_uri,
          client_id: env.GOOGLE_CLIENT_ID,
          client_secret: env.GOOGLE_CLIENT_SECRET,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) {
        logger.warn({ status: res.status }, 'google code exchange refused');
        throw authErrors.googleFailed();
      }
      idToken = ((await res.json()) as { id_token?: unknown }).id_token;
    } catch (error) {
      if (error instanceof Error && error.name === 'AppError') throw error;
      logger.warn({ reason: (error as Error).name }, 'google code exchange failed');
      throw authErrors.googleFailed();
    }
    if (typeof idToken !== 'string') throw authErrors.googleFailed();
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: issuers,
        audience: env.GOOGLE_CLIENT_ID,
        requiredClaims: ['sub', 'exp'],
      });
      if (typeof payload.email !== 'string' || !payload.sub) throw authErrors.googleFailed();
      const email = payload.email.toLowerCase();
      return {
        provider: 'google',
        subject: payload.sub,
        email,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        name:
          typeof payload.name === 'string' && payload.name.trim()
            ? payload.name.trim()
            : email.split('@')[0]!,
      };
    } catch (error) {
      logger.warn({ reason: (error as Error).name }, 'google id token refused');
      throw authErrors.googleFailed();
    }
  };
}
