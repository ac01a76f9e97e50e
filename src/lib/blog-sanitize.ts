/**
 * The HTML a blog post may become (decision 032): an allow-list applied to the compiled tree
 * (hast) with hast-util-sanitize, so what is checked is what the page will contain, whichever
 * way an author wrote it (markdown link, reference link, JSX, entities). The admin API and the
 * editor's preview refuse a post that would lose something (`rehypeBlogSafety`), and the site
 * build removes the same things from every post, repository files included
 * (`src/integrations/blog-sanitizer.ts`).
 */
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { sanitize } from 'hast-util-sanitize';
import { h } from 'hastscript';
import { find, html } from 'property-information';
import { blogSchema, URL_PROPERTIES } from './blog-schema.ts';
import { isAllowedUrl, srcSetUrls } from './safe-url.ts';

/** What a finding is about: the rules the admin's error messages name. */
export type BlogFindingRule =
  'esm' | 'expression' | 'component' | 'element' | 'attribute' | 'url' | 'style';

/** One thing the allow-list removed, with where it starts when the tree knows. */
export interface BlogFinding {
  rule: BlogFindingRule;
  /** The element (`svg`), component (`Chart`) or attribute (`onerror`) concerned. */
  name: string;
  /** For attributes: the element they were on. */
  element?: string;
  line: number;
  column: number;
}

/** The prefix `id` and `name` values get (hast-util-sanitize's `clobberPrefix`). */
const CLOBBER_PREFIX = 'user-content-';

interface AnyNode {
  type: string;
  tagName?: string;
  name?: string | null;
  value?: unknown;
  properties?: Record<string, unknown>;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: AnyNode[];
  position?: { start?: { line?: number; column?: number } };
  data?: { estree?: { body?: unknown[] } | null };
}

const PLAIN_ELEMENT = /^[a-z][a-z0-9]*$/;

/** An expression that holds only comments (`{/* note *\/}`) renders and runs nothing. */
function isEmptyExpression(node: AnyNode): boolean {
  if (node.data?.estree) return (node.data.estree.body?.length ?? 0) === 0;
  const source = typeof node.value === 'string' ? node.value : '';
  return /^(?:\s|\/\*[\s\S]*?\*\/|\/\/[^\n]*)*$/.test(source);
}

class Cleaner {
  readonly findings: BlogFinding[] = [];

  private find(rule: BlogFindingRule, name: string, node: AnyNode, element?: string) {
    const start = node.position?.start;
    this.findings.push({
      rule,
      name,
      ...(element ? { element } : {}),
      line: start?.line ?? 1,
      column: start?.column ?? 1,
    });
  }

  children(nodes: AnyNode[] | undefined, stack: string[]): ElementContent[] {
    return (nodes ?? []).flatMap((node) => this.node(node, stack));
  }

