/**
 * Every public route of spec §2.1 that the static site prebuilds, by its Vietnamese path; the
 * English twin is under /en. Blog posts, categories and tags have their own slugs in each
 * language: see `blogPages`.
 */
export const publicRoutes = [
  '/',
  '/about',
  '/blog',
  '/blog/page/2',
  '/blog/newsletter-confirmed',
  '/blog/newsletter-invalid',
  '/blog/newsletter-unsubscribe',
  '/account-restore',
  '/pricing',
  '/contact',
  '/verify',
  '/developers',
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
export const keyPages = ['/', '/pricing', '/about', '/contact', '/verify'] as const;

/**
 * Blog pages of the launch posts, one of each kind per language (slugs differ by language);
 * held to the same axe bar, and the index and a post to the Lighthouse bar.
 */
export const blogPages = {
  index: ['/blog', '/en/blog'],
  post: ['/blog/chup-anh-nguoi-mau-de-thu-do', '/en/blog/shoot-a-model-photo-for-try-on'],
  category: ['/blog/category/huong-dan', '/en/blog/category/guides'],
  tag: ['/blog/tag/video-ngan', '/en/blog/tag/short-video'],
} as const;

/** The pages Lighthouse audits: the key pages in both languages, the blog index and a post. */
export const lighthousePages = (): string[] => [
  ...bothLanguages(keyPages),
  ...blogPages.index,
  ...blogPages.post,
];

/** The English twin of a Vietnamese path. */
export const inEnglish = (path: string) => (path === '/' ? '/en/' : `/en${path}`);

export const bothLanguages = (paths: readonly string[]) =>
  paths.flatMap((path) => [path, inEnglish(path)]);
