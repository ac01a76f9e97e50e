import { describe, expect, it } from 'vitest';
import { builtPages, gzipBytes, pageScripts, pageStyles } from './built-site.ts';

const KB = 1024;
const pages = builtPages();

/**
 * The JavaScript budget covers the public marketing, legal, payment and development pages.
 * The sign-in pages (/auth/*, /test-google-auth), the checkout and the legacy tool pages (public
 * layout, in both languages: decision 051) and the app pages (dashboard, profile, admin, help,
 * services, studio) are React islands with the identity provider's SDK: decision 008.
 * The verify page is a React island too (decision 053); its C2PA reader (JavaScript glue and
 * about 9 MB of WebAssembly) loads only when a file is chosen. `pageScripts` follows dynamic
 * imports, so the glue would count here; the .wasm never does. Its own budget is below.
 */
const appPage =
  /^\/(en\/)?(auth\/|test-google-auth|checkout(\/|$)|verify(\/|$)|[a-z-]+-legacy(\/|$))|^\/(dashboard|profile|admin|help|services|assets|models|history|catalogue|virtual-tryon|body-generator|hairstyle-changer|image-to-video|image-editing|product-to-model|model-swap|api-management|studio-pricing|studio|team)(\/|$)/;
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

  // Decision 053: React (about 63 KB), the shared contract schemas (zod) and the island, with the
  // reader's JavaScript glue that is imported on demand; never the reader's WebAssembly.
  it.each(['/verify/', '/en/verify/'])(
    '%s ships at most 125 KB of JavaScript (gzip) and loads its reader on demand only',
    (url) => {
      const page = pages.find((p) => p.url === url);
      expect(page, `built page ${url}`).toBeDefined();
      const bytes = pageScripts(page!.html).reduce((sum, script) => sum + gzipBytes(script), 0);
      expect(bytes).toBeLessThanOrEqual(125 * KB);
      // No script tag or module preload names the reader's glue or its WebAssembly.
      expect(page!.html).not.toMatch(/\/_astro\/c2pa/);
    },
  );

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
