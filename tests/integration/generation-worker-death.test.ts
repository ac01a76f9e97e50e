import { spawn, type ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { creditCharges } from '../../src/server/db/schema.ts';
import { call, signUp } from './support/accounts.ts';
import { grantTestCredits, subscribe } from './support/payments.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// The API takes submits but runs no jobs; separate worker processes (as `npm run worker`) do.
let api: TestApi;
const workers: ChildProcess[] = [];
beforeAll(async () => {
  api = await startTestApi({ RUN_WORKERS: 'false' });
});
afterAll(async () => {
  for (const worker of workers) killWithChildren(worker);
  await api?.stop();
});

/**
 * A worker dies as its machine would: with the ffmpeg it started. Killing the node process alone
 * leaves that ffmpeg rendering on, taking the cores the next worker needs.
 */
function killWithChildren(worker: ChildProcess) {
  try {
    process.kill(-worker.pid!, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: api.deps.database.url,
      DATA_DIR: api.dataDir,
      APP_SECRET: api.deps.env.APP_SECRET,
      ...api.storeEnv,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    // Its own process group, so the kill reaches the children too.
    detached: true,
  });
  workers.push(child);
  return child;
}

const progressOf = async (token: string, id: string) =>
  (await call(api, 'GET', `/ai/generations/${id}`, { token }))
    .body as unknown as GenerationProgress;

/** Polls the job until `done` says so; a timeout names the last state seen and the time spent. */
async function waitFor(
  token: string,
  id: string,
  done: (progress: GenerationProgress) => boolean,
  timeoutMs: number,
) {
  const started = Date.now();
  let last: GenerationProgress | undefined;
  while (Date.now() - started < timeoutMs) {
    last = await progressOf(token, id);
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const { status, phase, fraction } = last ?? {};
  throw new Error(`still ${status} (${phase}, ${fraction}) after ${Date.now() - started} ms`);
}

describe('a worker that dies in the middle of a generation', () => {
  it('leaves the job to another worker, which finishes it; the credits are charged once', async () => {
    const { token, email } = await signUp(api);
    // 1080p video is a paid-plan gate (spec §6); a long job leaves time to kill the worker.
    await subscribe(api, email, 'basic');
    // Decision 065: a 10 s 1080p Hailuo video costs 6 credits.
    await grantTestCredits(api, email, 6);
    const source = (await uploadAsset(api, token, await personPhoto(), 'image')).id;
    const res = await call(api, 'POST', '/ai/image-to-video/generate', {
      token,
      body: {
        inputs: { source },
        params: { duration: 10, resolution: '1080p', motionStyle: 'dramatic', model: 'hailuo_v2' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const id = (res.body.generation as { id: string }).id;

    const first = startWorker();
    await waitFor(token, id, (progress) => progress.fraction > 0.1, 90_000);
    killWithChildren(first);
    expect((await progressOf(token, id)).status).toBe('processing');

    startWorker();
    const done = await waitFor(token, id, (progress) => progress.status !== 'processing', 180_000);
    expect(done.status).toBe('success');
    expect(done.item.result_media_type).toBe('video');
    // Charged once: the generation's one charge holds its 6 credits and was captured. (Not the
    // balance: the hourly renewal at :17 may grant the Basic plan's credits while this runs.)
    const charges = await api.deps.database.db
      .select({ amount: creditCharges.amount, status: creditCharges.status })
      .from(creditCharges)
      .where(eq(creditCharges.generationId, id));
    expect(charges).toEqual([{ amount: 6, status: 'captured' }]);
  }, 300_000);
});