  /** A plain hast copy of one node: JSX of HTML elements becomes elements, the rest goes. */
  node(node: AnyNode, stack: string[]): ElementContent[] {
    switch (node.type) {
      case 'text':
        return [{ type: 'text', value: String(node.value ?? '') }];
      case 'comment':
        return [];
      case 'element':
        return this.element(node.tagName ?? '', Object.entries(node.properties ?? {}), node, stack);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        // A fragment (`<>…</>`) renders its children; a component could render anything.
        if (!name) return this.children(node.children, stack);
        if (!PLAIN_ELEMENT.test(name)) {
          this.find('component', name, node);
          return this.children(node.children, stack);
        }
        const entries: [string, unknown][] = [];
        for (const attribute of node.attributes ?? []) {
          if (
            attribute.type !== 'mdxJsxAttribute' ||
            (attribute.value && typeof attribute.value === 'object')
          ) {
            this.find('expression', '', node);
          } else {
            entries.push([attribute.name ?? '', attribute.value ?? '']);
          }
        }
        return this.element(name, entries, node, stack);
      }
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (!isEmptyExpression(node)) this.find('expression', '', node);
        return [];
      case 'mdxjsEsm':
        this.find('esm', '', node);
        return [];
      default:
        this.find('element', node.type, node);
        return [];
    }
  }

  private element(
    tagName: string,
    entries: [string, unknown][],
    node: AnyNode,
    stack: string[],
  ): ElementContent[] {
    const tag = tagName.toLowerCase();
    if (blogSchema.strip!.includes(tag)) {
      this.find('element', tag, node);
      return [];
    }
    const properties: Properties = {};
    for (const [key, value] of entries) {
      const parsed = readProperty(tag, key, value);
      if (parsed) Object.assign(properties, parsed);
      else this.find('attribute', key, node, tag);
    }
    for (const [key, value] of Object.entries(properties)) {
      if (!URL_PROPERTIES.has(key)) continue;
      const urls = key === 'srcSet' ? srcSetUrls(String(value)) : [String(value)];
      if (!urls.every(isAllowedUrl)) {
        this.find('url', find(html, key).attribute, node, tag);
        delete properties[key];
      }
    }
    for (const key of ['id', 'name', 'ariaDescribedBy', 'ariaLabelledBy']) {
      properties[key] = clobber(properties[key]) as Properties[string];
      if (properties[key] === undefined) delete properties[key];
    }
    const children = this.children(node.children, [...stack, tag]);
    const element: Element = { type: 'element', tagName: tag, properties, children };
    if (node.position) element.position = node.position as Element['position'];
    this.compare(element, node, stack);
    return [element];
  }

  /** Names what the allow-list will drop from this element, by sanitizing it alone. */
  private compare(element: Element, node: AnyNode, stack: string[]) {
    const tag = element.tagName;
    const ancestors = blogSchema.ancestors?.[tag];
    const alone = sanitize({ ...element, children: [] }, { ...blogSchema, ancestors: {} });
    if (
      alone.type !== 'element' ||
      (ancestors && !ancestors.some((ancestor) => stack.includes(ancestor)))
    ) {
      this.find('element', tag, node);
      return;
    }
    for (const [key, value] of Object.entries(element.properties)) {
      const kept = alone.properties[key];
      // Dropped, narrowed (a list losing items) or replaced (`required` values, `<input>`).
      const lost = Array.isArray(value)
        ? !Array.isArray(kept) || kept.length < value.length
        : kept !== value;
      if (!lost) continue;
      const attribute = find(html, key).attribute;
      this.find(key === 'style' ? 'style' : 'attribute', attribute, node, tag);
    }
  }
}

/**
 * One attribute as hast properties: hastscript reads attribute names (`class`, `srcset`,
 * `onclick`) and property names (`className`) alike. Names that are also names of every
 * object's own fields (`constructor`, `__proto__`) are nothing a post needs: `undefined`.
 */
function readProperty(tag: string, key: string, value: unknown): Properties | undefined {
  if (!key || key in Object.prototype) return undefined;
  try {
    return h(tag, { [key]: value as string }).properties;
  } catch {
    return undefined;
  }
}

/** `id`, `name` and ARIA references get a prefix, so a post cannot clobber the page's own ids. */
function clobber(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const prefix = (one: unknown) =>
    String(one).startsWith(CLOBBER_PREFIX) ? String(one) : `${CLOBBER_PREFIX}${String(one)}`;
  return Array.isArray(value) ? value.map(prefix) : prefix(value);
}

/**
 * Applies the blog's allow-list to a compiled post (a hast root, MDX nodes included) and names
 * what it removed. The tree given is not changed.
 * @example const { tree, findings } = sanitizeBlogTree(root); // findings: [{ rule: 'url', name: 'href', … }]
 */
export function sanitizeBlogTree(root: Root): { tree: Root; findings: BlogFinding[] } {
  const cleaner = new Cleaner();
  const plain: Root = {
    type: 'root',
    children: cleaner.children((root as AnyNode).children, []) as RootContent[],
  };
  const tree = sanitize(plain, blogSchema) as Root;
  return { tree, findings: cleaner.findings };
}
