/**
 * Finds what could run script in HTML, by parsing it as a browser does (parse5 through
 * hast-util-from-html) rather than by patterns over the text: event handler attributes, URLs
 * with a `javascript:`, `vbscript:` or `data:` scheme in any attribute (CSS `url(…)` and SVG
 * animation values included), and elements that run or embed content.
 */
import type { Element, Nodes } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { find, html as htmlSchema } from 'property-information';

const DANGEROUS_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'link',
  'meta',
  'form',
  'svg',
  'math',
  'template',
]);

/** A scheme that runs or carries a document, at the start of a value or a list item. */
const DANGEROUS_URL = /(?:^|[;,\s(=]|url\()['"]?(?:javascript|vbscript|data):/i;

const clean = (value: string) =>
  // What the URL parser ignores: controls and spaces (the parser already decoded entities).
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').replace(/\s+/g, ' ');

function attributes(element: Element): [string, string][] {
  return Object.entries(element.properties).map(([key, value]) => [
    find(htmlSchema, key).attribute,
    Array.isArray(value) ? value.join(' ') : String(value),
  ]);
}

/**
 * Every unsafe thing in `html`, as readable strings (an empty list means safe). With
 * `within`, elements are only judged inside the element with that class (a post's body),
 * since the page around it has its own scripts; attributes are judged everywhere.
 * @example findUnsafe('<a href="java&#9;script:x">') // ['a[href="javascript:x"]']
 */
export function findUnsafe(html: string, options: { within?: string } = {}): string[] {
  const found: string[] = [];
  const walk = (node: Nodes, inside: boolean) => {
    if (node.type === 'element') {
      const classes = (node.properties.className as string[] | undefined) ?? [];
      const here = inside || (options.within !== undefined && classes.includes(options.within));
      if ((here || options.within === undefined) && DANGEROUS_ELEMENTS.has(node.tagName)) {
        found.push(`<${node.tagName}>`);
      }
      // The page's own Content-Security-Policy lists sources (`img-src data:`), not URLs to load.
      const policy =
        node.tagName === 'meta' &&
        String(node.properties.httpEquiv).toLowerCase() === 'content-security-policy';
      for (const [name, value] of policy ? [] : attributes(node)) {
        if (/^on/i.test(name)) found.push(`${node.tagName}[${name}]`);
        else if (DANGEROUS_URL.test(clean(value))) {
          found.push(`${node.tagName}[${name}="${clean(value)}"]`);
        }
      }
      if (node.tagName === 'template' && node.content) walk(node.content, here);
      for (const child of node.children) walk(child, here);
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child, inside);
  };
  walk(fromHtml(html), false);
  return found;
}
