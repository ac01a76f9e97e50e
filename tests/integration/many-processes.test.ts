import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { call, signUp } from './support/accounts.ts';
import {
  spawnApi,
  spawnWorker,
  type ApiProcess,
  type WorkerProcess,
} from './support/api-process.ts';
import { startS3Server, type S3Server } from './support/s3-server.ts';
import { fullBodyPhoto, garmentPhoto, uploadAsset } from './support/studio-inputs.ts';
import type { TestApi } from './support/test-api.ts';
import { createTestDatabase, testDbKind } from './support/test-database.ts';

// Issue 16, point 4: one PostgreSQL, one S3 server, two API processes (no workers in them) and
// worker processes, as behind a load balancer. The test helpers speak to an API by its URL.
const onPostgres = testDbKind === 'postgres';

let s3: S3Server;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let shared: Record<string, string>;
const apis: ApiProcess[] = [];
const workers: WorkerProcess[] = [];

const asTestApi = (api: ApiProcess) => ({ url: api.url }) as TestApi;

beforeAll(async () => {
  if (!onPostgres) return;
  s3 = await startS3Server();
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-many-'));
  shared = {
    NODE_ENV: 'test',
    DATABASE_URL: database.url!,
    ...s3.envFor(await s3.createBucket()),
    APP_SECRET: `many-processes-app-secret-${randomUUID()}`,
    JWT_SECRET: `many-processes-jwt-secret-${randomUUID()}`,
    RUN_WORKERS: 'false',
    MIGRATE_ON_START: 'false',
    TRUST_PROXY: 'true',
  };
  // Migrations run once, as a release step, before any process starts.
  const migrate = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/migrate-database.ts'],
    { env: { ...process.env, ...shared }, encoding: 'utf8', timeout: 60_000 },
  );
  expect(migrate.status, migrate.stderr).toBe(0);
  // Each process has its own data folder: nothing may be shared through the local disk.
  for (const name of ['api-1', 'api-2']) {
    apis.push(await spawnApi({ ...shared, DATA_DIR: path.join(dataDir, name) }));
  }
  workers.push(await startWorker('worker-1'));
}, 120_000);

afterAll(async () => {
  for (const child of [...apis, ...workers]) child.child.kill('SIGKILL');
  await Promise.all([...apis, ...workers].map((child) => child.exited));
  if (!onPostgres) return;
  await database.drop();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

function startWorker(name: string) {
  return spawnWorker({ ...shared, DATA_DIR: path.join(dataDir, name) });
}

/** The server-sent events of a generation, read as they come. */
function follow(api: ApiProcess, token: string, id: string) {
  const events: GenerationProgress[] = [];
  let onEvent = () => {};
  const done = (async () => {
    const res = await fetch(`${api.url}/ai/generations/${id}/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    });
    expect(res.status).toBe(200);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body!) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('data:'));
        buffer = buffer.slice(end + 2);
        if (data) {
          events.push(JSON.parse(data.slice(5)) as GenerationProgress);
          onEvent();
        }
      }
    }
    return events;
  })();
  const until = (check: (event: GenerationProgress) => boolean) =>
    new Promise<GenerationProgress>((resolve) => {
      const look = () => {
        const found = events.find(check);
        if (found) resolve(found);
      };
      onEvent = look;
      look();
    });
  return { events, done, until };
}

describe.runIf(onPostgres)(
  'two API processes and a worker on one PostgreSQL and one bucket',
  () => {
    it('runs a try-on submitted on API 1, watched on API 2, through a worker killed mid-job', async () => {
      const [one, two] = [asTestApi(apis[0]!), asTestApi(apis[1]!)];
      const { token } = await signUp(one);
      // A session made on API 1 is a session on API 2.
      expect((await call(two, 'GET', '/auth/profile', { token })).status).toBe(200);
      const person = (await uploadAsset(two, token, await fullBodyPhoto(), 'model')).id;
      const clothing = (await uploadAsset(one, token, await garmentPhoto(), 'garment')).id;

      const key = `many-${randomUUID()}`;
      const submit = (api: TestApi) =>
        call(api, 'POST', '/ai/virtual-tryon/generate', {
          token,
          headers: { 'idempotency-key': key },
          body: { inputs: { person, clothing }, params: { category: 'tops' } },
        });
      const first = await submit(one);
      expect(first.status, JSON.stringify(first.body)).toBe(202);
      const id = (first.body.generation as { id: string }).id;
      // The same key on the other API answers the same generation and charges nothing more.
      const replay = await submit(two);
      expect(replay.status).toBe(200);
      expect((replay.body.generation as { id: string }).id).toBe(id);

      const stream = follow(apis[1]!, token, id);
      await stream.until((event) => event.status === 'processing' && event.fraction > 0);
      workers[0]!.child.kill('SIGKILL');
      await workers[0]!.exited;
      // Killed in the middle: the job is unfinished, so only the next worker can end it.
      const after = await call(two, 'GET', `/ai/generations/${id}`, { token });
      expect(after.body.status).toBe('processing');
      workers.push(await startWorker('worker-2'));

      const final = await stream.until((event) => event.status !== 'processing');
      expect(final.status, final.item.error ?? '').toBe('success');
      await stream.done;
      expect(stream.events.length).toBeGreaterThan(1);

      // Credits exact: the free plan's 5, one try-on held once and kept once.
      for (const api of [one, two]) {
        const estimate = await call(api, 'GET', '/ai/estimate?tool=virtual-tryon', { token });
        expect(estimate.body.balance).toBe(4);
      }
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const charges = await client.query(
          'select count(*)::int as n from credit_charges where generation_id = $1',
          [id],
        );
        expect(charges.rows[0].n).toBe(1);
      } finally {
        await client.end();
      }

      // The result is a presigned link on the bucket, from either API, and downloads the image.
      for (const api of [one, two]) {
        const item = await call(api, 'GET', `/history/${id}`, { token });
        const url = new URL(item.body.result_url as string);
        expect(url.origin).toBe(s3.endpoint);
        expect(url.searchParams.get('X-Amz-Signature')).toBeTruthy();
        const image = await fetch(url);
        expect(image.status).toBe(200);
        const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
        expect(meta.width).toBeGreaterThan(0);
        const download = await fetch(`${api.url}/history/${id}/download?size=small`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(download.status).toBe(200);
      }
    }, 240_000);

    it('counts a login limit across both APIs, and a logout on one ends the session on both', async () => {
      const [one, two] = [asTestApi(apis[0]!), asTestApi(apis[1]!)];
      const { email, password, token } = await signUp(two);
      const attempts = await Promise.all(
        Array.from({ length: 14 }, (_, i) =>
          call(i % 2 ? one : two, 'POST', '/auth/login', {
            body: { username: email, password: `wrong-${i}-password` },
          }),
        ),
      );
      const statuses = attempts.map((res) => res.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);
      const right = await call(one, 'POST', '/auth/login', { body: { username: email, password } });
      expect(right.status).toBe(429);

      expect((await call(one, 'POST', '/auth/logout', { token })).status).toBeLessThan(300);
      expect((await call(two, 'GET', '/auth/profile', { token })).status).toBe(401);
    });
  },
);
