import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './database.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every pending versioned migration; safe to run at each start. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
