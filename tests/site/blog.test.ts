import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '../../src/lib/blog/blog-model.ts';
import { blogPages } from '../support/public-routes.ts';
import { builtPages, pageScripts, siteDir } from './built-site.ts';

const pages = builtPages();
const page = (url: string) => {
  const found = pages.find((p) => p.url === `${url}/`);
  expect(found, `built page ${url}`).toBeDefined();
  return found!;
};
const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
const langs = [
  { prefix: '', lang: 'vi-VN' },
  { prefix: '/en', lang: 'en-US' },
] as const;
const posts = (prefix: string) =>
  pages.filter((p) =>
    new RegExp(`^${prefix}/blog/(?!page/|category/|tag/|newsletter-)[^/]+/$`).test(p.url),
  );

/** Every element closed in order, one root, nothing but markup around it (a small XML check). */
function wellFormed(xml: string): boolean {
  const body = xml
    .replace(/^<\?xml[^>]*\?>/, '')
    .replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const open: string[] = [];
  let roots = 0;
  for (const [, close, name, selfClosing] of body.matchAll(/<(\/?)([\w:.-]+)[^>]*?(\/?)>/g)) {
    if (close) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name!);
    }
  }
  return open.length === 0 && roots === 1 && !/[<>]/.test(body.replace(/<[^>]*>/g, ''));
}

