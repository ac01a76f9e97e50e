/**
 * Known ways to smuggle script into a page through a blog post's MDX (decision 032), each a small
 * MDX snippet. `compiles: false` marks the ones MDX itself cannot parse (the API refuses them as
 * a compile error and the site build would fail on them), so they stay out of built posts.
 */
export interface XssVector {
  name: string;
  mdx: string;
  compiles?: false;
}

const js = 'alert(document.domain)';

export const xssVectors: XssVector[] = [
  // Markdown links and images
  { name: 'markdown link', mdx: `[x](javascript:${js})` },
  { name: 'markdown link, mixed case', mdx: `[x](JaVaScRiPt:${js})` },
  { name: 'markdown link in angle brackets', mdx: `[x](<javascript:${js}>)` },
  { name: 'markdown link, colon as entity', mdx: `[x](javascript&#58;${js})` },
  { name: 'markdown link, letter as entity', mdx: `[x](&#x6A;avascript:${js})` },
  { name: 'markdown link, vbscript:', mdx: '[x](vbscript:msgbox(1))' },
  {
    name: 'markdown link, data: HTML',
    mdx: '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  },
  { name: 'markdown image, javascript:', mdx: `![x](javascript:${js})` },
  {
    name: 'markdown image, data: SVG',
    mdx: '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  },
  // Reference links
  { name: 'reference link', mdx: `[x][evil]\n\n[evil]: javascript:${js}` },
  { name: 'shortcut reference link', mdx: '[evil-two]\n\n[evil-two]: <vbscript:msgbox(1)>' },
  {
    name: 'reference image',
    mdx: '![x][evil-img]\n\n[evil-img]: data:image/svg+xml,%3Csvg%20onload=alert(1)%3E',
  },
  // Autolinks: MDX reads `<` as JSX, so these do not compile; GFM only links http, https, www.
  { name: 'autolink', mdx: `<javascript:${js}>`, compiles: false },
  { name: 'GFM literal stays text', mdx: `See javascript:${js} here.` },
  // Raw HTML (JSX)
  { name: 'a href', mdx: `<a href="javascript:${js}">x</a>` },
  { name: 'a href, uppercase', mdx: `<a href="JAVASCRIPT:${js}">x</a>` },
  { name: 'a href, tab entity inside', mdx: `<a href="java&#x09;script:${js}">x</a>` },
  { name: 'a href, newline inside', mdx: `<a href="java\nscript:${js}">x</a>` },
  { name: 'a href, leading control character', mdx: `<a href="\u0001javascript:${js}">x</a>` },
  { name: 'a href, leading control entity', mdx: `<a href="&#x01;javascript:${js}">x</a>` },
  { name: 'a href, leading space', mdx: `<a href="  javascript:${js}">x</a>` },
  { name: 'a href, &colon;', mdx: `<a href="javascript&colon;${js}">x</a>` },
  {
    name: 'a href, all entities',
    mdx: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  },
  { name: 'a href, vbscript:', mdx: '<a href="vbscript:msgbox(1)">x</a>' },
  { name: 'a href, data: HTML', mdx: '<a href="data:text/html,<script>alert(1)</script>">x</a>' },
  { name: 'unquoted attributes', mdx: '<img src=x onerror=alert(1)>', compiles: false },
  { name: 'script element', mdx: '<script>alert(1)</script>' },
  { name: 'style element', mdx: '<style>@import url(javascript:alert(1));</style>' },
  { name: 'iframe', mdx: `<iframe src="javascript:${js}"></iframe>` },
  { name: 'iframe srcdoc', mdx: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'object data', mdx: `<object data="javascript:${js}"></object>` },
  { name: 'embed src', mdx: `<embed src="javascript:${js}" />` },
  { name: 'base href', mdx: `<base href="javascript:${js}//" />` },
  { name: 'link href', mdx: `<link rel="stylesheet" href="javascript:${js}" />` },
  { name: 'meta refresh', mdx: `<meta httpEquiv="refresh" content="0;url=javascript:${js}" />` },
  // Event handlers
  { name: 'img onerror', mdx: '<img src="/missing.png" onerror="alert(1)" />' },
  {
    name: 'img onload',
    mdx: '<img src="/media/three-steps-poster.webp" alt="" onLoad="alert(1)" />',
  },
  { name: 'div onmouseover', mdx: '<div onmouseover="alert(1)">hover</div>' },
  {
    name: 'details ontoggle',
    mdx: '<details open ontoggle="alert(1)"><summary>s</summary>x</details>',
  },
  { name: 'a onclick', mdx: '<a href="/blog" onclick="alert(1)">x</a>' },
  { name: 'input onfocus autofocus', mdx: '<input onfocus="alert(1)" autofocus />' },
  // srcset, formaction, other URL attributes
  { name: 'img srcset', mdx: `<img src="/a.png" alt="" srcset="javascript:${js} 1x" />` },
  {
    name: 'source srcset',
    mdx: `<picture><source srcset="javascript:${js} 1x" /><img src="/a.png" alt="" /></picture>`,
  },
  { name: 'form action', mdx: `<form action="javascript:${js}"><button>x</button></form>` },
  { name: 'button formaction', mdx: `<button formaction="javascript:${js}">x</button>` },
  { name: 'video poster', mdx: `<video poster="javascript:${js}" src="/a.mp4"></video>` },
  { name: 'blockquote cite', mdx: `<blockquote cite="javascript:${js}">q</blockquote>` },
  {
    name: 'table background',
    mdx: `<table background="javascript:${js}"><tbody><tr><td>x</td></tr></tbody></table>`,
  },
  { name: 'img src, unknown scheme', mdx: '<img src="x-evil:alert(1)" alt="" />' },
  // SVG and MathML
  {
    name: 'svg xlink:href',
    mdx: `<svg><a xlink:href="javascript:${js}"><text x="20" y="20">x</text></a></svg>`,
  },
  {
    name: 'svg animate values',
    mdx: `<svg><a><animate attributeName="href" values="0;javascript:${js}" /><text x="20" y="20">x</text></a></svg>`,
  },
  {
    name: 'svg set to handler',
    mdx: '<svg><set attributeName="onmouseover" to="alert(1)" /></svg>',
  },
  { name: 'svg onload', mdx: '<svg onload="alert(1)"></svg>' },
  {
    name: 'svg foreignObject',
    mdx: '<svg><foreignObject><img src="/a.png" onerror="alert(1)" /></foreignObject></svg>',
  },
  { name: 'MathML href', mdx: `<math href="javascript:${js}"><mi>x</mi></math>` },
  {
    name: 'MathML maction',
    mdx: `<math><maction actiontype="statusline" xlink:href="javascript:${js}"><mi>x</mi></maction></math>`,
  },
  // Styles
  {
    name: 'style url(javascript:)',
    mdx: `<span style="background:url(javascript:${js})">x</span>`,
  },
  { name: 'style expression()', mdx: '<div style="width: expression(alert(1))">x</div>' },
  {
    name: 'style with an entity',
    mdx: '<p style="background:url(&#106;avascript:alert(1))">x</p>',
  },
];

/** The vectors a build can hold, joined into one post body, each under its own heading. */
export function vectorsPostBody(): string {
  return xssVectors
    .filter((vector) => vector.compiles !== false)
    .map((vector, index) => `## Vector ${index + 1}\n\n${vector.mdx}\n`)
    .join('\n');
}
