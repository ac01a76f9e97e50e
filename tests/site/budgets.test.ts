import { describe, expect, it } from 'vitest';
import { builtPages, gzipBytes, pageScripts, pageStyles } from './built-site.ts';

const KB = 1024;
const pages = builtPages();

describe('page weight budgets', () => {
  it.each(pages.map((page) => [page.url, page] as const))(
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

  it('ships no framework runtime on public pages', () => {
    for (const page of pages) {
      for (const script of pageScripts(page.html)) {
        expect(script, page.url).not.toMatch(/react-dom|__REACT_DEVTOOLS|createRoot\(/);
      }
    }
  });
});
