import { describe, expect, it } from 'vitest';
import { builtPages, readableText } from './built-site.ts';

// Issue 45: the public site shows no way into the repository's internals (the decision records,
// the sources), and every page links the API's developers page and reference in the footer.
const pages = builtPages().filter((page) => !/^\/404$/.test(page.url));
const internal = /docs\/decisions|(?<![\w./-])src\/|\bdecisions? \d{3}\b|quyết định \d{3}/i;

describe('the public site and the API docs', () => {
  it.each(pages.map((page) => [page.url, page] as const))(
    '%s names no decision record or source file, in its text or its links',
    (_url, page) => {
      // What a reader sees or follows: the text and the links (comments are neither).
      const html = page.html.replace(/<!--[\s\S]*?-->/g, ' ');
      const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!);
      expect([readableText(html), ...hrefs].filter((text) => internal.test(text))).toEqual([]);
    },
  );

  it('links the developers page and the API reference from the footer, in both languages', () => {
    for (const [url, developers] of [
      ['/', '/developers'],
      ['/en', '/en/developers'],
    ]) {
      const page = pages.find((one) => one.url === url || one.url === `${url}/`)!;
      const footer = page.html.slice(page.html.lastIndexOf('<footer'));
      expect(footer).toContain(`href="${developers}"`);
      expect(footer).toMatch(/href="https?:\/\/[^"]+\/v1\/reference"/);
    }
  });
});
