import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { migrationsFolder, runMigrations } from '../../src/server/db/migrate.ts';
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

describe('0040: api_calls become api_call_counts (decision 137)', () => {
  it('carries every recorded call over as counts per token, UTC hour and outcome', async () => {
    const fresh = await createTestDatabase({ empty: true });
    // The carry-over is plain SQL, the same on both databases; a second embedded database and its
    // migrations would cost the PGlite stage ten seconds to show it again.
    if (!fresh.url) return;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-migrate-0040-'));
    const database = await openDatabase({
      DATABASE_URL: fresh.url,
      DATA_DIR: dataDir,
      PGLITE_PORT: 0,
      DB_POOL_MAX: 2,
    });
    try {
      // The migrations as they were before 0040, applied by drizzle's own migrator.
      const before = path.join(dataDir, 'migrations-0039');
      await cp(migrationsFolder, before, { recursive: true });
      const journalPath = path.join(before, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
        entries: { idx: number }[];
      };
      journal.entries = journal.entries.filter((entry) => entry.idx < 40);
      await writeFile(journalPath, JSON.stringify(journal));
      await migrate(drizzle(database.pool), { migrationsFolder: before });
      const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
      const {
        rows: [user],
      } = await q(`insert into users (email, name) values ('calls@example.vn', 'A') returning id`);
      const token = async (prefix: string) =>
        (
          await q(
            `insert into api_tokens (user_id, name, prefix, secret_hash, services, rate_limit_per_minute)
             values ($1, $2, $2, 'x', '[]', 60) returning id`,
            [user.id, prefix],
          )
        ).rows[0].id as string;
      const [shop, app] = [await token('ks_shop'), await token('ks_app')];
      const call = (tokenId: string, at: string, status: number, service: string | null) =>
        q(
          `insert into api_calls (token_id, user_id, service, operation, status_code, error_code, created_at)
           values ($1, $2, $3, 'get-job', $4, $5, $6)`,
          [tokenId, user.id, service, status, status >= 400 ? 'not_found' : null, at],
        );
      await call(shop, '2026-12-04T10:00:00Z', 200, 'virtual-tryon');
      await call(shop, '2026-12-04T10:59:59.999Z', 200, 'virtual-tryon');
      await call(shop, '2026-12-04T10:30:00+07:00', 200, 'virtual-tryon');
      await call(shop, '2026-12-04T10:15:00Z', 404, 'virtual-tryon');
      await call(shop, '2026-12-04T10:20:00Z', 200, null);
      await call(shop, '2026-12-04T10:25:00Z', 200, null);
      await call(app, '2026-12-04T11:00:00Z', 200, 'virtual-tryon');

      await runMigrations(database.pool);
      const { rows } = await q(
        `select p.prefix, to_char(c.hour at time zone 'UTC', 'HH24:MI') as hour, c.service,
                c.status_code, c.error_code, c.calls
         from api_call_counts c join api_tokens p on p.id = c.token_id
         order by 1, 2, 3 nulls first, 4`,
      );
      expect(rows.map((r) => Object.values(r).join(' '))).toEqual([
        'ks_app 11:00 virtual-tryon 200  1',
        'ks_shop 03:00 virtual-tryon 200  1',
        'ks_shop 10:00  200  2',
        'ks_shop 10:00 virtual-tryon 200  2',
        'ks_shop 10:00 virtual-tryon 404 not_found 1',
      ]);
      const gone = await q(`select to_regclass('api_calls') as name`);
      expect(gone.rows[0].name).toBeNull();
    } finally {
      await database.close();
      await fresh.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
