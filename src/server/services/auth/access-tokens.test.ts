import { describe, expect, it } from 'vitest';
import {
  issueAccessToken,
  nextTokensValidAfter,
  readAccessToken,
  validAfterSeconds,
} from './access-tokens.ts';

const keys = { secret: 'x'.repeat(32), ttlSeconds: 3600 };
const user = { id: '3f2c7f4e-9a43-4f4e-9d39-0a6d2f1b8c11', email: 'ha@example.vn' };
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 9, 0, 0) + seconds * 1000);

describe('access tokens', () => {
  it('carry the claims the site reads and verify until they expire', async () => {
    const { token, claims } = await issueAccessToken(keys, user, at(0.4), at(-100));
    expect(claims).toMatchObject({ sub: user.id, username: user.email, email: user.email });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(await readAccessToken(keys.secret, token, at(3599))).toMatchObject(claims);
    expect(await readAccessToken(keys.secret, token, at(3601))).toBeNull();
    expect(await readAccessToken('y'.repeat(32), token, at(1))).toBeNull();
  });

  it('remember a checked signature, but never for another secret, a changed token or past expiry', async () => {
    const { token, claims } = await issueAccessToken(keys, user, at(0), at(-100));
    expect(await readAccessToken(keys.secret, token, at(1))).toMatchObject(claims);
    // The token is remembered now: each of these must still be refused.
    expect(await readAccessToken('y'.repeat(32), token, at(2))).toBeNull();
    const [head, body, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(await readAccessToken(keys.secret, `${head}.${body}.${flipped}`, at(2))).toBeNull();
    const otherClaims = Buffer.from(JSON.stringify({ ...claims, sub: 'someone' })).toString(
      'base64url',
    );
    expect(
      await readAccessToken(keys.secret, `${head}.${otherClaims}.${signature}`, at(2)),
    ).toBeNull();
    expect(await readAccessToken(keys.secret, token, at(3600))).toBeNull();
  });

  it('void every token issued before a reset, even within the same second', async () => {
    const before = await issueAccessToken(keys, user, at(10.2), at(0));
    const validAfter = nextTokensValidAfter(at(10.6), at(0));
    expect(before.claims.iat).toBeLessThan(validAfterSeconds(validAfter));
    const after = await issueAccessToken(keys, user, at(10.7), validAfter);
    expect(after.claims.iat).toBeGreaterThanOrEqual(validAfterSeconds(validAfter));
    // A second reset in the same second still voids the token issued after the first.
    const again = nextTokensValidAfter(at(10.8), validAfter);
    expect(after.claims.iat).toBeLessThan(validAfterSeconds(again));
  });
});
