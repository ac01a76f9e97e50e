import { drizzle } from 'drizzle-orm/node-postgres';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database.ts';
import * as schema from '../../src/server/db/schema.ts';
import { writeProgress } from '../../src/server/services/generation/progress-notices.ts';
import { failGeneration } from '../../src/server/services/generation/run-generation.ts';
import { PROGRESS_LISTENER_NAME } from '../../src/server/start-api.ts';
import { call, signUp } from './support/accounts.ts';
import { openProgressEvents, type ProgressEvents } from './support/event-stream.ts';
import { insertGeneration } from './support/generations.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { testDbKind } from './support/test-database.ts';

// Decision 028. API A serves the event streams and runs no jobs; its safety poll is an hour, so
// only notices can move a stream along. API B shares A's database and files: it runs the jobs
// and reads its streams' rows every 300 ms. The writer is a connection of its own.
let a: TestApi;
let b: TestApi;
let writerPool: pg.Pool;
let writer: Db;
const streams: ProgressEvents[] = [];

beforeAll(async () => {
  a = await startTestApi({ RUN_WORKERS: 'false', PROGRESS_SAFETY_POLL_MS: '3600000' });
  b = await startTestApi({
    // The same files as API a: on the S3 stage, its bucket.
    ...a.storeEnv,
    DATABASE_URL: a.deps.database.url,
    DATA_DIR: a.dataDir,
    DB_POOL_MAX: '2',
    PROGRESS_SAFETY_POLL_MS: '300',
  });
  writerPool = new pg.Pool({ connectionString: a.deps.database.url, max: 1 });
  writer = drizzle(writerPool, { schema });
}, 120_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await writerPool?.end();
  await b?.stop();
  await a?.stop();
});

async function follow(api: TestApi, token: string, id: string) {
  const events = await openProgressEvents(api.url, token, id);
  streams.push(events);
  return events;
}

async function processingGeneration() {
  const { token } = await signUp(a);
  const profile = await call(a, 'GET', '/auth/profile', { token });
  const row = await insertGeneration(a, profile.body.id as string, { status: 'processing' });
  return { token, id: row.id };
}

const failAs = (id: string) =>
  failGeneration({ db: writer, clock: a.deps.clock, queue: a.deps.queue }, id);

describe('GET /ai/generations/:id/events woken by notices', () => {
  it('delivers each phase written by another connection, then the failure, and closes', async () => {
    expect(a.deps.progressNotices.listening).toBe(true);
    const { token, id } = await processingGeneration();
    const events = await follow(a, token, id);
    expect(await events.next()).toMatchObject({ id, status: 'processing', phase: 'queued' });
    for (const [phase, fraction] of [
      ['analysing', 0.2],
      ['processing', 0.5],
      ['finalising', 0.9],
    ] as const) {
      await writeProgress(writer, id, phase, fraction);
      expect(await events.next()).toMatchObject({ status: 'processing', phase, fraction });
    }
    await failAs(id);
    const last = await events.next();
    expect(last).toMatchObject({ status: 'failed', fraction: 1 });
    expect(last!.item.error).toBeTruthy();
    expect(await events.next()).toBeNull();
  });

  it('ends with the result when a job run by another API process succeeds', async () => {
    const { token } = await signUp(a);
    const source = (await uploadAsset(a, token, await personPhoto(), 'image')).id;
    const res = await call(a, 'POST', '/ai/image-editing/generate', {
      token,
      body: { inputs: { source }, params: { prompt: 'black and white' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const events = await follow(a, token, (res.body.generation as { id: string }).id);
    const seen = [];
    for (let event = await events.next(); event; event = await events.next()) seen.push(event);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.slice(0, -1).every((event) => event.status === 'processing')).toBe(true);
    expect(seen.at(-1)).toMatchObject({
      status: 'success',
      fraction: 1,
      item: { missing_result: false },
    });
    expect(seen.at(-1)!.item.result_url).toBeTruthy();
  }, 120_000);

  it('reads a change that sent no notice at its next safety poll', async () => {
    const { token, id } = await processingGeneration();
    const events = await follow(b, token, id);
    expect(await events.next()).toMatchObject({ status: 'processing' });
    // As if the notice were lost: the row changes and nobody is told.
    await writer
      .update(schema.generations)
      .set({ status: 'failed', error: 'lost notice', completedAt: new Date() })
      .where(eq(schema.generations.id, id));
    expect(await events.next()).toMatchObject({ status: 'failed', item: { error: 'lost notice' } });
    expect(await events.next()).toBeNull();
  });

  it.runIf(testDbKind === 'postgres')(
    'reads the final state after its listening connection is cut',
    async () => {
      const { token, id } = await processingGeneration();
      const events = await follow(a, token, id);
      expect(await events.next()).toMatchObject({ status: 'processing' });
      const cut = await writerPool.query(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where application_name = $1 and datname = current_database()`,
        [PROGRESS_LISTENER_NAME],
      );
      expect(cut.rows.length).toBeGreaterThan(0);
      await failAs(id);
      expect(await events.next()).toMatchObject({ status: 'failed' });
      expect(await events.next()).toBeNull();
      while (!a.logs.some((line) => line.msg === 'notice listener reconnected')) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(a.deps.progressNotices.listening).toBe(true);
    },
  );
});
