import type { Db } from './database.ts';

/**
 * A statement built once per database handle, for the hottest reads and writes (decision 075):
 * drizzle builds its text once and each call only binds the placeholders. It is prepared under
 * `name` (unique among these statements), so each connection parses and plans it once and later
 * calls send only their values (decision 110): unnamed, the job read's statement (1.7 KB of
 * subqueries) was parsed and planned on every call, at 2–3 times the API's CPU and 3–8 times the
 * server's time of the same statement named. Not for a pooler in transaction mode, which hands
 * one connection's statements to another.
 * @example const byId = preparedPerDatabase('row_by_id', (db, name) => db.select().from(t).where(eq(t.id, sql.placeholder('id'))).prepare(name));
 *          const rows = await byId(db).execute({ id });
 */
export function preparedPerDatabase<Statement>(
  name: string,
  build: (db: Db, name: string) => Statement,
): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db, `kieu_${name}`);
      built.set(db, statement);
    }
    return statement;
  };
}
