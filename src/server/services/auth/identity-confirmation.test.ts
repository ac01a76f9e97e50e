import { describe, expect, it } from 'vitest';
import {
  codeWindow,
  identityCode,
  identityCodeMatches,
  openIdentity,
  sealIdentity,
} from './identity-confirmation.ts';
import type { ProviderIdentity } from './sign-in-with-identity.ts';

const SECRET = 'a-test-secret-of-enough-length-000';
const lan: ProviderIdentity = {
  provider: 'firebase',
  subject: 'uid-lan',
  email: 'lan@example.vn',
  emailVerified: true,
  name: 'Lan',
};
const at = (iso: string) => new Date(iso);

describe('identity codes (decision 092)', () => {
  it('are six digits, the same within a window, and differ by identity', () => {
    const now = at('2026-05-01T08:00:00Z');
    const code = identityCode(SECRET, lan, codeWindow(now));
    expect(code).toMatch(/^[1-9]\d{5}$/);
    expect(identityCode(SECRET, lan, codeWindow(at('2026-05-01T08:09:59Z')))).toBe(code);
    expect(identityCode(SECRET, { ...lan, subject: 'uid-other' }, codeWindow(now))).not.toBe(code);
    expect(identityCode('another-secret-of-enough-length-0', lan, codeWindow(now))).not.toBe(code);
  });

  it('match during their window and the next, never later', () => {
    const code = Number(identityCode(SECRET, lan, codeWindow(at('2026-05-01T08:00:00Z'))));
    expect(identityCodeMatches(SECRET, lan, code, at('2026-05-01T08:19:59Z'))).toBe(true);
    expect(identityCodeMatches(SECRET, lan, code, at('2026-05-01T08:20:00Z'))).toBe(false);
    expect(
      identityCodeMatches(SECRET, { ...lan, subject: 'x' }, code, at('2026-05-01T08:05:00Z')),
    ).toBe(false);
  });
});

describe('confirmation handles', () => {
  const now = at('2026-05-01T08:00:00Z');
  const sealed = sealIdentity(SECRET, lan, now);

  it('open to the identity they were sealed with, for ten minutes', () => {
    expect(openIdentity(SECRET, sealed, at('2026-05-01T08:10:00Z'))).toMatchObject(lan);
    expect(openIdentity(SECRET, sealed, at('2026-05-01T08:10:01Z'))).toBeNull();
  });

  it('refuse an edited identity, another secret and garbage', () => {
    const [body, signature] = sealed.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const edited = Buffer.from(JSON.stringify({ ...claims, email: 'x@example.vn' })).toString(
      'base64url',
    );
    expect(openIdentity(SECRET, `${edited}.${signature}`, now)).toBeNull();
    expect(openIdentity('another-secret-of-enough-length-0', sealed, now)).toBeNull();
    expect(openIdentity(SECRET, 'not-a-handle', now)).toBeNull();
  });
});
