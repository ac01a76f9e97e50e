import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { markdownToHtml, mdxToJs, type HastPluginDefinition } from 'satteri';
import { describe, expect, it } from 'vitest';
import { findUnsafe } from '../../tests/support/unsafe-html.ts';
import { xssVectors } from '../../tests/support/xss-vectors.ts';
import { sanitizeBlogTree } from '../lib/blog-sanitize.ts';
import { blogSanitizer } from './blog-sanitizer.ts';

interface Plain {
  type: string;
  children?: Plain[];
  [key: string]: unknown;
}
const plain = (node: Plain): Plain => ({
  type: node.type,
  ...Object.fromEntries(
    ['tagName', 'name', 'value', 'properties', 'attributes']
      .filter((key) => node[key] !== undefined)
      .map((key) => [key, node[key]]),
  ),
  ...(node.children ? { children: node.children.map(plain) } : {}),
});

/** Compiles MDX as the site's processor does and returns the tree the later plugins see. */
async function siteTree(mdx: string, plugins: HastPluginDefinition[]) {
  let tree: Plain | undefined;
  const capture: HastPluginDefinition = {
    name: 'capture',
    before(root) {
      tree = plain(root as unknown as Plain);
    },
  };
  const { code } = await mdxToJs(mdx, { hastPlugins: [...plugins, capture] });
  return { tree: tree!, code };
}

describe('the site build’s sanitizer (decision 032)', () => {
  it.each(xssVectors.filter((v) => v.compiles !== false).map((v) => [v.name, v.mdx]))(
    'removes %s from a built post, and says so',
    async (name, mdx) => {
      const warnings: string[] = [];
      const { tree } = await siteTree(mdx, [blogSanitizer((message) => warnings.push(message))]);
      expect(findUnsafe(toHtml(tree as unknown as Root))).toEqual([]);
      expect(warnings.length).toBe(/stays text/.test(name) ? 0 : 1);
    },
  );

  it('builds a post whose attribute names are names of object fields', async () => {
    const { tree } = await siteTree('<div constructor="x" __proto__="y">a</div>', [
      blogSanitizer(() => {}),
    ]);
    expect(toHtml(tree as unknown as Root)).toBe('<div>a</div>');
  });

  it('sanitizes raw HTML of Markdown documents as a browser would parse it', async () => {
    const warnings: string[] = [];
    const { html } = await markdownToHtml(
      'Text <a href="java&#x09;script:alert(1)" onclick="x()">link</a> and <b>bold</b>.\n\n<div onmouseover="x()"><img src=x onerror=alert(1)><script>alert(1)</script></div>\n',
      { hastPlugins: [blogSanitizer((message) => warnings.push(message))] },
    );
    expect(findUnsafe(html)).toEqual([]);
    expect(html).toContain('<a>link</a> and <b>bold</b>');
    expect(warnings[0]).toMatch(/url href on <a>.*attribute onclick on <a>/);
  });

  it('leaves every repository post and legal page as it was', async () => {
    const files = ['src/content/blog', 'src/content/legal'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.mdx?$/.test(name))
        .map((name) => path.join(dir, name)),
    );
    expect(files.length).toBeGreaterThan(8);
    for (const file of files) {
      const body = readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      const warnings: string[] = [];
      const before = await siteTree(body, []);
      const after = await siteTree(body, [blogSanitizer((message) => warnings.push(message))]);
      expect(after.code, file).toBe(before.code);
      expect(warnings, file).toEqual([]);
    }
  });

  it('keeps what the markdown output writes: footnotes, task lists, tables, code colours', async () => {
    const mdx = [
      'Text[^1] ~~old~~ https://kieu.studio',
      '',
      '| a | b |',
      '|:--|--:|',
      '| 1 | 2 |',
      '',
      '- [x] done',
      '',
      '[^1]: Note.',
    ].join('\n');
    const before = await siteTree(mdx, []);
    const after = await siteTree(mdx, [blogSanitizer(() => {})]);
    const html = toHtml(after.tree as unknown as Root);
    for (const kept of [
      'href="#user-content-fn-1"',
      'id="user-content-fn-1"',
      'style="text-align: right"',
      'class="contains-task-list"',
      '<input type="checkbox" checked disabled>',
      '<del>old</del>',
      'href="https://kieu.studio"',
    ]) {
      expect(html).toContain(kept);
    }
    // The footnote label's id and the references to it are prefixed together.
    expect(after.code.match(/user-content-footnote-label/g)).toHaveLength(2);
    expect(before.code).toContain('"footnote-label"');

    // Shiki's highlighted block (it runs before this plugin in Astro's pipeline).
    const { tree, findings } = sanitizeBlogTree({
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'pre',
          properties: {
            class: 'astro-code github-dark',
            style: 'background-color:#24292e;color:#e1e4e8; overflow-x: auto;',
            tabindex: '0',
            dataLanguage: 'js',
          },
          children: [
            {
              type: 'element',
              tagName: 'code',
              properties: {},
              children: [
                {
                  type: 'element',
                  tagName: 'span',
                  properties: { class: 'line' },
                  children: [
                    {
                      type: 'element',
                      tagName: 'span',
                      properties: { style: 'color:#F97583' },
                      children: [{ type: 'text', value: 'const' }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(findings).toEqual([]);
    expect(toHtml(tree)).toBe(
      '<pre class="astro-code github-dark" style="background-color:#24292e;color:#e1e4e8; overflow-x: auto;" tabindex="0" data-language="js"><code><span class="line"><span style="color:#F97583">const</span></span></code></pre>',
    );
  });
});
