import { parseEnvOrExit } from './env.ts';
import { openDatabase } from './db/database.ts';
import { runMigrations } from './db/migrate.ts';

// `npm run db:migrate`: applies pending migrations once, as a release step before the API and
// worker processes (started with MIGRATE_ON_START=false) roll out (docs/deploy.md).
const env = parseEnvOrExit();
const database = await openDatabase(env);
try {
  const started = performance.now();
  await runMigrations(database.pool);
  console.log(`migrations applied in ${Math.round(performance.now() - started)} ms`);
} finally {
  await database.close();
}
