import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../scripts/lib/backend.ts';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { call, signUp } from './support/accounts.ts';
import { portraitPhoto, uploadAsset } from './support/studio-inputs.ts';
import type { TestApi } from './support/test-api.ts';

// Decisions 070 and 073: `npm start` runs the embedded PGlite in a process of its own (a free
// port here, announced in its ready line), then the API with no job workers and one worker
// process, both connected to it.
let backend: Backend;
let dataDir: string;
const lines: Record<string, string[]> = { database: [], api: [], worker: [] };
const exits: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-worker-process-'));
  backend = await startBackend({
    apiEnv: {
      NODE_ENV: 'test',
      API_PORT: '0',
      PGLITE_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
    },
    onLine: (name, line) => lines[name]?.push(line),
    onExit: (name) => exits.push(name),
  });
}, 180_000);

afterAll(async () => {
  await backend?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** The JSON log entries with message `msg` that a process wrote. */
const logged = (name: string, msg: string) =>
  lines[name]!.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      return entry.msg === msg ? [entry] : [];
    } catch {
      return [];
    }
  });

describe('npm start’s backend: a database, an API and a worker process', () => {
  it('starts PGlite alone, then the API without workers and the worker, both on its port', () => {
    const [database] = logged('database', 'database ready');
    expect(database!.url).toMatch(/^postgres:\/\/postgres:postgres@127\.0\.0\.1:\d+\//);
    const [ready] = logged('api', 'api ready');
    expect(ready).toMatchObject({ database: 'pglite', workers: false });
    // The API serves no database of its own: it names the database process's address.
    expect(ready!.databaseUrl).toBe(database!.url);
    expect(logged('worker', 'worker ready')).toHaveLength(1);
    expect(backend.database).toBeDefined();
  });

  it('runs a submitted generation to success in the worker process, not in the API', async () => {
    const api = { url: backend.apiUrl } as TestApi;
    const { token } = await signUp(api);
    const source = (await uploadAsset(api, token, await portraitPhoto(), 'image')).id;
    const res = await call(api, 'POST', '/ai/image-editing/generate', {
      token,
      body: { inputs: { source }, params: { preset: 'enhance-quality' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const id = (res.body.generation as { id: string }).id;
    let progress: GenerationProgress | undefined;
    for (let i = 0; i < 600 && progress?.status !== 'success'; i += 1) {
      progress = (await call(api, 'GET', `/ai/generations/${id}`, { token }))
        .body as unknown as GenerationProgress;
      if (progress.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(progress?.status, progress?.item.error ?? '').toBe('success');
    const finished = (name: string) =>
      logged(name, 'generation finished').filter((entry) => entry.generationId === id);
    expect(finished('worker')).toHaveLength(1);
    expect(finished('api')).toHaveLength(0);
  }, 120_000);

  it('reports a worker that dies, and the API keeps answering', async () => {
    backend.worker.child.kill('SIGKILL');
    await backend.worker.exited;
    await expect.poll(() => exits).toEqual(['worker']);
    expect((await fetch(`${backend.apiUrl}/health`)).status).toBe(200);
  });

  it('keeps the database through Ctrl-C, which reaches every process, until the API has stopped', async () => {
    backend.database!.child.kill('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(backend.database!.child.exitCode).toBeNull();
    expect((await fetch(`${backend.apiUrl}/health/ready`)).status).toBe(200);
    await backend.stop();
    expect(await backend.database!.exited).toBe(0);
  });
});
