import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { markdownToHtml, mdxToJs } from 'satteri';
import { describe, expect, it } from 'vitest';
import { blogSanitizer } from '../integrations/blog-sanitizer.ts';
import { renderMdx } from '../islands/admin-blog/mdx-render.ts';

const body = '# Chọn vải\n\nMột đoạn văn.\n\n## Màu sắc\n\nĐoạn khác.';

describe('headings of a post body (issue 22 point 17)', () => {
  it('builds a # heading as a section heading, not as a second page title', async () => {
    // The site's MDX processor, read as HTML while its tree is current.
    let html = '';
    await mdxToJs(body, {
      hastPlugins: [
        blogSanitizer(() => {}),
        { name: 'capture', before: (root) => void (html = toHtml(root as unknown as Root)) },
      ],
    });
    expect(html).toContain('<h2>Chọn vải</h2>');
    expect(html).toContain('<h2>Màu sắc</h2>');
    expect(html).not.toContain('<h1');
  });

  it('does the same for Markdown pages', async () => {
    const { html } = await markdownToHtml(body, { hastPlugins: [blogSanitizer(() => {})] });
    expect(html).toContain('<h2>Chọn vải</h2>');
  });

  it("shows the admin editor's preview with the same levels as the site", async () => {
    const Content = await renderMdx(body);
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).toContain('<h2>Chọn vải</h2>');
    expect(html).not.toContain('<h1');
  });
});
