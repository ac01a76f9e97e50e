import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi } from './test-api.ts';

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface WorkerProcess extends Omit<ApiProcess, 'url'> {
  /** The worker's /metrics listener (WORKER_METRICS_PORT), if it has one. */
  metricsUrl?: string;
}

/**
 * Runs the API as its own process (as `npm run api` does) and resolves once it logs 'api ready'.
 * @example const api = await spawnApi({ DATA_DIR: dir }); api.child.kill('SIGKILL');
 */
export async function spawnApi(env: Record<string, string | undefined>): Promise<ApiProcess> {
  const started = await spawnEntry('src/server/main.ts', 'api ready', {
    API_PORT: '0',
    PGLITE_PORT: '0',
    ...env,
  });
  return { ...started, url: started.ready.url as string };
}

/**
 * A second API process on a test API's database, secret and store, as a deployment runs several
 * (`npm run api` on each machine); `stop()` ends it and removes its data folder.
 * @example const second = await spawnSecondApi(first); await second.stop();
 */
export async function spawnSecondApi(
  first: TestApi,
  env: Record<string, string> = {},
): Promise<ApiProcess & { stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-second-'));
  const api = await spawnApi({
    DATABASE_URL: first.deps.database.url,
    APP_SECRET: first.deps.env.APP_SECRET,
    DATA_DIR: dataDir,
    ...first.storeEnv,
    RUN_WORKERS: 'false',
    NODE_ENV: 'test',
    ...env,
  }).catch(async (error: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    ...api,
    async stop() {
      api.child.kill('SIGTERM');
      await api.exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A file's two API processes on one database: an in-process test API with no job workers, and
 * a second one spawned on its database, started before the file's tests and stopped after them.
 * Read `first` and `second` inside the tests.
 * @example const apis = twoApiProcesses({ AUTH_CACHE_TTL_MS: '5000' }, {}); apis.second.url;
 */
export function twoApiProcesses(
  firstEnv: Record<string, string>,
  secondEnv: Record<string, string>,
): { first: TestApi; second: Awaited<ReturnType<typeof spawnSecondApi>> } {
  const apis = {} as ReturnType<typeof twoApiProcesses>;
  beforeAll(async () => {
    apis.first = await startTestApi({ RUN_WORKERS: 'false', ...firstEnv });
    apis.second = await spawnSecondApi(apis.first, secondEnv);
  }, 120_000);
  afterAll(async () => {
    await apis.second?.stop();
    await apis.first?.stop();
  });
  return apis;
}

/** GET /auth/profile with a session, on any API process's base URL. */
export const profileOn = (base: string, token: string) =>
  fetch(`${base}/auth/profile`, { headers: { authorization: `Bearer ${token}` } });

/**
 * Runs job workers as their own process (as `npm run worker` does) and resolves once it logs
 * 'worker ready'.
 * @example const worker = await spawnWorker({ DATABASE_URL: api.deps.database.url, DATA_DIR });
 */
export async function spawnWorker(env: Record<string, string | undefined>): Promise<WorkerProcess> {
  const started = await spawnEntry('src/server/worker.ts', 'worker ready', env);
  return { ...started, metricsUrl: started.ready.metricsUrl as string | undefined };
}

function spawnEntry(
  entry: string,
  readyMessage: string,
  env: Record<string, string | undefined>,
): Promise<Omit<ApiProcess, 'url'> & { ready: Record<string, unknown> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      try {
        const entry = JSON.parse(line) as Record<string, unknown>;
        if (entry.msg === readyMessage) resolve({ child, lines, exited, ready: entry });
      } catch {
        // not a log line
      }
    });
    exited.then(({ code }) =>
      reject(new Error(`${entry} exited with ${code}:\n${lines.join('\n')}`)),
    );
  });
}
