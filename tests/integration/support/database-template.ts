import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../src/server/db/database.ts';
import { runMigrations } from '../../../src/server/db/migrate.ts';
import { parseEnv } from '../../../src/server/env.ts';
import { startQueue } from '../../../src/server/jobs/queue.ts';
import { createLogger } from '../../../src/server/logger.ts';

// The integration suite starts well over a hundred databases, and each used to be migrated from
// nothing: 3–6 s of WebAssembly on PGlite (initdb, every migration, pg-boss's schema over the
// socket). This global setup migrates one database per run, with the queue's schema, and each
// test database starts as a copy of it: a copied data folder on PGlite (0.3 s to copy, 0.4 s to
// open), `create database … template` on PostgreSQL. It is the state a fresh start reaches,
// made by the same code in the same run, so every file still runs on the migrations of the
// change under test; migrations.test.ts asks for an empty database to test migrating itself.

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the migrated data folder to copy. PostgreSQL: the migrated database's name. */
    databaseTemplate: string;
  }
}

async function migrate(env: ReturnType<typeof parseEnv>) {
  const database = await openDatabase(env);
  try {
    await runMigrations(database.pool);
    const queue = await startQueue({ url: database.url, logger: createLogger(env) });
    await queue.stop({ graceful: false });
  } finally {
    await database.close();
  }
}

async function onAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'kieu-db-template-'));
  const base = { NODE_ENV: 'test', DATA_DIR: root, PGLITE_PORT: '0', LOG_LEVEL: 'warn' };
  const adminUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_PG_URL : undefined;
  if (!adminUrl) {
    await migrate(parseEnv(base));
    project.provide('databaseTemplate', path.join(root, 'pglite'));
    return () => rm(root, { recursive: true, force: true });
  }
  const name = `kieu_template_${process.pid}`;
  await onAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await migrate(parseEnv({ ...base, DATABASE_URL: url.toString() }));
  project.provide('databaseTemplate', name);
  return async () => {
    await onAdmin(adminUrl, (client) => client.query(`drop database if exists ${name}`));
    await rm(root, { recursive: true, force: true });
  };
}

/** Copies the run's migrated PGlite database into a test API's data folder, when there is one. */
export async function seedPgliteDataDir(template: string | undefined, dataDir: string) {
  if (template) await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
}
