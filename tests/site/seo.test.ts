import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, siteDir } from './built-site.ts';

const indexable = [
  '/',
  '/about',
  '/pricing',
  '/contact',
  '/verify',
  '/developers',
  '/terms',
  '/privacy',
  '/shipping',
  '/warranty',
];
const urlOf = (vi: string, english: boolean) =>
  english ? (vi === '/' ? '/en/' : `/en${vi}/`) : vi === '/' ? '/' : `${vi}/`;
const pages = builtPages();
const page = (url: string) => pages.find((p) => p.url === url)!;

describe('search engine basics', () => {
  it.each(indexable.flatMap((vi) => [urlOf(vi, false), urlOf(vi, true)]))(
    '%s has its title, description, canonical, alternates, social card and organisation data',
    (url) => {
      const { html } = page(url);
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
      expect(html).toContain('hreflang="vi-VN"');
      expect(html).toContain('hreflang="en-US"');
      expect(html).toContain('hreflang="x-default"');
      expect(html).toMatch(/<meta property="og:image" content="[^"]+\.png"/);
      expect(html).toContain('"@type":"Organization"');
      expect(html).not.toContain('name="robots" content="noindex"');
    },
  );

  it('gives each page and language its own title', () => {
    const titles = indexable.flatMap((vi) =>
      [false, true].map((en) => /<title>([^<]+)<\/title>/.exec(page(urlOf(vi, en)).html)![1]),
    );
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('lists the indexable pages in the sitemap and leaves out the app and utility pages', () => {
    const sitemap = readFileSync(path.join(siteDir, 'sitemap-0.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const vi of indexable) {
      expect(locs.map((l) => l.replace(/\/$/, '') || '/')).toContain(vi === '/' ? '/' : vi);
    }
    // Blog slugs are free text ('how-to-share-…'), so the app-page check skips them.
    expect(
      locs.filter(
        (l) =>
          !/^\/(en\/)?blog\//.test(l) &&
          /dashboard|profile|admin|checkout|help|assets|models|history|catalogue|tryon|generator|changer|to-video|editing|api-management|studio|share|auth|payment|dev-tools|test|\/team\/?$/.test(
            l,
          ),
      ),
    ).toEqual([]);
  });

  it('serves a robots.txt that points to the sitemap', () => {
    const robots = readFileSync(path.join(siteDir, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/Sitemap: .+sitemap-index\.xml/);
  });
});
