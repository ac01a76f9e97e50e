import { Column, is, Param, Placeholder, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './database.ts';

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * The types drizzle's node-postgres driver keeps as text (dates, times, intervals and their
 * arrays) so that each column's own decoder turns them into values: the same rows as drizzle's.
 */
const textTypeIds = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const types = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    textTypeIds.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format)) as never,
};

/** As drizzle's mapResultRow picks it; `decoder` is a field drizzle's types keep internal. */
function decoderOf(field: unknown): Decoder {
  const decoder = (query: SQL) => (query as unknown as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoder(field);
  if (is(field, SQL.Aliased)) return decoder(field.sql);
  throw new Error('leanPrepared selects columns and sql expressions only');
}

/**
 * drizzle's fillPlaceholders with its checks made once: each parameter's source (a placeholder,
 * an encoded placeholder or a constant) is worked out here, not by `is()` on every call.
 */
function placeholderFiller(params: unknown[]): (values: Record<string, unknown>) => unknown[] {
  const valueOf = (name: string, values: Record<string, unknown>) => {
    if (!(name in values)) throw new Error(`No value for placeholder "${name}" was provided`);
    return values[name];
  };
  const fillers = params.map((param): ((values: Record<string, unknown>) => unknown) => {
    if (is(param, Placeholder)) return (values) => valueOf(param.name, values);
    if (is(param, Param) && is(param.value, Placeholder)) {
      const { encoder, value } = param;
      return (values) => encoder.mapToDriverValue(valueOf(value.name, values));
    }
    return () => param;
  });
  return (values) => fillers.map((fill) => fill(values));
}

/**
 * A flat select of `fields`, named `name`, run straight on the pool (decision 138): the text and
 * the values as drizzle prepares them, and each row mapped by position with the fields' own
 * decoders, as drizzle maps it. drizzle's execute adds four async layers and a generic mapper
 * per row (7 % of the job read's CPU by perf); the two status reads are the only callers. Their
 * statements are not in drizzle's query log, and a failure is pg's error, not drizzle's wrapper.
 * @example const progress = leanPrepared(db, 'kieu_owned_progress', leanStatement(statement), fields);
 *          const rows = await progress.execute({ id, userId });
 */
export function leanPrepared<Row = Record<string, unknown>>(
  db: Db,
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
  fields: Record<string, unknown>,
): { execute(values: Record<string, unknown>): Promise<Row[]> } {
  const { sql: text, params } = query.toSQL();
  const fill = placeholderFiller(params);
  const keys = Object.keys(fields);
  const decoders = keys.map((key) => decoderOf(fields[key]));
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const config = { name, text, rowMode: 'array' as const, types };
  const toRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i += 1) {
      const value = values[i];
      row[keys[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
    }
    return row as Row;
  };
  return {
    async execute(values) {
      const result = await pool.query<unknown[]>(config, fill(values));
      return result.rows.map(toRow);
    },
  };
}

const dialect = new PgDialect();

/** A statement written with drizzle's `sql` as leanPrepared takes it: its text and parameters. */
export function leanStatement(statement: SQL): { toSQL(): { sql: string; params: unknown[] } } {
  return { toSQL: () => dialect.sqlToQuery(statement) };
}

/**
 * `fields` as a select list, in their order and each named by its key: what a leanStatement's
 * rows are mapped by, also from a subquery's `*`.
 */
export function selectList(fields: Record<string, unknown>): SQL {
  return sql.join(
    Object.entries(fields).map(([key, field]) => sql`${field} as ${sql.identifier(key)}`),
    sql`, `,
  );
}
