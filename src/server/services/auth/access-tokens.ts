import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface AccessTokenClaims {
  /** The user id. */
  sub: string;
  /** Spec §3: the email, under both names the site reads. */
  username: string;
  email: string;
  iat: number;
  exp: number;
  jti: string;
}

interface TokenKeys {
  secret: string;
  ttlSeconds: number;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * Signs an HS256 access token. `notBefore` is the account's tokens_valid_after: a token is never
 * issued with an earlier `iat`, so one issued in the same second as a password reset still
 * works (decision 006).
 * @example const { token } = await issueAccessToken(keys, { id, email }, clock.now(), user.tokensValidAfter);
 */
export async function issueAccessToken(
  keys: TokenKeys,
  user: { id: string; email: string },
  now: Date,
  notBefore: Date,
): Promise<{ token: string; claims: AccessTokenClaims }> {
  const iat = Math.max(Math.floor(now.getTime() / 1000), validAfterSeconds(notBefore));
  const claims: AccessTokenClaims = {
    sub: user.id,
    username: user.email,
    email: user.email,
    iat,
    exp: iat + keys.ttlSeconds,
    jti: randomUUID(),
  };
  const token = await new SignJWT({ username: claims.username, email: claims.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .setJti(claims.jti)
    .sign(key(keys.secret));
  return { token, claims };
}

/**
 * Tokens whose signature this process has checked, with their claims (decision 075). A signature
 * never changes its verdict, so a status poll skips the HMAC; expiry is still checked on every
 * call, and revocation is the account check's (authenticate-token.ts). Bounded like auth-cache.
 */
const verified = new Map<string, { secret: string; claims: AccessTokenClaims }>();
const MAX_VERIFIED = 10_000;

/** The claims of a well-signed, unexpired token, or null. */
export async function readAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  const known = verified.get(token);
  if (known?.secret === secret) {
    if (known.claims.exp * 1000 > now.getTime()) return known.claims;
    verified.delete(token);
    return null;
  }
  const claims = await verifyAccessToken(secret, token, now);
  if (claims) {
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(token, { secret, claims });
  }
  return claims;
}

async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp', 'jti'],
    });
    if (typeof payload.email !== 'string' || typeof payload.jti !== 'string') return null;
    return payload as unknown as AccessTokenClaims;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** tokens_valid_after rounded up to a whole second: tokens with an earlier `iat` are void. */
export function validAfterSeconds(tokensValidAfter: Date): number {
  return Math.ceil(tokensValidAfter.getTime() / 1000);
}

/**
 * The tokens_valid_after that voids every token issued so far: one whole second past the
 * latest `iat` any of them can carry, so the check stays exact with whole-second claims.
 */
export function nextTokensValidAfter(now: Date, current: Date): Date {
  const latestIat = Math.max(Math.floor(now.getTime() / 1000), validAfterSeconds(current));
  return new Date((latestIat + 1) * 1000);
}
