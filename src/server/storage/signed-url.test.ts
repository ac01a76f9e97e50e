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

/** The link as a URL object builds it: what signFileUrl's text must equal. */
function linkViaUrl(
  baseUrl: string,
  params: { key: string; expiresAt: number; filename?: string },
) {
  const url = new URL(`/files/${params.key.split('/').map(encodeURIComponent).join('/')}`, baseUrl);
  url.searchParams.set('exp', String(params.expiresAt));
  if (params.filename) url.searchParams.set('filename', params.filename);
  const sig = new URL(signFileUrl(baseUrl, secret, params)).searchParams.get('sig');
  url.searchParams.set('sig', sig ?? '');
  return url.toString();
}

describe('signed link text', () => {
  const bases = ['http://127.0.0.1:8787', 'https://api.kieu.vn/', 'http://x:80/base/path?q=1'];
  const keys = ['a', 'results/u-1/ảnh.PNG', 'a/b.c_d-e/F9', 'x/(1)*~!'];
  const filenames = [undefined, 'ảnh mẫu (1).png', 'a&b=c+d #?.jpg', "o'k*~!.webp"];
  it.each(bases.flatMap((base) => keys.flatMap((key) => filenames.map((f) => [base, key, f]))))(
    'is the URL object’s own text for %s, %s, %s',
    (base, key, filename) => {
      const params = { key: key!, expiresAt: now + 60, filename };
      const link = signFileUrl(base!, secret, params);
      expect(link).toBe(linkViaUrl(base!, params));
      const { sig, ...parsed } = parse(link);
      expect(verifyFileSignature(secret, parsed, sig, now)).toBe(true);
    },
  );
});
