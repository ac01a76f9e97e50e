import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedParams {
  key: string;
  expiresAt: number;
  filename?: string;
}

function signature(secret: string, { key, expiresAt, filename }: SignedParams): string {
  return createHmac('sha256', secret)
    .update(`${key}\n${expiresAt}\n${filename ?? ''}`)
    .digest('base64url');
}

/**
 * Builds `/files/<key>?exp=…&sig=…` signed with the app secret.
 * @example signFileUrl('http://127.0.0.1:8787', secret, { key: 'a/b.png', expiresAt: 1700000000 })
 */
export function signFileUrl(baseUrl: string, secret: string, params: SignedParams): string {
  const url = new URL(`/files/${params.key.split('/').map(encodeURIComponent).join('/')}`, baseUrl);
  url.searchParams.set('exp', String(params.expiresAt));
  if (params.filename) url.searchParams.set('filename', params.filename);
  url.searchParams.set('sig', signature(secret, params));
  return url.toString();
}

/** True when the signature matches and the link has not expired (times in Unix seconds). */
export function verifyFileSignature(
  secret: string,
  params: SignedParams,
  sig: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!Number.isInteger(params.expiresAt) || params.expiresAt < nowSeconds) return false;
  const expected = Buffer.from(signature(secret, params));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
