import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedUrl, srcSetUrls, urlScheme } from './safe-url.ts';

describe('the URLs a blog post may carry (decision 032)', () => {
  it.each([
    ['https://example.com/a?b=1&c=2', 'https'],
    ['HTTP://EXAMPLE.COM', 'http'],
    ['mailto:hello@kieu.studio', 'mailto'],
    ['/blog/bai-viet', null],
    ['#user-content-fn-1', null],
    ['?page=2', null],
    ['bai-viet:2', 'bai-viet'],
    ['./a:b', null],
    ['javascript:alert(1)', 'javascript'],
    ['JaVaScRiPt:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['java\nscript:alert(1)', 'javascript'],
    ['\u0001javascript:alert(1)', 'javascript'],
    ['  javascript:alert(1)', 'javascript'],
    ['\u00a0javascript:alert(1)', 'javascript'],
    ['java&#x09;script:alert(1)', 'javascript'],
    ['java&Tab;script:alert(1)', 'javascript'],
    ['javascript&colon;alert(1)', 'javascript'],
    ['&#106;avascript:alert(1)', 'javascript'],
    ['&amp;#106;avascript:alert(1)', 'javascript'],
    ['vbscript:msgbox(1)', 'vbscript'],
    ['data:text/html,<script>alert(1)</script>', 'data'],
  ])('reads the scheme of %j as %j', (url, scheme) => {
    expect(urlScheme(url)).toBe(scheme);
  });

  it('allows http, https, mailto and relative URLs only', () => {
    for (const url of [
      'https://a.vn',
      'http://a.vn',
      'mailto:a@b.vn',
      '/x',
      '#x',
      '//cdn.vn/a.png',
    ]) {
      expect(isAllowedUrl(url), url).toBe(true);
    }
    for (const url of [
      'javascript:x',
      'vbscript:x',
      'data:image/png;base64,AAAA',
      'file:///etc',
      'ftp://a',
    ]) {
      expect(isAllowedUrl(url), url).toBe(false);
    }
  });

  it('refuses javascript: however its letters are spelled, padded or split', () => {
    const letter = (ch: string) =>
      fc.constantFrom(
        ch,
        ch.toUpperCase(),
        `&#${ch.charCodeAt(0)};`,
        `&#x${ch.charCodeAt(0).toString(16)};`,
      );
    const noise = fc.constantFrom('', '\t', '\n', '\r', '\u0000', '&#x09;', '&#10;', '&Tab;');
    const spelled = fc
      .tuple(
        fc.constantFrom('', ' ', '\u0001', '\u001f', '&#x01;', '\ufeff'),
        ...[...'javascript'].map((ch) => fc.tuple(letter(ch), noise).map(([a, b]) => a + b)),
        fc.constantFrom(':', '&#58;', '&colon;', '&#x3a;'),
      )
      .map((parts) => `${parts.join('')}alert(1)`);
    fc.assert(fc.property(spelled, (url) => !isAllowedUrl(url)));
  });

  it('lists every URL of a srcset', () => {
    expect(srcSetUrls('a.png 1x, javascript:x 2x,  /c.png')).toEqual([
      'a.png',
      'javascript:x',
      '/c.png',
    ]);
  });
});
