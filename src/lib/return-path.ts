/** Where a checkout started, kept in this tab across the gateway (decision 102). */
export const RETURN_PATH_KEY = 'kieu.checkout.returnTo';

/** The pages a payment may return to: the studio's screens, none of the public site's. */
const RETURN_PAGES = [
  '/dashboard',
  '/virtual-tryon',
  '/body-generator',
  '/hairstyle-changer',
  '/image-to-video',
  '/image-editing',
  '/catalogue',
  '/assets',
  '/history',
  '/profile',
  '/api-management',
];

/**
 * A same-origin return path, or null: only an app page from the list above, with an optional
 * query, is kept; anything else (another origin, `//host`, a backslash, a scheme, control
 * characters, a dot segment) is refused, so the return can never be an open redirect.
 * @example safeReturnPath('/virtual-tryon?step=2') // '/virtual-tryon?step=2'
 * @example safeReturnPath('//evil.example/') // null
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 300) return null;
  if (!/^\/[A-Za-z0-9\-._~/?=&%+]*$/.test(value)) return null;
  const url = new URL(value, 'https://kieu.invalid');
  if (url.origin !== 'https://kieu.invalid' || url.hash) return null;
  const path = url.pathname.replace(/\/$/, '') || '/';
  if (!RETURN_PAGES.includes(path) || value.includes('..')) return null;
  return `${path}${url.search}`;
}

/** Keeps a safe return path for after the gateway; an unsafe one is dropped. */
export function rememberReturnPath(value: unknown): void {
  const path = safeReturnPath(value);
  if (path) sessionStorage.setItem(RETURN_PATH_KEY, path);
  else sessionStorage.removeItem(RETURN_PATH_KEY);
}

/** The kept return path, checked again, and forgotten: it is used once. */
export function takeReturnPath(): string | null {
  const path = safeReturnPath(sessionStorage.getItem(RETURN_PATH_KEY));
  sessionStorage.removeItem(RETURN_PATH_KEY);
  return path;
}
