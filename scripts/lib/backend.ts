import { startProcess, type Managed } from './processes.ts';

/** The API as its own process, so a crash or restart of one part leaves the others running. */
export async function startApiProcess(
  env: Record<string, string>,
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void,
): Promise<Managed & { url: string }> {
  const managed = await startProcess({
    name: 'api',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/server/main.ts'],
    spawnOptions: { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    ready: (line) => line.includes('"api ready"'),
    onLine,
    timeoutMs: 120_000,
  });
  return { ...managed, url: (JSON.parse(managed.readyLine) as { url: string }).url };
}

/** Job workers as their own process (`npm run worker`); `env` names the API's database. */
export function startWorkerProcess(
  env: Record<string, string>,
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void,
): Promise<Managed> {
  return startProcess({
    name: 'worker',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/server/worker.ts'],
    spawnOptions: { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    ready: (line) => line.includes('"worker ready"'),
    onLine,
    timeoutMs: 120_000,
  });
}

export interface Backend {
  apiUrl: string;
  api: Managed;
  worker: Managed;
  /** Stops the worker, then the API (with PGlite the API hosts the worker's database). */
  stop(): Promise<void>;
}

/**
 * The API with no job workers in it and one worker process on the same database and store
 * (decision 070): the engine's models load in the worker, never in the API. With the embedded
 * PGlite the API serves it on PGLITE_PORT and names the bound address in its ready line, whose
 * port the worker gets as PGLITE_PORT. `onExit` hears of either process ending before `stop()`.
 * @example const backend = await startBackend({ apiEnv: { DATA_DIR: dir } }); await backend.stop();
 */
export async function startBackend(options: {
  apiEnv: Record<string, string>;
  onLine?: (name: string, line: string, stream: 'stdout' | 'stderr') => void;
  onExit?: (name: string, code: number | null) => void;
}): Promise<Backend> {
  const api = await startApiProcess({ ...options.apiEnv, RUN_WORKERS: 'false' }, (line, stream) =>
    options.onLine?.('api', line, stream),
  );
  const { databaseUrl } = JSON.parse(api.readyLine) as { databaseUrl?: string };
  // The port, not the URL: the worker then knows the database is PGlite (its hourly ANALYZE).
  const worker = await startWorkerProcess(
    { ...options.apiEnv, ...(databaseUrl ? { PGLITE_PORT: new URL(databaseUrl).port } : {}) },
    (line, stream) => options.onLine?.('worker', line, stream),
  ).catch(async (error: unknown) => {
    await api.stop();
    throw error;
  });
  let stopping = false;
  for (const managed of [api, worker]) {
    void managed.exited.then((code) => {
      if (!stopping) options.onExit?.(managed.name, code);
    });
  }
  return {
    apiUrl: api.url,
    api,
    worker,
    async stop() {
      stopping = true;
      await worker.stop();
      await api.stop();
    },
  };
}
