import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Integration tests run twice: on the embedded PGlite (TEST_DB=pglite, the default) and on a
 * real PostgreSQL (TEST_DB=postgres with TEST_PG_URL, started by scripts/test.ts). On
 * PostgreSQL each test file gets a database of its own, dropped afterwards: a copy of the run's
 * migrated template (database-template.ts), or an empty one when `empty` is asked.
 */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export async function createTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url?: string; drop(): Promise<void> }> {
  if (testDbKind === 'pglite') return { url: undefined, drop: async () => {} };
  const adminUrl = process.env.TEST_PG_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_PG_URL');
  const name = `kieu_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = options.empty ? undefined : inject('databaseTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
