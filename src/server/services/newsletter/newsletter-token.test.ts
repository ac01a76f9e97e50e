import { describe, expect, it } from 'vitest';
import { hashConfirmToken, isTokenFresh, issueConfirmToken } from './newsletter-token.ts';

const day = 86400_000;

describe('newsletter confirmation tokens', () => {
  const issued = new Date('2026-11-01T00:00:00Z');
  const token = issueConfirmToken(issued);

  it('are random, carry their issue time and are stored only as a hash', () => {
    expect(token).toMatch(new RegExp(`^[\\w-]{43}\\.${issued.getTime() / 1000}$`));
    expect(issueConfirmToken(issued)).not.toBe(token);
    expect(hashConfirmToken(token)).toMatch(/^[\w-]{43}$/);
    expect(hashConfirmToken(token)).not.toContain(token.slice(0, 10));
  });

  it('work for 7 days', () => {
    expect(isTokenFresh(token, issued)).toBe(true);
    expect(isTokenFresh(token, new Date(issued.getTime() + 7 * day))).toBe(true);
    expect(isTokenFresh(token, new Date(issued.getTime() + 7 * day + 1000))).toBe(false);
    expect(isTokenFresh(token, new Date(issued.getTime() - day))).toBe(false);
  });

  it('refuse malformed tokens', () => {
    for (const bad of ['', 'abc', `${token}x`, token.split('.')[0]!, `${'a'.repeat(43)}.x`]) {
      expect(isTokenFresh(bad, issued), bad).toBe(false);
    }
  });
});
