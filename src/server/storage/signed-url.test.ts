import { describe, expect, it } from 'vitest';
import { signFileUrl, verifyFileSignature } from './signed-url.ts';
import { assertValidKey, attachmentDisposition } from './object-store.ts';

const secret = 'test-secret-0123456789';
const now = 1_700_000_000;

function parse(url: string) {
  const u = new URL(url);
  return {
    key: decodeURIComponent(u.pathname.replace(/^\/files\//, '')),
    expiresAt: Number(u.searchParams.get('exp')),
    filename: u.searchParams.get('filename') ?? undefined,
    sig: u.searchParams.get('sig') ?? '',
  };
}

describe('signed file URLs', () => {
  it('accepts an unexpired link as signed', () => {
    const { sig, ...params } = parse(
      signFileUrl('http://x', secret, { key: 'results/a.png', expiresAt: now + 60 }),
    );
    expect(verifyFileSignature(secret, params, sig, now)).toBe(true);
  });

  it('refuses an expired link', () => {
    const { sig, ...params } = parse(
      signFileUrl('http://x', secret, { key: 'a', expiresAt: now - 1 }),
    );
    expect(verifyFileSignature(secret, params, sig, now)).toBe(false);
  });

  it('refuses a link whose key, expiry or filename was changed', () => {
    const { sig, ...params } = parse(
      signFileUrl('http://x', secret, { key: 'a', expiresAt: now + 60, filename: 'x.png' }),
    );
    expect(verifyFileSignature(secret, { ...params, key: 'b' }, sig, now)).toBe(false);
    expect(verifyFileSignature(secret, { ...params, expiresAt: now + 9999 }, sig, now)).toBe(false);
    expect(verifyFileSignature(secret, { ...params, filename: 'y.png' }, sig, now)).toBe(false);
    expect(verifyFileSignature('another-secret-012345', params, sig, now)).toBe(false);
  });
});

describe('storage keys', () => {
  it.each(['../etc/passwd', '/abs', 'a/../b', 'a//b', '', 'a b'])('refuses %j', (key) => {
    expect(() => assertValidKey(key)).toThrow();
  });
  it('accepts nested keys', () => {
    expect(() => assertValidKey('temp/2026/abc-def.png')).not.toThrow();
  });
});

describe('download names', () => {
  it('encodes a name as RFC 5987 asks, including the characters encodeURIComponent keeps', () => {
    expect(attachmentDisposition("ảnh mẫu (1)'*.png")).toBe(
      "attachment; filename*=UTF-8''%E1%BA%A3nh%20m%E1%BA%ABu%20%281%29%27%2A.png",
    );
  });
});
