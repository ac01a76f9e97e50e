/** One entry of a Hono app's route table (`app.routes`). */
export interface RouteEntry {
  method: string;
  path: string;
}

/** The order methods are listed in an Allow header. */
const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** A route's path as a pattern: `:name` (with or without its `{regex}`) is one segment. */
function patternOf(path: string): RegExp {
  const parts = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${parts.join('/')}$`);
}

/**
 * The methods a path is answered to, from an app's route table: what an Allow header lists
 * (RFC 9110 §15.5.6). Middleware (`ALL`) is not an answer; a GET answers HEAD too, as Hono does.
 * @example allowedMethods(app.routes)('/v1/models/42') // ['GET', 'HEAD', 'PATCH', 'DELETE']
 */
export function allowedMethods(routes: readonly RouteEntry[]): (path: string) => string[] {
  const table = routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => ({ method: route.method, pattern: patternOf(route.path) }));
  return (path) => {
    const methods = new Set(
      table.filter((route) => route.pattern.test(path)).map((route) => route.method),
    );
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  };
}
