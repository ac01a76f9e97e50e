import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { parseEnv, type Env } from '../../../src/server/env.ts';
import { createLogger } from '../../../src/server/logger.ts';
import { startApi, type RunningApi } from '../../../src/server/start-api.ts';
import type { Clock } from '../../../src/server/clock.ts';
import type { Engine } from '../../../src/server/engine/engine.ts';
import type { Resolve } from '../../../src/server/services/outbound/outbound-address.ts';
import { inject } from 'vitest';
import { seedPgliteDataDir } from './database-template.ts';
import { testStoreEnv } from './s3-server.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApi extends RunningApi {
  /** Every log line the API wrote, parsed. */
  logs: Record<string, unknown>[];
  dataDir: string;
  /**
   * The object store's variables (empty for the local store): a process that must share this
   * API's files, such as a spawned worker, is started with them.
   */
  storeEnv: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts the real API in-process on ephemeral ports, with its own data folder and database,
 * and its own bucket when the stage runs on S3 (TEST_OBJECT_STORE=s3) unless `overrides`
 * names OBJECT_STORE.
 * @example const api = await startTestApi(); const res = await fetch(`${api.url}/health/ready`);
 */
export async function startTestApi(
  overrides: Record<string, string> = {},
  options: { clock?: Clock; engine?: Engine; resolve?: Resolve } = {},
): Promise<TestApi> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-test-'));
  const database = await createTestDatabase();
  // On PGlite, start from the run's migrated database rather than a new one (database-template.ts).
  if (!database.url && !overrides.DATABASE_URL && !overrides.DATA_DIR) {
    await seedPgliteDataDir(inject('databaseTemplate'), dataDir);
  }
  const storeEnv = overrides.OBJECT_STORE ? {} : await testStoreEnv();
  const env: Env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    API_PORT: '0',
    PGLITE_PORT: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SITE_ORIGIN: 'http://127.0.0.1:4321',
    ...storeEnv,
    ...overrides,
  });
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const api = await startApi(env, {
    logger: createLogger(env, sink),
    clock: options.clock,
    engine: options.engine,
    resolve: options.resolve,
  });
  return {
    ...api,
    logs,
    dataDir,
    storeEnv: Object.fromEntries(
      Object.entries(env)
        .filter(([name]) => name === 'OBJECT_STORE' || name.startsWith('S3_'))
        .map(([name, value]) => [name, String(value)]),
    ),
    async stop() {
      await api.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
