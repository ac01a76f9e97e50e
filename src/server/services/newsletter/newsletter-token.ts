import { createHash, randomBytes } from 'node:crypto';
import { NEWSLETTER_CONFIRM_TTL_DAYS } from '../../../contracts/newsletter.ts';

/**
 * A confirmation token: 256 random bits and the time it was issued (`<random>.<unix seconds>`).
 * Only its SHA-256 is stored; the time in it cannot be changed without changing the hash, so
 * the expiry is read from the token itself.
 * @example issueConfirmToken(new Date()) // 'k3J…Q.1763712000'
 */
export function issueConfirmToken(now: Date): string {
  return `${randomBytes(32).toString('base64url')}.${Math.floor(now.getTime() / 1000)}`;
}

export const hashConfirmToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** Whether a token's issue time is within the link's lifetime (and not in the future). */
export function isTokenFresh(token: string, now: Date): boolean {
  const issued = Number(/^[\w-]{43}\.(\d{1,12})$/.exec(token)?.[1]);
  if (!Number.isFinite(issued)) return false;
  const age = now.getTime() / 1000 - issued;
  return age >= -60 && age <= NEWSLETTER_CONFIRM_TTL_DAYS * 86400;
}
