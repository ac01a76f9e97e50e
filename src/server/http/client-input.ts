import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from '../app-deps.ts';
import { errors } from './app-error.ts';
import type { ValidationIssue } from './localize.ts';

const NUL = '\u0000';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Enough to name every field at fault without echoing a huge body back. */
const MAX_ISSUES = 20;

/**
 * Every place in `value` (strings, object keys, nested) that holds a NUL character, which
 * PostgreSQL refuses in text and JSON. A key with NUL is named with the NUL escaped.
 * @example nulIssues({ name: 'a\u0000b', tags: ['x'] }) // [{ path: 'name', message: 'validation.nulCharacter' }]
 */
export function nulIssues(value: unknown, path: string[] = []): ValidationIssue[] {
  // Iterative, and paths built only for a hit: a body nested thousands deep costs no stack.
  type Step = { node: unknown; name: string | null; parent: Step | null };
  const pathOf = (step: Step) => {
    const names: string[] = [];
    for (let at: Step | null = step; at; at = at.parent) if (at.name !== null) names.push(at.name);
    return [...path, ...names.reverse()].join('.');
  };
  const issues: ValidationIssue[] = [];
  const pending: Step[] = [{ node: value, name: null, parent: null }];
  while (pending.length > 0 && issues.length < MAX_ISSUES) {
    const step = pending.pop()!;
    const { node } = step;
    if (typeof node === 'string') {
      if (node.includes(NUL))
        issues.push({ path: pathOf(step), message: 'validation.nulCharacter' });
    } else if (node !== null && typeof node === 'object') {
      for (const [key, inner] of Object.entries(node).reverse()) {
        const name = key.includes(NUL) ? JSON.stringify(key).slice(1, -1) : key;
        pending.push({ node: key.includes(NUL) ? NUL : inner, name, parent: step });
        if (key.includes(NUL)) pending.push({ node: inner, name, parent: step });
      }
    }
  }
  return issues;
}

/** 422 naming each field with a NUL character (spec §7's error model, in the caller's language). */
export function refuseNul(value: unknown, path: string[] = []): void {
  const issues = nulIssues(value, path);
  if (issues.length > 0) throw errors.validation(issues);
}

/**
 * A copy of untrusted input that PostgreSQL can store, for records of refused requests: each NUL
 * becomes U+FFFD, in strings and keys.
 */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll(NUL, '\uFFFD') as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [withoutNul(key), withoutNul(inner)]),
    ) as T;
  }
  return value;
}

/**
 * Whether a path parameter can name anything: never with a NUL, and a parameter named `id`
 * is always a row's UUID (other names, such as `termId` or `sampleId`, are free text).
 */
export function isPathParamValid(name: string, value: string): boolean {
  if (value.includes(NUL)) return false;
  return name !== 'id' || uuidPattern.test(value);
}

/**
 * The path (still percent-encoded) and the query of an absolute URL, without building a URL.
 * @example splitUrl('http://h/a%20b?x=1') // { path: '/a%20b', query: 'x=1' }
 */
export function splitUrl(url: string): { path: string; query: string } {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return { path: '/', query: '' };
  const mark = url.indexOf('?', start);
  return mark < 0
    ? { path: url.slice(start), query: '' }
    : { path: url.slice(start, mark), query: url.slice(mark + 1) };
}

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The checks every request's URL gets before any route sees it (security issue 24, decision
 * 036): a path that cannot be percent-decoded names nothing (404); a query parameter with a NUL
 * character is a 422 naming it. Path parameters are checked when a route reads them, after the
 * guards that run first (sign-in, the admin check), so those still answer first: an `id` that
 * is not a UUID, or any parameter with a NUL, is a 404 like an unknown id.
 */
export function clientInputChecks(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    // Read from the raw URL without parsing it: most requests have no `%` in their path and no
    // query, and a NUL can reach a query value only as `%00` (decision 109).
    const { path: rawPath, query: rawQuery } = splitUrl(c.req.url);
    if (rawPath.includes('%') && !decodable(rawPath)) throw errors.notFound();
    if (/%00/i.test(rawQuery)) {
      const query = c.req.queries();
      refuseNul(
        Object.fromEntries(Object.entries(query).map(([key, values]) => [key, values.join('')])),
      );
    }
    const read = c.req.param.bind(c.req) as (
      key?: string,
    ) => string | Record<string, string> | undefined;
    const checked = (key?: string) => {
      const value = read(key);
      const params = typeof value === 'string' && key ? { [key]: value } : value;
      for (const [name, param] of Object.entries(params ?? {})) {
        if (!isPathParamValid(name, param)) throw errors.notFound();
      }
      return value;
    };
    c.req.param = checked as typeof c.req.param;
    await next();
  };
}
