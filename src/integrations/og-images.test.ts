import { describe, expect, it } from 'vitest';
import { cardSvg, readCard, wrap } from './og-images.ts';

describe('social cards', () => {
  it('reads the title and image path of a page', () => {
    const html =
      '<meta property="og:title" content="Gói cước &amp; giá | Kiểu Studio"><meta property="og:image" content="https://kieu.studio/og/vi-pricing.png">';
    expect(readCard(html)).toEqual({ title: 'Gói cước & giá', imagePath: '/og/vi-pricing.png' });
    expect(readCard('<meta property="og:title" content="404">')).toBeNull();
  });

  it('wraps long titles and marks what was cut', () => {
    expect(wrap('Plans that grow with your shop', 12, 3)).toEqual([
      'Plans that',
      'grow with',
      'your shop',
    ]);
    expect(wrap('one two three four five six', 8, 2)).toEqual(['one two', 'three…']);
  });

  it('escapes the title in the SVG', () => {
    expect(cardSvg('A <b> & "c"')).toContain('A &#60;b&#62; &#38; &#34;c&#34;');
  });
});
