import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { xssVectors } from '../../tests/support/xss-vectors.ts';
import {
  describeMdxError,
  mdxProblemReason,
  MdxSafetyError,
  rehypeBlogSafety,
  remarkMdxSafety,
} from './mdx-safety.ts';

/** The admin API's compile (and the preview's): the same two plugins. */
async function check(body: string) {
  try {
    const code = String(
      await compile(body, { remarkPlugins: [remarkMdxSafety], rehypePlugins: [rehypeBlogSafety] }),
    );
    return { ok: true as const, code };
  } catch (error) {
    return { ok: false as const, error, problem: describeMdxError(error) };
  }
}

const english = (key: string, params: Record<string, string | number>) =>
  `${key}(${Object.values(params).join(',')})`;

describe('the MDX a post may use (decisions 025 and 032)', () => {
  const compiling = xssVectors.filter(
    (vector) => vector.compiles !== false && !/stays text/.test(vector.name),
  );

  it.each(compiling.map((vector) => [vector.name, vector.mdx]))(
    'refuses %s, naming what the allow-list would remove',
    async (_name, mdx) => {
      const result = await check(mdx);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toBeInstanceOf(MdxSafetyError);
      expect(result.problem.findings!.length).toBeGreaterThan(0);
      expect(result.problem.line).toBeGreaterThan(0);
    },
  );

  it('refuses what MDX cannot parse as a compile error with its place', async () => {
    for (const vector of xssVectors.filter((v) => v.compiles === false)) {
      const result = await check(vector.mdx);
      expect(result.ok, vector.name).toBe(false);
      if (!result.ok) expect(result.problem.rule, vector.name).toBeUndefined();
    }
  });

  it('names the kind of each removal and where it is', async () => {
    const result = await check(
      '# Tiêu đề\n\n[x](javascript:alert(1))\n\n<img src="/a.png" onerror="alert(1)" />\n\n<svg></svg>\n',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problem.findings).toEqual([
      { rule: 'url', name: 'href', element: 'a', line: 3, column: 1 },
      { rule: 'attribute', name: 'onerror', element: 'img', line: 5, column: 1 },
      { rule: 'element', name: 'svg', line: 7, column: 1 },
    ]);
    expect(result.problem).toMatchObject({ line: 3, column: 1, rule: 'url', name: 'href' });
    expect(mdxProblemReason(result.problem, english)).toBe(
      'adminBlog.mdx.url(href,a,3,1); adminBlog.mdx.attribute(onerror,img,5,1); adminBlog.mdx.element(svg,,7,1)',
    );
  });

  it('names three removals, then how many more', async () => {
    const result = await check(
      '<a href="javascript:x" onclick="x" onmouseover="x" onfocus="x" onblur="x">a</a>\n',
    );
    if (result.ok) throw new Error('accepted');
    expect(mdxProblemReason(result.problem, english)).toMatch(/; adminBlog\.mdx\.more\(2\)$/);
  });

  it('refuses attribute names that are names of object fields, without failing', async () => {
    const result = await check('<div constructor="x" __proto__="y" title="t">a</div>\n');
    expect(result.ok ? [] : result.problem.findings).toEqual([
      { rule: 'attribute', name: 'constructor', element: 'div', line: 1, column: 1 },
      { rule: 'attribute', name: '__proto__', element: 'div', line: 1, column: 1 },
    ]);
  });

  it('still refuses imports, expressions and components before anything compiles', async () => {
    for (const [body, rule] of [
      ['import X from "./x.js"\n', 'esm'],
      ['Hi {process.exit(1)}\n', 'expression'],
      ['<a href={"javascript:x"}>x</a>\n', 'expression'],
      ['<Chart />\n', 'component'],
    ] as const) {
      const result = await check(body);
      expect(result.ok ? null : result.problem.rule, body).toBe(rule);
    }
  });

  it('accepts what posts legitimately use and keeps it', async () => {
    const body = [
      '# Tiêu đề',
      '',
      'Đoạn văn với **chữ đậm**, _nghiêng_, `mã`, [liên kết](https://kieu.studio/blog?a=1&b=2),',
      '[thư](mailto:hello@kieu.studio), [nội bộ](/blog/bai-viet#muc) và [tham chiếu][ref].',
      '',
      '![Ảnh bìa](/media/three-steps-poster.webp "Ba bước")',
      '',
      '> Trích dẫn',
      '',
      '1. Một',
      '2. Hai',
      '',
      '```js',
      'const a = 1;',
      '```',
      '',
      '<figure>',
      '  <img src="/a.png" alt="Áo" width="640" height="480" loading="lazy" />',
      '  <figcaption>Áo <strong>dài</strong></figcaption>',
      '</figure>',
      '',
      '<details><summary>Xem thêm</summary>Nội dung</details>',
      '',
      '<h2 id="muc">Mục</h2>',
      '',
      '{/* ghi chú */}',
      '',
      '<>ok</>',
      '',
      '[ref]: https://example.com "Tiêu đề"',
      '',
    ].join('\n');
    const result = await check(body);
    expect(result.ok ? '' : result.problem.reason).toBe('');
    if (!result.ok) return;
    for (const kept of [
      'href: "https://kieu.studio/blog?a=1&b=2"',
      'href: "mailto:hello@kieu.studio"',
      'href: "/blog/bai-viet#muc"',
      'href: "https://example.com"',
      'src: "/media/three-steps-poster.webp"',
      'className: "language-js"',
      'loading: "lazy"',
      // A post's own ids are prefixed, so they cannot clobber the page's (GitHub's rule).
      'id: "user-content-muc"',
    ]) {
      expect(result.code).toContain(kept);
    }
  });
});
