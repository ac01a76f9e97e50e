/**
 * The MDX a blog post may use (decision 025): markdown and JSX of plain HTML elements. Imports,
 * exports and JavaScript expressions would run code when the site is built, so they are refused,
 * as are script-like elements, event handler attributes and javascript: links. The API's compile
 * and the editor's live preview run this same remark plugin, so both refuse the same things.
 */

interface Point {
  line: number;
  column: number;
}
interface MdxNode {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: MdxNode[];
  children?: MdxNode[];
  position?: { start: Point };
  data?: { estree?: { body?: unknown[] } | null };
}

export type MdxRule = 'esm' | 'expression' | 'component' | 'element' | 'attribute';

/** A refused construct, with the place it starts at. */
export class MdxSafetyError extends Error {
  constructor(
    readonly rule: MdxRule,
    readonly target: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${rule}${target ? ` ${target}` : ''} at ${line}:${column}`);
    this.name = 'MdxSafetyError';
  }
}

const REFUSED_ELEMENTS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'link',
  'meta',
  'base',
]);
const PLAIN_ELEMENT = /^[a-z][a-z0-9]*$/;

function refuse(rule: MdxRule, name: string, node: MdxNode): never {
  const start = node.position?.start ?? { line: 1, column: 1 };
  throw new MdxSafetyError(rule, name, start.line, start.column);
}

/** An expression holding only a comment (`{/* note *\/}`) runs nothing. */
function isEmptyExpression(node: MdxNode): boolean {
  return (node.data?.estree?.body?.length ?? 0) === 0;
}

function check(node: MdxNode): void {
  if (node.type === 'mdxjsEsm') refuse('esm', '', node);
  if (
    (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') &&
    !isEmptyExpression(node)
  ) {
    refuse('expression', '', node);
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const name = node.name ?? '';
    if (name && !PLAIN_ELEMENT.test(name)) refuse('component', name, node);
    if (REFUSED_ELEMENTS.has(name)) refuse('element', name, node);
    for (const attribute of node.attributes ?? []) {
      if (attribute.type !== 'mdxJsxAttribute') refuse('expression', '', node);
      const attributeName = attribute.name ?? '';
      if (/^on/i.test(attributeName)) refuse('attribute', attributeName, node);
      if (attribute.value && typeof attribute.value === 'object') refuse('expression', '', node);
      if (
        typeof attribute.value === 'string' &&
        /^\s*(javascript|vbscript|data):/i.test(attribute.value)
      ) {
        refuse('attribute', attributeName, node);
      }
    }
  }
  for (const child of node.children ?? []) check(child);
}

/**
 * The remark plugin; pass it in `remarkPlugins` of @mdx-js/mdx's `compile` or `evaluate`.
 * @example await compile(body, { remarkPlugins: [remarkMdxSafety] });
 */
export function remarkMdxSafety() {
  return (tree: unknown) => check(tree as MdxNode);
}

/** Where and why a compile failed: a refused construct (`rule`) or the parser's own reason. */
export interface MdxProblem {
  line: number;
  column: number;
  rule?: MdxRule;
  name?: string;
  reason: string;
}

/** Reads the place and reason of an error thrown by `compile`/`evaluate`. */
export function describeMdxError(error: unknown): MdxProblem {
  if (error instanceof MdxSafetyError) {
    return {
      line: error.line,
      column: error.column,
      rule: error.rule,
      name: error.target,
      reason: error.message,
    };
  }
  const e = error as { line?: number; column?: number; reason?: string; message?: string };
  return {
    line: typeof e.line === 'number' ? e.line : 1,
    column: typeof e.column === 'number' ? e.column : 1,
    reason: e.reason ?? e.message ?? String(error),
  };
}
