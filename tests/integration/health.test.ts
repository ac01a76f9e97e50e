import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../src/server/env.ts';
import { createLogger } from '../../src/server/logger.ts';
import { startApi } from '../../src/server/start-api.ts';
import { freePort } from '../../scripts/lib/postgres-cluster.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Decision 068: GET /health is liveness (the process answers), GET /health/ready is readiness
// (the database and the job queue answer).
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

describe('GET /health/ready', () => {
  it('answers 200 with the database and the job queue up', async () => {
    const res = await fetch(`${api.url}/health/ready`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: { status: 'up' },
      queue: { status: 'up' },
    });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /health', () => {
  it('answers a small JSON 200 with the public headers and no log line', async () => {
    const res = await fetch(`${api.url}/health?probe=1`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(api.logs.some((line) => line.path === '/health')).toBe(false);
    const head = await fetch(`${api.url}/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });

  it('leaves other methods and paths under it to the app', async () => {
    expect((await fetch(`${api.url}/health`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${api.url}/healthz`)).status).toBe(404);
  });

  it('answers 200 once the database is gone, while /health/ready answers 503', async () => {
    const broken = await startTestApi();
    try {
      await broken.deps.database.close();
      expect((await fetch(`${broken.url}/health`)).status).toBe(200);
      const ready = await fetch(`${broken.url}/health/ready`);
      expect(ready.status).toBe(503);
      expect((await ready.json()).database.status).toBe('down');
    } finally {
      await broken.deps.queue.stop({ graceful: false }).catch(() => {});
      await rm(broken.dataDir, { recursive: true, force: true });
    }
  });

  it('answers 200 before the database is open, while /health/ready answers 503', async () => {
    // A database server that accepts connections and never answers: the API listens, then
    // waits on it while migrating.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-test-'));
    const port = await freePort();
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${(silent.address() as AddressInfo).port}/x`,
      OBJECT_STORE: 'local',
    });
    const starting = startApi(env, { logger: createLogger(env) }).then(
      () => 'started',
      () => 'failed',
    );
    try {
      const url = `http://127.0.0.1:${port}`;
      await expect
        .poll(() =>
          fetch(`${url}/health`).then(
            (res) => res.status,
            () => 0,
          ),
        )
        .toBe(200);
      expect(sockets.length).toBeGreaterThan(0);
      expect((await fetch(`${url}/health/ready`)).status).toBe(503);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      expect(await starting).toBe('failed');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
