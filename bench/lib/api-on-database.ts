import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPostgresCluster } from '../../scripts/lib/postgres-cluster.ts';
import { startApiProcess, startDatabaseProcess } from '../../scripts/lib/backend.ts';
import { freePort } from './api-calls.ts';

export type BenchDatabase = 'pglite' | 'postgres';

export interface ApiOnDatabase {
  url: string;
  /** The API process's pid, for its CPU time (`processCpuMs`). */
  pid: number;
  /** The database the API uses, for writes a benchmark makes directly (a Pro subscription). */
  databaseUrl: string;
  /** What a job worker needs to share this API's database and files (`startWorkerProcess`). */
  workerEnv: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * The API as its own process on a fresh database: the embedded PGlite in its own process, as
 * `npm start` runs it (decision 073), or a private PostgreSQL cluster started for the run, as
 * scripts/test.ts does. The caller's DATABASE_URL is never used.
 */
export async function startApiOn(
  database: BenchDatabase,
  name: string,
  overrides: Record<string, string> = {},
): Promise<ApiOnDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), `kieu-bench-${name}-`));
  // PostgreSQL runs as its own user, who must pass through this folder (mkdtemp makes it 0700).
  await chmod(dir, 0o755);
  const cluster =
    database === 'postgres' ? await startPostgresCluster(path.join(dir, 'postgres')) : undefined;
  const pglitePort = await freePort();
  const databaseUrl =
    cluster?.url ?? `postgres://postgres:postgres@127.0.0.1:${pglitePort}/postgres`;
  const env = {
    DATA_DIR: path.join(dir, 'data'),
    PGLITE_PORT: String(pglitePort),
    DATABASE_URL: cluster?.url ?? '',
    LOG_LEVEL: 'info',
  };
  const embedded = cluster ? undefined : await startDatabaseProcess(env);
  try {
    const api = await startApiProcess({
      ...env,
      API_PORT: '0',
      PGLITE_IN_API: 'false',
      // As in production (decision 070): the API runs no job workers, so no engine warms in it.
      RUN_WORKERS: 'false',
      ...overrides,
    });
    return {
      url: api.url,
      pid: api.child.pid!,
      databaseUrl,
      workerEnv: { ...env, PGLITE_IN_API: 'false' },
      async stop() {
        await api.stop();
        await embedded?.stop();
        cluster?.stop();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await embedded?.stop();
    cluster?.stop();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
