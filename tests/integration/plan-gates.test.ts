import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { generations, storedFiles } from '../../src/server/db/schema.ts';
import { readObject } from '../../src/server/storage/read-object.ts';
import { call, signUp } from './support/accounts.ts';
import { grantTestCredits, subscribe } from './support/payments.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

async function finished(token: string, id: string): Promise<GenerationProgress> {
  for (let i = 0; i < 300; i += 1) {
    const progress = (await call(api, 'GET', `/ai/generations/${id}`, { token }))
      .body as unknown as GenerationProgress;
    if (progress.status !== 'processing') return progress;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`generation ${id} still processing`);
}

const balanceOf = async (token: string) =>
  (await call(api, 'GET', '/ai/estimate?tool=image-editing', { token })).body.balance as number;

/** Edits the same photo with the same preset; answers the generation id and its result bytes. */
async function edit(token: string, photo: Buffer) {
  const image = await uploadAsset(api, token, photo, 'image');
  const res = await call(api, 'POST', '/ai/image-editing/generate', {
    token,
    body: {
      inputs: { source: image.id },
      params: { preset: 'color-adjustment', strength: 0.5, guidanceScale: 7.5, qualitySteps: 30 },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const id = (res.body.generation as { id: string }).id;
  expect((await finished(token, id)).status).toBe('success');
  const [row] = await api.deps.database.db
    .select({ key: storedFiles.storageKey })
    .from(generations)
    .innerJoin(storedFiles, eq(storedFiles.id, generations.resultFileId))
    .where(eq(generations.id, id));
  return { id, bytes: (await readObject(api.deps.store, row!.key))! };
}

describe('plan gates enforced on the server (spec §6)', () => {
  it('watermarks free results and not paid ones', async () => {
    const photo = await personPhoto();
    const free = await signUp(api);
    const paid = await signUp(api);
    await subscribe(api, paid.email, 'pro');
    // Pixels, not bytes: each result's content credentials (issue 17) differ run to run.
    const pixels = async (run: Promise<{ bytes: Buffer }>) =>
      sharp((await run).bytes)
        .raw()
        .toBuffer();
    const freeResult = await pixels(edit(free.token, photo));
    const paidResult = await pixels(edit(paid.token, photo));
    expect(freeResult.equals(paidResult)).toBe(false);
    // The engine is deterministic: another paid run gives the very same unmarked pixels.
    expect((await pixels(edit(paid.token, photo))).equals(paidResult)).toBe(true);
  });

  it("refuses 1080p video on the free plan with a 403 in the caller's language; a paid plan may", async () => {
    const free = await signUp(api);
    const source = (await uploadAsset(api, free.token, await personPhoto(), 'image')).id;
    const body = {
      inputs: { source },
      params: { duration: 5, resolution: '1080p', motionStyle: 'natural', model: 'seedance_v1' },
    };
    const before = await balanceOf(free.token);
    const refused = await call(api, 'POST', '/ai/image-to-video/generate', {
      token: free.token,
      lang: 'vi',
      body,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('plan_upgrade_required');
    expect(refused.body.detail ?? refused.body.message).toContain('1080p');
    expect(await balanceOf(free.token)).toBe(before);
    const low = await call(api, 'POST', '/ai/image-to-video/generate', {
      token: free.token,
      body: { ...body, params: { ...body.params, resolution: '480p' } },
    });
    expect(low.status).toBe(202);

    const paid = await signUp(api);
    await subscribe(api, paid.email, 'basic');
    // 1080p costs 8 credits (decision 065), more than the free trial's 5.
    await grantTestCredits(api, paid.email, 8);
    const paidSource = (await uploadAsset(api, paid.token, await personPhoto(), 'image')).id;
    const allowed = await call(api, 'POST', '/ai/image-to-video/generate', {
      token: paid.token,
      body: { ...body, inputs: { source: paidSource } },
    });
    expect(allowed.status).toBe(202);
  });

  it('queues higher tiers with a higher priority and charges nothing on an unlimited plan', async () => {
    const free = await signUp(api);
    const premium = await signUp(api);
    await subscribe(api, premium.email, 'enterprise');
    const photo = await personPhoto();
    const before = await balanceOf(premium.token);
    const freeJob = await edit(free.token, photo);
    const premiumJob = await edit(premium.token, photo);
    expect(await balanceOf(premium.token)).toBe(before);
    const priorities = await api.deps.database.db.execute(
      sql`select data->>'generationId' as id, priority from pgboss.job where name = 'generation'
          and data->>'generationId' in (${freeJob.id}, ${premiumJob.id})`,
    );
    const byId = Object.fromEntries(
      (priorities.rows as { id: string; priority: number }[]).map((row) => [row.id, row.priority]),
    );
    expect(byId[freeJob.id]).toBe(0);
    expect(byId[premiumJob.id]).toBe(3);
  });
});
