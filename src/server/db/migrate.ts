import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.ts';

/** The versioned migrations drizzle-kit generates from schema.ts. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock key every migrating process queues on (an arbitrary constant). */
const MIGRATION_LOCK = 7_283_104_551;

/**
 * Runs in this process one after another: PGlite serves every connection from one session, where
 * an advisory lock is re-entrant and so does not keep two runs of one process apart.
 */
let running: Promise<void> = Promise.resolve();

/**
 * Applies every pending versioned migration under a session advisory lock, so processes that
 * start together migrate one after the other: the first applies, the rest find nothing to do.
 * @example await runMigrations(database.pool);
 */
export function runMigrations(pool: pg.Pool): Promise<void> {
  const run = running.then(() => migrateLocked(pool));
  running = run.catch(() => {});
  return run;
}

async function migrateLocked(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
