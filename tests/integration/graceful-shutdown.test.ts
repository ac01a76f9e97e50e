import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnApi } from './support/api-process.ts';
import { testStoreEnv } from './support/s3-server.ts';
import { createTestDatabase } from './support/test-database.ts';

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let storeEnv: Record<string, string>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-stop-'));
  database = await createTestDatabase();
  storeEnv = await testStoreEnv();
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('graceful shutdown', () => {
  it('lets an in-flight request finish on SIGTERM, then exits 0', async () => {
    const api = await spawnApi({ DATA_DIR: dataDir, DATABASE_URL: database.url, ...storeEnv });
    const body = JSON.stringify({ to: 'stop@example.com', subject: 'in flight' });
    const { port } = new URL(api.url);
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/dev/outbox/test',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const response = new Promise<number>((resolve, reject) => {
      request.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      request.on('error', reject);
    });
    // Half the body now, the signal, then the rest: the request is in flight during shutdown.
    request.write(body.slice(0, 10));
    await new Promise((r) => setTimeout(r, 200));
    api.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    request.end(body.slice(10));

    expect(await response).toBe(201);
    expect((await api.exited).code).toBe(0);
    expect(api.lines.join('\n')).toContain('stopped cleanly');
  });

  it('keeps the message written during shutdown', async () => {
    const api = await spawnApi({ DATA_DIR: dataDir, DATABASE_URL: database.url, ...storeEnv });
    const { messages } = await (await fetch(`${api.url}/dev/outbox`)).json();
    expect(messages.map((m: { subject: string }) => m.subject)).toContain('in flight');
    api.child.kill('SIGINT');
    expect((await api.exited).code).toBe(0);
  });
});

describe('start-up configuration', () => {
  it('stops with a message naming a bad variable', async () => {
    await expect(spawnApi({ API_PORT: 'abc' })).rejects.toThrow(/API_PORT/);
  });

  it('stops naming the bucket when the S3 store has none', async () => {
    await expect(spawnApi({ OBJECT_STORE: 's3', S3_BUCKET: '' })).rejects.toThrow(
      /S3_BUCKET: required when OBJECT_STORE=s3/,
    );
  });
});
