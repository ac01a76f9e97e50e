import { createRequire } from 'node:module';
import pg from 'pg';

// pg maps each value (Date, Buffer, array, object) with this before it binds it.
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(value: unknown): unknown;
};

/** The parts of pg's Query and Result this file reaches: pg 8 keeps them unchanged, untyped. */
interface QueryInternals {
  name?: string;
  values?: unknown[];
  rows?: number;
  portal: string;
  binary?: boolean;
  types?: unknown;
  callback?: unknown;
  _accumulateRows: boolean;
  _result: ResultInternals;
  listeners(event: string): unknown[];
  hasBeenParsed(connection: Connection): boolean;
  handleError(error: unknown, connection: Connection): void;
}
interface ResultInternals {
  fields: unknown[];
  _parsers?: unknown[];
  _prebuiltEmptyResultObject: Record<string, null>;
}
interface Connection {
  bind(config: Record<string, unknown>): void;
  execute(config: { portal: string; rows?: number }): void;
  sync(): void;
  close(config: { type: 'S'; name?: string }): void;
}
/** A statement's row description as its first execution on a connection answered it. */
interface Description {
  types: unknown;
  fields: unknown[];
  parsers: unknown[] | undefined;
  empty: Record<string, null>;
}

const descriptions = new WeakMap<Connection, Map<string, Description>>();
/** The connection each query was submitted on, for the description it answers. */
const describing = new WeakMap<object, Connection>();

/**
 * A named statement's query that asks for the row description only on its first execution on a
 * connection (decision 138). pg sends Describe with every execution, and parses the 25-to-27-field
 * answer into fields and type parsers each time: on the status reads that was 4–5 % of the API's
 * CPU, and a RowDescription for PostgreSQL to build. A prepared statement's columns cannot change
 * while it lives (PostgreSQL refuses "cached plan must not change result type"), so the first
 * description holds for as long as pg keeps the statement parsed on that connection.
 */
export class DescribeOnceQuery extends pg.Query {
  prepare(connection: Connection): void {
    const self = this as unknown as QueryInternals;
    const known = self.name ? descriptions.get(connection)?.get(self.name) : undefined;
    const reusable =
      known !== undefined &&
      known.types === self.types &&
      !self.rows &&
      self.hasBeenParsed(connection);
    if (!reusable) {
      (pg.Query.prototype as unknown as { prepare(c: Connection): void }).prepare.call(
        this,
        connection,
      );
      return;
    }
    try {
      // As pg binds (query.js prepare): values mapped as pg maps them.
      connection.bind({
        portal: self.portal,
        statement: self.name,
        values: self.values,
        binary: self.binary,
        valueMapper: prepareValue,
      });
    } catch (error) {
      connection.close({ type: 'S', name: self.name });
      connection.sync();
      self.handleError(error, connection);
      return;
    }
    connection.execute({ portal: self.portal });
    connection.sync();
    // What handleRowDescription would have set from the description pg no longer asks for.
    const result = self._result;
    result.fields = known.fields;
    result._parsers = known.parsers;
    result._prebuiltEmptyResultObject = known.empty;
    self._accumulateRows = Boolean(self.callback) || !self.listeners('row').length;
  }

  handleRowDescription(message: { fields: unknown[] }): void {
    (
      pg.Query.prototype as unknown as { handleRowDescription(m: { fields: unknown[] }): void }
    ).handleRowDescription.call(this, message);
    const self = this as unknown as QueryInternals;
    const connection = describing.get(this);
    if (!self.name || !connection) return;
    let byName = descriptions.get(connection);
    if (!byName) descriptions.set(connection, (byName = new Map()));
    const result = self._result;
    byName.set(self.name, {
      types: self.types,
      fields: result.fields,
      parsers: result._parsers,
      empty: result._prebuiltEmptyResultObject,
    });
  }

  // A property, as pg's types declare it. pg's submit answers an Error for a query it cannot
  // send, and the client reports it.
  override submit = (connection: pg.Connection): void => {
    describing.set(this, connection as unknown as Connection);
    return (pg.Query.prototype.submit as (c: pg.Connection) => void).call(this, connection);
  };
}
