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

/** `<base>/files/` per base URL, resolved once: the base is the same for every link. */
const filesPrefixes = new Map<string, string>();
function filesPrefix(baseUrl: string): string {
  let prefix = filesPrefixes.get(baseUrl);
  if (prefix === undefined) {
    prefix = new URL('/files/', baseUrl).href;
    filesPrefixes.set(baseUrl, prefix);
  }
  return prefix;
}

/**
 * Builds `/files/<key>?exp=…&sig=…` signed with the app secret. The link is joined as text: a
 * status read signs each of its files, and a URL object with its search params per link cost
 * more than the signature (decision 138). Every character the encoded key and the base64url
 * signature can hold is one the URL parser keeps as it is, so the text is the URL's own.
 * @example signFileUrl('http://127.0.0.1:8787', secret, { key: 'a/b.png', expiresAt: 1700000000 })
 */
export function signFileUrl(baseUrl: string, secret: string, params: SignedParams): string {
  const path = params.key.split('/').map(encodeURIComponent).join('/');
  const filename = params.filename
    ? `&${new URLSearchParams({ filename: params.filename }).toString()}`
    : '';
  return `${filesPrefix(baseUrl)}${path}?exp=${params.expiresAt}${filename}&sig=${signature(secret, params)}`;
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
