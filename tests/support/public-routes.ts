/**
 * Every public route of spec §2.1 that the static site prebuilds, by its Vietnamese path; the
 * English twin is under /en. Blog routes join when the blog lands.
 */
export const publicRoutes = [
  '/',
  '/about',
  '/pricing',
  '/contact',
  '/terms',
  '/privacy',
  '/shipping',
  '/warranty',
  '/payment/success',
  '/payment/cancel',
  '/payment/cancelled',
  '/payment/error',
  '/auth/reset-password',
  '/auth/verify-otp',
  '/auth/google/callback',
  '/test-google-auth',
  '/dev-tools',
  '/test',
] as const;

/** The pages held to the Lighthouse and axe bars (issue: public site), in both languages. */
export const keyPages = ['/', '/pricing', '/about', '/contact'] as const;

/** The English twin of a Vietnamese path. */
export const inEnglish = (path: string) => (path === '/' ? '/en/' : `/en${path}`);

export const bothLanguages = (paths: readonly string[]) =>
  paths.flatMap((path) => [path, inEnglish(path)]);
