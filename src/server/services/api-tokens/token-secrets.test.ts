import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashMatches, hashToken, newTokenValue, prefixOf } from './token-secrets.ts';

describe('token secrets', () => {
  const { value, prefix } = newTokenValue();

  it('stores the SHA-256 of the whole token, in hex', () => {
    expect(hashToken(value)).toBe(createHash('sha256').update(value).digest('hex'));
    expect(prefixOf(value)).toBe(prefix);
  });

  it('matches a token only against its own hash', () => {
    expect(hashMatches(value, hashToken(value))).toBe(true);
    expect(hashMatches(newTokenValue().value, hashToken(value))).toBe(false);
    expect(hashMatches(value, hashToken(value).slice(0, 32))).toBe(false);
    expect(hashMatches(value, '')).toBe(false);
  });
});
