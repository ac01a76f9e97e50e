import type { Db } from './database.ts';

/**
 * The name hot statements are prepared under: none. PGlite's socket server runs every client
 * connection on its one session, so a statement named by one connection already exists for the
 * next, whose Parse then fails. Unnamed, drizzle still builds the text once (decision 075).
 */
export const UNNAMED = '';

/**
 * A statement built once per database handle, for the hottest reads and writes (decision 075):
 * drizzle builds its text once and each call only binds the placeholders.
 * @example const byId = preparedPerDatabase((db) => db.select().from(t).where(eq(t.id, sql.placeholder('id'))).prepare(UNNAMED));
 *          const rows = await byId(db).execute({ id });
 */
export function preparedPerDatabase<Statement>(
  build: (db: Db) => Statement,
): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
