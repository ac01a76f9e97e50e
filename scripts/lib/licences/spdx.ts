// How `npm run licences` judges one package's licence string (decision 096): an SPDX expression
// with AND, OR, WITH and parentheses, or a legacy free-text value, which is judged as one term.

export type Verdict =
  | { status: 'allowed' }
  /** `kind`: AGPL, SSPL, BUSL, Commons Clause or non-commercial; `file`: where it was read. */
  | { status: 'forbidden'; kind: string; file?: string }
  | { status: 'unknown'; term: string };

/** Permissive terms a paid network service may run and ship without review. */
const allowed = new Set(
  [
    '0BSD',
    'Apache-2.0',
    'BlueOak-1.0.0',
    'BSD-2-Clause',
    'BSD-3-Clause',
    'BSL-1.0', // Boost, not the Business Source License (BUSL)
    'CC-BY-4.0',
    'CC0-1.0',
    'ISC',
    'MIT',
    'MIT-0',
    'OFL-1.1', // fonts: they may be used and shipped, not sold alone
    'Python-2.0',
    'Unlicense',
    'Zlib',
  ].map((id) => id.toLowerCase()),
);

/**
 * Terms the production tree may never hold, allow-list or not: they oblige a network service to
 * publish its source (AGPL, SSPL), forbid running it as a service (BUSL, Commons Clause) or
 * forbid commercial use. Matched on SPDX ids and on the free text packages write instead.
 */
const forbidden: [RegExp, string][] = [
  [/\bAGPL|Affero/i, 'AGPL'],
  [/\bSSPL|Server Side Public/i, 'SSPL'],
  [/\bBUSL|Business Source/i, 'BUSL'],
  [/Commons[- ]Clause/i, 'Commons Clause'],
  [/(^|[-\s])NC([-\s]|$)|non-?commercial|PolyForm-(Noncommercial|Strict)/i, 'non-commercial'],
];

/** The same, for the first lines of a licence file a package points to (`SEE LICENSE IN …`). */
const forbiddenTitles: [RegExp, string][] = [
  [/GNU Affero General Public License/i, 'AGPL'],
  [/Server Side Public License/i, 'SSPL'],
  [/Business Source License/i, 'BUSL'],
  [/Commons Clause/i, 'Commons Clause'],
  [/PolyForm (Noncommercial|Strict)|NonCommercial/i, 'non-commercial'],
];

/** The forbidden kind a licence file's title names, if any (its first 500 characters). */
export function forbiddenTitle(text: string): string | undefined {
  const head = text.slice(0, 500);
  return forbiddenTitles.find(([pattern]) => pattern.test(head))?.[1];
}

type Node = { term: string; exception?: string } | { op: 'AND' | 'OR'; left: Node; right: Node };

/** Parses an SPDX expression; undefined when the text is not one (e.g. "public domain"). */
export function parseExpression(text: string): Node | undefined {
  const tokens = text.match(/[()]|[^\s()]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at]?.toUpperCase();
  const isWord = (token: string | undefined) =>
    token !== undefined && !['(', ')', 'AND', 'OR', 'WITH'].includes(token.toUpperCase());

  function atom(): Node | undefined {
    if (peek() === '(') {
      at++;
      const inner = or();
      if (peek() !== ')') return undefined;
      at++;
      return inner;
    }
    if (!isWord(tokens[at])) return undefined;
    const term = tokens[at++]!;
    if (peek() !== 'WITH') return { term };
    at++;
    return isWord(tokens[at]) ? { term, exception: tokens[at++] } : undefined;
  }
  function chain(op: 'AND' | 'OR', next: () => Node | undefined): Node | undefined {
    let left = next();
    while (left && peek() === op) {
      at++;
      const right = next();
      left = right && { op, left, right };
    }
    return left;
  }
  const and = () => chain('AND', atom);
  const or = () => chain('OR', and);

  const node = or();
  return node && at === tokens.length ? node : undefined;
}

function judgeTerm(term: string, exception?: string): Verdict {
  const hit = forbidden.find(([pattern]) => pattern.test(term) || pattern.test(exception ?? ''));
  if (hit) return { status: 'forbidden', kind: hit[1] };
  // An exception (WITH) only adds permissions, so the base licence decides.
  const id = term.replace(/\+$/, '').toLowerCase();
  return allowed.has(id) ? { status: 'allowed' } : { status: 'unknown', term };
}

function judgeNode(node: Node): Verdict {
  if ('term' in node) return judgeTerm(node.term, node.exception);
  const sides = [judgeNode(node.left), judgeNode(node.right)];
  // OR: the project picks an allowed alternative. AND: every part binds.
  const order: Verdict['status'][] =
    node.op === 'OR' ? ['allowed', 'unknown', 'forbidden'] : ['forbidden', 'unknown', 'allowed'];
  for (const status of order) {
    const found = sides.find((side) => side.status === status);
    if (found) return found;
  }
  return sides[0]!;
}

/**
 * Judges a licence string as package.json or the lock file writes it.
 *
 * @example
 * judgeLicence('(MIT OR AGPL-3.0)') // { status: 'allowed' }
 * judgeLicence('CC-BY-NC-4.0')      // { status: 'forbidden', kind: 'non-commercial' }
 * judgeLicence('SEE LICENSE IN LICENSE.md') // unknown, unless its file names a forbidden title
 */
export function judgeLicence(licence: string | undefined, fileText?: string): Verdict {
  const text = licence?.trim();
  if (!text) return { status: 'unknown', term: '' };
  const file = text.match(/^SEE LICEN[CS]E IN (.+)$/i)?.[1];
  if (file) {
    const kind = fileText === undefined ? undefined : forbiddenTitle(fileText);
    return kind ? { status: 'forbidden', kind, file } : { status: 'unknown', term: text };
  }
  const node = parseExpression(text);
  return node ? judgeNode(node) : judgeTerm(text);
}
