import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations } from '../../src/server/db/schema.ts';
import { checkWithC2paTs } from '../support/content-credentials.ts';
import { call, signUp } from './support/accounts.ts';
import { chooseAiLabel } from './support/ai-label.ts';
import { insertGeneration } from './support/generations.ts';
import { subscribe } from './support/payments.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { freePlanResult, storedBytes } from './support/watermarked-result.ts';

/**
 * Issue 40 point 6 (decision 101): the watermark follows the plan at the time of download. A
 * result made on the free plan downloads clean once the account is on a paid plan; a result
 * stored clean gets the watermark drawn in when downloaded on the free plan. The result's own
 * link (history, shares, community) keeps the pixels it was made with.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

async function download(token: string, id: string) {
  const res = await fetch(`${api.url}/history/${id}/download?size=original&label=none`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** Mean absolute difference per channel between two pictures of one size. */
async function difference(a: Buffer, b: Buffer) {
  const [x, y] = await Promise.all(
    [a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  expect([x!.info.width, x!.info.height]).toEqual([y!.info.width, y!.info.height]);
  let sum = 0;
  for (let i = 0; i < x!.data.length; i++) sum += Math.abs(x!.data[i]! - y!.data[i]!);
  return sum / x!.data.length;
}

describe('the watermark follows the plan at download', () => {
  it('a result made on the free plan downloads without it once the account is on a paid plan', async () => {
    const user = await signUp(api);
    await chooseAiLabel(api, user.token, 'none');
    const { id, stored, clean } = await freePlanResult(api, user.token);

    // On the free plan: the watermarked result, which is also what its link serves.
    const onFree = await download(user.token, id);
    expect(await difference(onFree, clean)).toBeGreaterThan(1);
    expect(await difference(onFree, stored)).toBe(0);

    await subscribe(api, user.email, 'starter');
    const onStarter = await download(user.token, id);
    expect(await difference(onStarter, clean)).toBe(0);
    expect((await checkWithC2paTs(onStarter)).valid).toBe(true);
    // The link to the result still shows what was made on the free plan.
    const item = (await call(api, 'GET', `/history/${id}`, { token: user.token })).body;
    const linked = Buffer.from(await (await fetch(item.result_url as string)).arrayBuffer());
    expect(linked.equals(stored)).toBe(true);
  }, 180_000);

  it('a result stored clean (made on a paid plan) gets the watermark when downloaded on the free plan', async () => {
    const user = await signUp(api);
    await chooseAiLabel(api, user.token, 'none');
    const id = (user.login.user as { id: string }).id;
    const row = await insertGeneration(api, id, { result: { width: 640, height: 800 } });
    await api.deps.database.db
      .update(generations)
      .set({ resultWatermarked: false })
      .where(eq(generations.id, row.id));
    const stored = await storedBytes(api, row.resultFileId!);
    const onFree = await download(user.token, row.id);
    expect(await difference(onFree, stored)).toBeGreaterThan(1);
    const check = await checkWithC2paTs(onFree);
    expect(check.valid).toBe(true);
    expect(check.actions.some((action) => action.action === 'c2pa.edited')).toBe(true);
  }, 60_000);
});
