import { randomBytes } from 'node:crypto';
import pg from 'pg';

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
 */
export class ConnectionNamedClient extends pg.Client {
  readonly #suffix = `_${processTag}_${(connections += 1).toString(36)}`;

  // pg's overloads of query() cannot be restated one by one; the arguments pass through whole.
  override query(...args: unknown[]): never {
    const [config] = args;
    if (config !== null && typeof config === 'object' && 'name' in config && config.name) {
      args[0] = { ...config, name: `${config.name as string}${this.#suffix}` };
    }
    return (super.query as (...given: unknown[]) => never)(...args);
  }
}
