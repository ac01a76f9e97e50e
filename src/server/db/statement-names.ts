import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DescribeOnceQuery } from './describe-once-query.ts';

/** Unique to this process: several processes may share one PGlite (npm start's API and worker). */
const processTag = randomBytes(4).toString('hex');
let connections = 0;

/**
 * A pg client that gives each named statement a name of its connection's own (decision 110).
 *
 * pg remembers per connection which names it has prepared, and prepares a name again on a new
 * connection. PostgreSQL gives every connection its own session, so that works there. PGlite's
 * socket server runs every connection, of every process, on its one session, where the second
 * connection's Parse of the same name fails: with one name per connection, each prepares its own.
 * A named statement asks for its row description once per connection (describe-once-query.ts).
 */
export class ConnectionNamedClient extends pg.Client {
  readonly #suffix = `_${processTag}_${(connections += 1).toString(36)}`;

  // pg's overloads of query() cannot be restated one by one; the arguments pass through whole.
  override query(...args: unknown[]): never {
    const [config, values, callback] = args;
    if (!isNamedConfig(config)) return (super.query as (...given: unknown[]) => never)(...args);
    const query = new DescribeOnceQuery(
      { ...config, name: `${config.name}${this.#suffix}` },
      values as unknown[] | undefined,
      callback as undefined,
    ) as DescribeOnceQuery & { callback?: (error: Error | null, result?: unknown) => void };
    const submit = (super.query as (query: unknown) => unknown).bind(this);
    // pg answers a query object only through its callback: the pool passes one, drizzle's
    // transactions await a promise, as pg makes for a config.
    if (query.callback) return submit(query) as never;
    return new Promise((resolve, reject) => {
      query.callback = (error, result) => (error ? reject(error) : resolve(result));
      submit(query);
    }) as never;
  }
}

function isNamedConfig(config: unknown): config is pg.QueryConfig & { name: string } {
  return (
    config !== null &&
    typeof config === 'object' &&
    typeof (config as { submit?: unknown }).submit !== 'function' &&
    typeof (config as { name?: unknown }).name === 'string' &&
    (config as { name: string }).name !== ''
  );
}
