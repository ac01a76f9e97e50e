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
  dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-crash-'));
  database = await createTestDatabase();
  storeEnv = await testStoreEnv();
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

async function write(url: string, subject: string) {
  const res = await fetch(`${url}/dev/outbox/test`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: 'crash@example.com', subject }),
  });
  if (res.status !== 201) throw new Error(`write failed: ${res.status}`);
}

describe('an API killed with SIGKILL in the middle of writes', () => {
  it('keeps every acknowledged write and opens cleanly on restart', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, ...storeEnv };
    const first = await spawnApi(env);
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    // Four writers keep requests in flight; the kill lands while some are mid-write.
    const writer = async () => {
      while (!killed) {
        const subject = `write-${next++}`;
        try {
          await write(first.url, subject);
          acknowledged.push(subject);
        } catch {
          return;
        }
        if (acknowledged.length >= 40 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await spawnApi(env);
    try {
      const health = await fetch(`${second.url}/health/ready`);
      expect(health.status).toBe(200);
      const { messages } = (await (await fetch(`${second.url}/dev/outbox`)).json()) as {
        messages: { subject: string }[];
      };
      const stored = new Set(messages.map((m) => m.subject));
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      expect(acknowledged.filter((s) => !stored.has(s))).toEqual([]);
      await write(second.url, 'after-restart');
    } finally {
      second.child.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
    }
  });
});
