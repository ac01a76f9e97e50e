/**
 * The MDX a blog post may use (decisions 025 and 032): markdown and JSX of plain HTML elements,
 * and only the HTML the blog's allow-list keeps. Imports, exports and JavaScript expressions
 * would run code when the site is built, so the remark plugin refuses them with their place;
 * the rehype plugin then applies the allow-list (`src/lib/blog-sanitize.ts`) to the compiled
 * tree and refuses the post if anything would be removed: a script-like element, an event
 * handler, a `javascript:` link however it is spelled. The API's compile and the editor's live
 * preview run these same plugins, so both refuse the same things.
 */
import type { Root } from 'hast';
import { sanitizeBlogTree, type BlogFinding, type BlogFindingRule } from './blog-sanitize.ts';

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

export type MdxRule = BlogFindingRule;

/** Refused constructs, the first one's place as the error's place. */
export class MdxSafetyError extends Error {
  readonly rule: MdxRule;
  readonly target: string;
  readonly line: number;
  readonly column: number;

  constructor(readonly findings: BlogFinding[]) {
    const first = findings[0]!;
    super(
      findings
        .map((f) => `${f.rule}${f.name ? ` ${f.name}` : ''} at ${f.line}:${f.column}`)
        .join('; '),
    );
    this.name = 'MdxSafetyError';
    this.rule = first.rule;
    this.target = first.name;
    this.line = first.line;
    this.column = first.column;
  }
}

const PLAIN_ELEMENT = /^[a-z][a-z0-9]*$/;

function refuse(rule: MdxRule, name: string, node: MdxNode): never {
  const start = node.position?.start ?? { line: 1, column: 1 };
  throw new MdxSafetyError([{ rule, name, line: start.line, column: start.column }]);
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
    for (const attribute of node.attributes ?? []) {
      if (attribute.type !== 'mdxJsxAttribute') refuse('expression', '', node);
      if (attribute.value && typeof attribute.value === 'object') refuse('expression', '', node);
    }
  }
  for (const child of node.children ?? []) check(child);
}

/**
 * The remark plugin for what must never reach the compiled tree: code that runs at build time.
 * Pass it in `remarkPlugins` of @mdx-js/mdx's `compile` or `evaluate`.
 * @example await compile(body, { remarkPlugins: [remarkMdxSafety], rehypePlugins: [rehypeBlogSafety] });
 */
export function remarkMdxSafety() {
  return (tree: unknown) => check(tree as MdxNode);
}

/**
 * The rehype plugin of the allow-list: refuses a post the allow-list would change (naming every
 * removed element, attribute and address), and otherwise hands on the sanitized tree, so what
 * is previewed or compiled is exactly what the site will show.
 * @example await compile(body, { remarkPlugins: [remarkMdxSafety], rehypePlugins: [rehypeBlogSafety] });
 */
export function rehypeBlogSafety() {
  return (tree: Root): Root => {
    const { tree: safe, findings } = sanitizeBlogTree(tree);
    if (findings.length > 0) throw new MdxSafetyError(findings);
    return safe;
  };
}

/** Where and why a compile failed: refused constructs (`rule`) or the parser's own reason. */
export interface MdxProblem {
  line: number;
  column: number;
  rule?: MdxRule;
  name?: string;
  reason: string;
  /** Every refused construct, the first one included. */
  findings?: BlogFinding[];
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
      findings: error.findings,
    };
  }
  const e = error as { line?: number; column?: number; reason?: string; message?: string };
  return {
    line: typeof e.line === 'number' ? e.line : 1,
    column: typeof e.column === 'number' ? e.column : 1,
    reason: e.reason ?? e.message ?? String(error),
  };
}

/** How many refused constructs one message names before "and N more". */
const NAMED = 3;

/**
 * The reason of a problem in one language: each refused construct named (up to three, then
 * how many more), or the parser's own words. `translate` is the API's or the island's.
 * @example mdxProblemReason(problem, (key, params) => translateMessage(key, 'vi', params))
 */
export function mdxProblemReason(
  problem: MdxProblem,
  translate: (
    key: `adminBlog.mdx.${MdxRule | 'more'}`,
    params: Record<string, string | number>,
  ) => string,
): string {
  const findings =
    problem.findings ??
    (problem.rule
      ? [
          {
            rule: problem.rule,
            name: problem.name ?? '',
            line: problem.line,
            column: problem.column,
          },
        ]
      : []);
  if (findings.length === 0) return problem.reason;
  const named = findings.slice(0, NAMED).map((finding) =>
    translate(`adminBlog.mdx.${finding.rule}`, {
      name: finding.name,
      element: finding.element ?? '',
      line: finding.line,
      column: finding.column,
    }),
  );
  if (findings.length > NAMED) {
    named.push(translate('adminBlog.mdx.more', { count: findings.length - NAMED }));
  }
  return named.join('; ');
}
