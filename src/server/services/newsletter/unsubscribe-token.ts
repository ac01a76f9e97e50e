import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe token of a subscriber (issue 26, RFC 8058): the subscriber's id and
 * an HMAC of it under APP_SECRET. Nothing is stored, it never expires (unsubscribing must keep
 * working from any old mail), and nobody can make one for another subscriber without the secret.
 * @example unsubscribeToken(secret, '6f1c…') // '6f1c….Qm9…'
 */
export function unsubscribeToken(secret: string, subscriberId: string): string {
  return `${subscriberId}.${signature(secret, subscriberId)}`;
}

/** The subscriber id a token names, or null when the token is malformed or forged. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signature(secret, id));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}

function signature(secret: string, subscriberId: string): string {
  return createHmac('sha256', secret)
    .update(`newsletter-unsubscribe:${subscriberId}`)
    .digest('base64url');
}
