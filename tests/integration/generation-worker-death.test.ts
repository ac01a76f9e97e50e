import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
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
  for (const worker of workers) worker.kill('SIGKILL');
  await api?.stop();
});

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
  });
  workers.push(child);
  return child;
}

const progressOf = async (token: string, id: string) =>
  (await call(api, 'GET', `/ai/generations/${id}`, { token }))
    .body as unknown as GenerationProgress;

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('timed out');
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
    await waitFor(async () => (await progressOf(token, id)).fraction > 0.1, 60_000);
    first.kill('SIGKILL');
    expect((await progressOf(token, id)).status).toBe('processing');

    startWorker();
    await waitFor(async () => (await progressOf(token, id)).status !== 'processing', 120_000);
    const done = await progressOf(token, id);
    expect(done.status).toBe('success');
    expect(done.item.result_media_type).toBe('video');
    const balance = (await call(api, 'GET', '/ai/estimate?tool=image-to-video', { token })).body
      .balance;
    expect(balance).toBe(5);
  }, 180_000);
});