describe('blog pages', () => {
  it.each(langs)('builds the index, posts, categories and tags in $lang', ({ prefix, lang }) => {
    for (const url of [`${prefix}/blog`, ...posts(prefix).map((p) => p.url.slice(0, -1))]) {
      expect(page(url).html).toContain(`lang="${lang}"`);
    }
    expect(posts(prefix).length).toBeGreaterThanOrEqual(3);
    expect(
      pages.filter((p) => p.url.startsWith(`${prefix}/blog/category/`)).length,
    ).toBeGreaterThan(1);
    expect(pages.filter((p) => p.url.startsWith(`${prefix}/blog/tag/`)).length).toBeGreaterThan(1);
  });

  it.each(Object.values(blogPages).flat())('%s is built', (url) => {
    expect(page(url).html).toMatch(/<h1[\s>]/);
  });

  it.each(langs)('paginates the $lang list with prev and next links', ({ prefix }) => {
    const count = posts(prefix).length;
    const pageCount = Math.ceil(count / BLOG_PAGE_SIZE);
    expect(pageCount).toBeGreaterThan(1);
    const first = page(`${prefix}/blog`).html;
    expect(first).toContain(`<link rel="next" href="${prefix}/blog/page/2"`);
    expect(first).not.toContain('rel="prev"');
    const last = page(`${prefix}/blog/page/${pageCount}`).html;
    expect(last).toContain(
      `rel="prev" href="${pageCount === 2 ? `${prefix}/blog` : `${prefix}/blog/page/${pageCount - 1}`}"`,
    );
    expect(last).not.toContain('rel="next"');
    expect(existsSync(path.join(siteDir, `${prefix}/blog/page/${pageCount + 1}`))).toBe(false);
    expect(existsSync(path.join(siteDir, `${prefix}/blog/page/1`))).toBe(false);
    // Every post is listed exactly once across the pages.
    const listed = Array.from(
      { length: pageCount },
      (_, i) => page(i === 0 ? `${prefix}/blog` : `${prefix}/blog/page/${i + 1}`).html,
    ).flatMap((html) =>
      [
        ...(html.split('data-post-list')[1] ?? '')
          .split('data-search-results')[0]!
          .matchAll(/<h3[^>]*>\s*<a href="([^"]+)"/g),
      ].map((m) => m[1]),
    );
    expect(listed.sort()).toEqual(
      posts(prefix)
        .map((p) => p.url.slice(0, -1))
        .sort(),
    );
  });

  it('shows author, reading time, related posts, share links and BlogPosting data on a post', () => {
    for (const url of blogPages.post) {
      const { html } = page(url);
      expect(html).toMatch(/data-byline[^>]*>[^<]*(Hoàng Thảo Vy|Vũ Đức Anh)/);
      expect(html).toMatch(/data-reading-time[^>]*>\s*\d+ (phút đọc|min read)/);
      expect(html).toContain('id="related-heading"');
      for (const host of [
        'facebook.com/sharer',
        'x.com/intent',
        'linkedin.com/sharing',
        'zalo.me',
      ]) {
        expect(html).toContain(host);
      }
      expect(html).toContain('data-copy-link=');
      expect(html).toContain('"@type":"BlogPosting"');
    }
  });

  it('switches language to the translated post, and to the blog index when there is none', () => {
    const [vi, en] = blogPages.post;
    expect(page(vi).html).toContain(`hreflang="en-US" href="http://`);
    expect(page(vi).html).toMatch(new RegExp(`<a href="${en}" hreflang="en-US"`));
    expect(page(en).html).toMatch(new RegExp(`<a href="${vi}" hreflang="vi-VN"`));
  });

  it('links the language feed from every blog page', () => {
    for (const { prefix } of langs) {
      for (const p of pages.filter((x) => x.url.startsWith(`${prefix}/blog/`))) {
        if (prefix === '' && p.url.startsWith('/en/')) continue;
        expect(p.html, p.url).toContain(`<link rel="alternate" type="application/rss+xml" title="`);
        expect(p.html, p.url).toContain(`href="${prefix}/blog/rss.xml"`);
      }
    }
  });

  it('ships no framework JavaScript on blog pages', () => {
    for (const p of pages.filter((x) => /^\/(en\/)?blog\//.test(x.url))) {
      for (const script of pageScripts(p.html)) {
        expect(script, p.url).not.toMatch(/react-dom|__REACT_DEVTOOLS|createRoot\(|preact/);
      }
      expect(p.html).not.toContain('<astro-island');
    }
  });

  it('keeps the newsletter result pages out of search engines', () => {
    for (const url of [
      '/blog/newsletter-confirmed',
      '/en/blog/newsletter-invalid',
      '/blog/newsletter-unsubscribe',
      '/en/blog/newsletter-unsubscribe',
    ]) {
      expect(page(url).html).toContain('name="robots" content="noindex"');
    }
  });
});

describe('blog feeds, search index and sitemap', () => {
  it.each(langs)('serves a valid RSS feed for $lang with every post', ({ prefix, lang }) => {
    const xml = read(`${prefix}/blog/rss.xml`);
    expect(wellFormed(xml)).toBe(true);
    const feed = new XMLParser().parse(xml) as {
      rss: { channel: { language: string; item: { link: string; title: string }[] } };
    };
    const items = [feed.rss.channel.item].flat();
    expect(feed.rss.channel.language).toBe(lang);
    expect(items.map((item) => new URL(item.link).pathname).sort()).toEqual(
      posts(prefix)
        .map((p) => p.url.slice(0, -1))
        .sort(),
    );
    for (const item of items) expect(item.title.length).toBeGreaterThan(10);
  });

  it.each(langs)('serves the $lang search index with every post', ({ prefix }) => {
    const index = JSON.parse(read(`${prefix}/blog/search-index.json`)) as Record<string, unknown>[];
    expect(index.map((entry) => entry.url).sort()).toEqual(
      posts(prefix)
        .map((p) => p.url.slice(0, -1))
        .sort(),
    );
    for (const entry of index) {
      expect(entry).toMatchObject({
        title: expect.any(String),
        description: expect.any(String),
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        category: expect.any(String),
        tags: expect.any(Array),
      });
    }
  });

  it('lists the blog pages in the sitemap, not the newsletter result pages', () => {
    const locs = [...read('sitemap-0.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    for (const url of [
      ...Object.values(blogPages).flat(),
      ...posts('').map((p) => p.url.slice(0, -1)),
      ...posts('/en').map((p) => p.url.slice(0, -1)),
      '/blog/page/2',
    ]) {
      expect(locs).toContain(url);
    }
    expect(locs.filter((l) => l.includes('newsletter-'))).toEqual([]);
  });
});
