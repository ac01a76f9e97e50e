import path from 'node:path';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import type { Env } from '../env.ts';
import * as schema from './schema.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { ConnectionNamedClient } from './statement-names.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
  /** The connection string in use; pg-boss opens its own pool on it. */
  url: string;
  embedded: boolean;
  ping(): Promise<number>;
  close(): Promise<void>;
}

/** The embedded PGlite's address on loopback, with its fixed local password (no secret). */
export function embeddedDatabaseUrl(port: number): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

/**
 * Decision 139: no JIT compilation on PostgreSQL, set when each connection starts, beside any
 * `options` the URL gives. PostgreSQL compiles a statement whose estimated cost passes
 * jit_above_cost, and a status read's batch, estimated at a hundred calls over a large table,
 * does: 17–28 ms of compiling for a read that runs in a fraction of one. Every statement here is
 * a short read or write. (PGlite has no JIT.)
 */
export function withoutJit(url: string): string {
  const given = new URL(url).searchParams.get('options');
  return given ? `${given} -c jit=off` : '-c jit=off';
}

/**
 * Connects to DATABASE_URL, or starts the embedded PGlite under DATA_DIR when it is unset.
 * @example const database = await openDatabase(parseEnv());
 */
export async function openDatabase(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'PGLITE_PORT' | 'DB_POOL_MAX'> &
    Partial<Pick<Env, 'PGLITE_IN_API'>>,
): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = env.DATABASE_URL;
  // Decision 073: the embedded database served by a process of its own (`npm run db`).
  const servedElsewhere = !url && env.PGLITE_IN_API === false;
  if (servedElsewhere) url = embeddedDatabaseUrl(env.PGLITE_PORT);
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.resolve(env.DATA_DIR, 'pglite'),
      port: env.PGLITE_PORT,
    });
    url = embedded.url;
  }
  const onPglite = Boolean(embedded) || servedElsewhere;
  const pool = new pg.Pool({
    connectionString: url,
    max: env.DB_POOL_MAX,
    Client: ConnectionNamedClient,
    // PGlite keeps a closed connection's statements in its one session: its connections are
    // kept open, so their number, and their statements, stay at the pool's size (decision 110).
    ...(onPglite ? { idleTimeoutMillis: 0 } : { options: withoutJit(url) }),
  });
  // An idle client losing its server (a restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    url,
    embedded: onPglite,
    async ping() {
      const started = performance.now();
      await db.execute(sql`select 1`);
      return performance.now() - started;
    },
    async close() {
      await pool.end();
      await embedded?.close();
    },
  };
}
