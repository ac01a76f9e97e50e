import { createHmac } from 'node:crypto';
import { otpRules } from '../../../contracts/auth.ts';
import { sameHash } from './send-verification-code.ts';
import type { ProviderIdentity } from './sign-in-with-identity.ts';

/**
 * An identity waiting for its mailed code (decision 092), handed to the browser that asked:
 * the identity and when it asked, signed with the server's secret so nobody can name another.
 * It holds nothing secret and no sign of whether the address has an account.
 */
export interface PendingIdentity extends ProviderIdentity {
  /** Epoch seconds of the sign-in that asked for the code. */
  askedAt: number;
}

const WINDOW_SECONDS = otpRules.ttlMinutes * 60;

const mac = (secret: string, purpose: string, data: string) =>
  createHmac('sha256', secret).update(`${purpose}:${data}`).digest();

/**
 * The six digits mailed for an identity. They are derived, not stored: the same identity gets
 * the same code within a 10-minute window, so a second sign-in inside the mail's one-minute
 * cooldown (no second mail) still matches the mail already sent. 100000..999999: no leading
 * zero, so the integer the site sends (spec §5) keeps every digit.
 */
export function identityCode(secret: string, identity: ProviderIdentity, window: number): string {
  const data = [identity.provider, identity.subject, identity.email, window].join('\n');
  const n = mac(secret, 'identity-code', data).readUInt32BE(0);
  return String(10 ** (otpRules.length - 1) + (n % (9 * 10 ** (otpRules.length - 1))));
}

/** The window a moment falls in. */
export const codeWindow = (now: Date) => Math.floor(now.getTime() / 1000 / WINDOW_SECONDS);

/**
 * Whether `otp` is the code of this window or the one before: a code lives 10 to 20 minutes,
 * never less than the ten the mail promises.
 */
export function identityCodeMatches(
  secret: string,
  identity: ProviderIdentity,
  otp: number,
  now: Date,
): boolean {
  const window = codeWindow(now);
  return [window, window - 1].some((w) => sameHash(identityCode(secret, identity, w), String(otp)));
}

/** The signed handle of a pending identity. */
export function sealIdentity(secret: string, identity: ProviderIdentity, now: Date): string {
  const payload: PendingIdentity = { ...identity, askedAt: Math.floor(now.getTime() / 1000) };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(secret, 'identity-confirmation', body).toString('base64url')}`;
}

/** The pending identity of a handle this server signed within the code's lifetime, else null. */
export function openIdentity(secret: string, sealed: string, now: Date): PendingIdentity | null {
  const [body = '', signature = ''] = sealed.split('.');
  const expected = mac(secret, 'identity-confirmation', body).toString('base64url');
  if (!sameHash(signature, expected)) return null;
  let pending: PendingIdentity;
  try {
    pending = JSON.parse(Buffer.from(body, 'base64url').toString()) as PendingIdentity;
  } catch {
    return null;
  }
  const age = now.getTime() / 1000 - pending.askedAt;
  return age >= 0 && age <= WINDOW_SECONDS ? pending : null;
}
