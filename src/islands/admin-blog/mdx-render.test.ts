import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeMdxError } from '../../lib/mdx-safety.ts';
import { renderMdx } from './mdx-render.ts';

describe('the editor’s live preview (decision 032)', () => {
  it('refuses what the API refuses, with the same findings', async () => {
    const error = await renderMdx('Hi\n\n[x](java&#x09;script:alert(1))\n').catch(
      (e: unknown) => e,
    );
    expect(describeMdxError(error).findings).toEqual([
      { rule: 'url', name: 'href', element: 'a', line: 3, column: 1 },
    ]);
  });

  it('renders what the site will show', async () => {
    const Content = await renderMdx(
      '## Mục\n\n<a href="/blog" title="Blog">Blog</a> <h3 id="x">X</h3>\n',
    );
    expect(renderToStaticMarkup(createElement(Content))).toBe(
      '<h2>Mục</h2>\n<a href="/blog" title="Blog">Blog</a>\n<h3 id="user-content-x">X</h3>',
    );
  });
});
