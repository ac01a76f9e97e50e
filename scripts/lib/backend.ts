import { startProcess, type Managed } from './processes.ts';

/** A `src/server` entry as its own process, ready when it logs `readyMessage`. */
function startEntry(
  name: string,
  entry: string,
  readyMessage: string,
  env: Record<string, string>,
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void,
): Promise<Managed> {
  return startProcess({
    name,
    command: process.execPath,
    args: ['--import', 'tsx', entry],
    spawnOptions: { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    ready: (line) => line.includes(`"${readyMessage}"`),
    onLine,
    timeoutMs: 120_000,
  });
}

/** The API as its own process, so a crash or restart of one part leaves the others running. */
export async function startApiProcess(
  env: Record<string, string>,
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void,
): Promise<Managed & { url: string }> {
  const managed = await startEntry('api', 'src/server/main.ts', 'api ready', env, onLine);
  return { ...managed, url: (JSON.parse(managed.readyLine) as { url: string }).url };
}

/** Job workers as their own process (`npm run worker`); `env` names the API's database. */
export function startWorkerProcess(
  env: Record<string, string>,
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void,
): Promise<Managed> {
  return startEntry('worker', 'src/server/worker.ts', 'worker ready', env, onLine);
}

/**
 * The embedded PGlite as its own process (`npm run db`, decision 073), on PGLITE_PORT (0: a free
 * one); `port` is the one it bound. It ignores Ctrl-C: `stop()` ends it after the others.
 */
export async function startDatabaseProcess(
  env: Record<string, string>,
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void,
): Promise<Managed & { port: string }> {
  const managed = await startEntry(
    'database',
    'src/server/database-process.ts',
    'database ready',
    { ...env, DATABASE_STOPPED_BY_PARENT: 'true' },
    onLine,
  );
  const { url } = JSON.parse(managed.readyLine) as { url: string };
  return { ...managed, port: new URL(url).port };
}

export interface Backend {
  apiUrl: string;
  api: Managed;
  worker: Managed;
  /** The embedded database's process, when no DATABASE_URL names a server (decision 073). */
  database?: Managed;
  /** Stops the worker, then the API, then the database they both use. */
  stop(): Promise<void>;
}

/**
 * The API with no job workers in it and one worker process on the same database and store
 * (decision 070): the engine's models load in the worker, never in the API. Without
 * DATABASE_URL, the embedded PGlite runs first in a third process (decision 073), and the API
 * (PGLITE_IN_API=false) and the worker connect to the port it bound. `onExit` hears of any of
 * them ending before `stop()`.
 * @example const backend = await startBackend({ apiEnv: { DATA_DIR: dir } }); await backend.stop();
 */
export async function startBackend(options: {
  apiEnv: Record<string, string>;
  onLine?: (name: string, line: string, stream: 'stdout' | 'stderr') => void;
  onExit?: (name: string, code: number | null) => void;
}): Promise<Backend> {
  const tell = (name: string) => (line: string, stream: 'stdout' | 'stderr') =>
    options.onLine?.(name, line, stream);
  const started: Managed[] = [];
  const stopAll = async () => {
    for (const managed of [...started].reverse()) await managed.stop();
  };
  try {
    const database = options.apiEnv.DATABASE_URL
      ? undefined
      : await startDatabaseProcess(options.apiEnv, tell('database'));
    if (database) started.push(database);
    const shared = database
      ? { ...options.apiEnv, PGLITE_PORT: database.port, PGLITE_IN_API: 'false' }
      : options.apiEnv;
    const api = await startApiProcess({ ...shared, RUN_WORKERS: 'false' }, tell('api'));
    started.push(api);
    const worker = await startWorkerProcess(shared, tell('worker'));
    started.push(worker);
    let stopping = false;
    for (const managed of started) {
      void managed.exited.then((code) => {
        if (!stopping) options.onExit?.(managed.name, code);
      });
    }
    return {
      apiUrl: api.url,
      api,
      worker,
      database,
      async stop() {
        stopping = true;
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
