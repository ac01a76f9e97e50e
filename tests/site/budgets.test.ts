import { describe, expect, it } from 'vitest';
import { builtPages, gzipBytes, pageScripts, pageStyles } from './built-site.ts';

const KB = 1024;
const pages = builtPages();

/**
 * The JavaScript budget covers the public marketing, legal, payment and development pages.
 * The sign-in pages (/auth/*, /test-google-auth), the checkout and the legacy tool pages (public
 * layout, in both languages: decision 051) and the app pages (dashboard, profile, admin, help,
 * services, studio) are React islands with the identity provider's SDK: decision 008.
 */
const appPage =
  /^\/(en\/)?(auth\/|test-google-auth|checkout(\/|$)|[a-z-]+-legacy(\/|$))|^\/(dashboard|profile|admin|help|services|assets|history|virtual-tryon|body-generator|hairstyle-changer|image-to-video|image-editing|api-management|studio-pricing|studio)(\/|$)/;
const budgeted = pages.filter((page) => !appPage.test(page.url));

describe('page weight budgets', () => {
  it('checks the pages it should', () => {
    expect(budgeted.map((page) => page.url)).toEqual(
      expect.arrayContaining(['/', '/en/', '/pricing/', '/en/contact/', '/terms/']),
    );
  });

  it.each(budgeted.map((page) => [page.url, page] as const))(
    '%s ships at most 15 KB of JavaScript (gzip)',
    (_url, page) => {
      const bytes = pageScripts(page.html).reduce((sum, script) => sum + gzipBytes(script), 0);
      expect(bytes).toBeLessThanOrEqual(15 * KB);
    },
  );

  it.each(['/', '/en/'])('home %s is at most 60 KB of HTML and CSS (gzip)', (url) => {
    const page = pages.find((p) => p.url === url);
    expect(page, `built page ${url}`).toBeDefined();
    const css = pageStyles(page!.html).reduce((sum, style) => sum + gzipBytes(style), 0);
    expect(gzipBytes(page!.html) + css).toBeLessThanOrEqual(60 * KB);
  });

  it('ships no framework runtime on budgeted pages', () => {
    for (const page of budgeted) {
      for (const script of pageScripts(page.html)) {
        expect(script, page.url).not.toMatch(/react-dom|__REACT_DEVTOOLS|createRoot\(/);
      }
    }
  });

  it('counts island code: a sign-in page weighs more than the budget', () => {
    const signIn = pages.find((page) => page.url === '/auth/verify-otp/');
    expect(signIn).toBeDefined();
    const bytes = pageScripts(signIn!.html).reduce((sum, script) => sum + gzipBytes(script), 0);
    expect(bytes).toBeGreaterThan(15 * KB);
  });
});
