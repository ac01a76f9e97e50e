import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A token is `ks_live_` + 8 characters of public prefix + '_' + 32 characters of secret
 * (base62, from 32 random bytes' worth). The prefix finds the row; only a SHA-256 of the whole
 * token is stored, so a database leak gives no usable token. SHA-256 (not a slow hash) is right
 * here: the secret has ~190 bits of entropy, nothing to guess.
 */
const BRAND = 'ks_live_';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomText(length: number): string {
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 4 × 62: rejecting the rest keeps every character equally likely.
      if (byte < 248 && text.length < length) text += ALPHABET[byte % 62];
    }
  }
  return text;
}

export function newTokenValue(): { value: string; prefix: string } {
  const prefix = `${BRAND}${randomText(8)}`;
  return { value: `${prefix}_${randomText(32)}`, prefix };
}

// crypto.hash is the one-shot digest: every public API call checks its token's hash.
export function hashToken(value: string): string {
  return hash('sha256', value, 'hex');
}

/** The prefix of a well-formed token, or null. */
export function prefixOf(value: string): string | null {
  const match = /^(ks_live_[A-Za-z0-9]{8})_[A-Za-z0-9]{32}$/.exec(value);
  return match ? match[1]! : null;
}

export function hashMatches(value: string, storedHash: string): boolean {
  const given = hash('sha256', value, 'buffer');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
