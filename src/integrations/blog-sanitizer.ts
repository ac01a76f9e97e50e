/**
 * The site build's copy of the blog's allow-list (decision 032): a Sätteri hast plugin (Astro's
 * markdown processor) that replaces every compiled Markdown and MDX document with its sanitized
 * tree, so nothing unsafe reaches a built page, even from a repository file or a post the admin
 * API accepted before the allow-list existed. It removes rather than refuses, so one bad post
 * cannot stop the whole site from building, and warns with the file and place of each removal.
 */
import { fileURLToPath } from 'node:url';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { htmlToHast, type HastPluginDefinition } from 'satteri';
import { demoteBodyTitles } from '../lib/blog-headings.ts';
import { sanitizeBlogTree, type BlogFinding } from '../lib/blog-sanitize.ts';

interface LazyNode {
  type: string;
  value?: unknown;
  children?: LazyNode[];
  [key: string]: unknown;
}

/** The fields a plain hast node has; Sätteri's are lazy, frozen views of its own tree. */
const FIELDS = ['tagName', 'name', 'value', 'position', 'data'];

/** A plain copy of a node and its children. */
function plain(node: LazyNode): LazyNode {
  const copy: LazyNode = { type: node.type };
  for (const key of FIELDS) if (node[key] !== undefined) copy[key] = node[key];
  if (node.properties) copy.properties = { ...(node.properties as object) };
  if (Array.isArray(node.attributes)) {
    copy.attributes = (node.attributes as object[]).map((attribute) => ({ ...attribute }));
  }
  if (node.children) copy.children = node.children.map(plain);
  return copy;
}

const hasRaw = (node: LazyNode): boolean =>
  node.type === 'raw' || (node.children ?? []).some(hasRaw);

/**
 * The document as plain hast. Raw HTML (only Markdown documents have it; in MDX it is JSX) is
 * parsed with the rest of the document, as a browser would, so it is sanitized too.
 */
function plainDocument(root: LazyNode): Root {
  const copy = plain(root) as unknown as Root;
  if (!hasRaw(copy as unknown as LazyNode)) return copy;
  return htmlToHast(toHtml(copy, { allowDangerousHtml: true }), { fragment: true }) as Root;
}

const describe = (finding: BlogFinding) =>
  `${finding.rule} ${finding.name}${finding.element ? ` on <${finding.element}>` : ''} (${finding.line}:${finding.column})`;

/**
 * The plugin for `satteri({ hastPlugins: [blogSanitizer] })` in astro.config.mjs; `warn` is
 * where removals are reported (the console by default).
 * @example markdown: { processor: satteri({ hastPlugins: [blogSanitizer()] }) }
 */
export function blogSanitizer(
  warn: (message: string) => void = (message) => console.warn(message),
): HastPluginDefinition {
  return {
    name: 'kieu-blog-sanitizer',
    options: { position: true },
    before(root, ctx) {
      const { tree, findings } = sanitizeBlogTree(plainDocument(root as unknown as LazyNode));
      if (findings.length > 0) {
        const file = ctx.fileURL ? fileURLToPath(ctx.fileURL) : 'a document';
        warn(`[blog-sanitizer] removed from ${file}: ${findings.map(describe).join('; ')}`);
      }
      ctx.replaceNode(root, demoteBodyTitles(tree));
    },
  };
}
