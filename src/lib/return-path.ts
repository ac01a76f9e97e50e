/** Where a checkout started, kept in this tab across the gateway (decision 102). */
export const RETURN_PATH_KEY = 'kieu.checkout.returnTo';

/**
 * Where a login asked for by a page's own link started (decision 103: a team invitation), kept
 * in this tab across the login modal, the email code and the Google redirect.
 */
export const LOGIN_RETURN_KEY = 'kieu.login.returnTo';

/** The pages a payment may return to: the studio's screens, none of the public site's. */
const RETURN_PAGES = [
  '/dashboard',
  '/virtual-tryon',
  '/body-generator',
  '/hairstyle-changer',
  '/image-to-video',
  '/image-editing',
  '/catalogue',
  '/models',
  '/assets',
  '/history',
  '/profile',
  '/api-management',
  '/team',
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

/**
 * Keeps a safe return path for after the gateway (or, with `LOGIN_RETURN_KEY`, the login); an
 * unsafe one is dropped.
 * @example rememberReturnPath('/team?invite=abc', LOGIN_RETURN_KEY)
 */
export function rememberReturnPath(value: unknown, key = RETURN_PATH_KEY): void {
  const path = safeReturnPath(value);
  if (path) sessionStorage.setItem(key, path);
  else sessionStorage.removeItem(key);
}

/** The kept return path, checked again, and forgotten: it is used once. */
export function takeReturnPath(key = RETURN_PATH_KEY): string | null {
  const path = safeReturnPath(sessionStorage.getItem(key));
  sessionStorage.removeItem(key);
  return path;
}
