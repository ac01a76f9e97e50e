import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { createTestDatabase } from './support/test-database.ts';
import { startTestApi } from './support/test-api.ts';

describe('migrations', () => {
  let database: Database;
  let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;

  beforeAll(async () => {
    fresh = await createTestDatabase({ empty: true });
    dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-migrate-'));
    database = await openDatabase({
      DATABASE_URL: fresh.url,
      DATA_DIR: dataDir,
      PGLITE_PORT: 0,
      DB_POOL_MAX: 6,
    });
  });
  afterAll(async () => {
    await database.close();
    await fresh.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('applies each migration once when several processes start together', async () => {
    await Promise.all([1, 2, 3, 4].map(() => runMigrations(database.pool)));
    const applied = await database.pool.query<{ hash: string; count: string }>(
      'select hash, count(*) from drizzle.__drizzle_migrations group by hash',
    );
    expect(applied.rows.length).toBeGreaterThan(10);
    expect(applied.rows.every((row) => row.count === '1')).toBe(true);
    const tables = await database.pool.query(
      "select 1 from information_schema.tables where table_name = 'generations'",
    );
    expect(tables.rowCount).toBe(1);
  });
});

describe('npm run db:migrate and MIGRATE_ON_START=false', () => {
  it('migrates once, then an API that does not migrate serves the migrated database', async () => {
    const fresh = await createTestDatabase({ empty: true });
    if (!fresh.url) return; // PGlite is hosted by the API itself: nothing to migrate ahead of it.
    try {
      const result = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src/server/migrate-database.ts'],
        {
          env: { PATH: process.env.PATH ?? '', DATABASE_URL: fresh.url },
          encoding: 'utf8',
          timeout: 60_000,
        },
      );
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^migrations applied in \d+ ms/);
      const api = await startTestApi({ DATABASE_URL: fresh.url, MIGRATE_ON_START: 'false' });
      try {
        const res = await fetch(`${api.url}/plans`);
        expect(res.status).toBe(200);
      } finally {
        await api.stop();
      }
    } finally {
      await fresh.drop();
    }
  });
});
