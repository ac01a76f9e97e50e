import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportResponseSchema,
  type ExportPreset,
  type ExportView,
} from '../../src/contracts/catalogue.ts';
import { checkWithC2paTs } from '../support/content-credentials.ts';
import { call, signUp } from './support/accounts.ts';
import { subscribe } from './support/payments.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { freePlanResult } from './support/watermarked-result.ts';
import { readZip } from './support/zip.ts';

/**
 * Decision 101 for the marketplace ZIP: the watermark follows the plan when the ZIP is made, as
 * a download's does. A result made on the free plan is packed from its clean copy once the
 * account is on a paid plan; on the free plan the mark is on the packed cover.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

/** Exports one result and returns the picture the ZIP holds. */
async function exported(token: string, id: string, preset: ExportPreset): Promise<Buffer> {
  const started = await call(api, 'POST', '/catalogue/exports', {
    token,
    body: { preset, generationIds: [id] },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const exportId = exportResponseSchema.parse(started.body).export.id;
  let view: ExportView;
  const until = Date.now() + 120_000;
  do {
    await new Promise((resolve) => setTimeout(resolve, 250));
    view = exportResponseSchema.parse(
      (await call(api, 'GET', `/catalogue/exports/${exportId}`, { token })).body,
    ).export;
  } while (view.status !== 'ready' && view.status !== 'failed' && Date.now() < until);
  expect(view.status, view.error ?? '').toBe('ready');
  const zip = readZip(Buffer.from(await (await fetch(view.url!)).arrayBuffer()));
  const [jpeg] = [...zip].filter(([name]) => name.endsWith('.jpg')).map(([, bytes]) => bytes);
  expect((await checkWithC2paTs(jpeg!)).valid).toBe(true);
  return jpeg!;
}

/**
 * Mean absolute difference per channel in the bottom-right corner, where the watermark's solid
 * label is (decision 042): a fifth of the width, a tenth of the height.
 */
async function cornerDifference(a: Buffer, b: Buffer) {
  const corner = async (image: Buffer) => {
    const { width, height } = await sharp(image).metadata();
    const box = { width: Math.round(width / 5), height: Math.round(height / 10) };
    return sharp(image)
      .extract({ left: width - box.width, top: height - box.height, ...box })
      .removeAlpha()
      .raw()
      .toBuffer();
  };
  const [x, y] = await Promise.all([corner(a), corner(b)]);
  expect(x.length).toBe(y.length);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i]! - y[i]!);
  return sum / x.length;
}

describe('the marketplace ZIP follows the plan at export', () => {
  it('packs a free-plan result with the mark, and from its clean copy after an upgrade', async () => {
    const user = await signUp(api);
    const { id, stored, clean } = await freePlanResult(api, user.token);
    // The label makes the two differ a lot in the corner; a JPEG of either stays close to it.
    const markWeight = await cornerDifference(stored, clean);
    expect(markWeight).toBeGreaterThan(10);

    const freeOriginal = await exported(user.token, id, 'original');
    const freeCover = await exported(user.token, id, 'shopee');
    expect(await cornerDifference(freeOriginal, stored)).toBeLessThan(markWeight / 4);

    await subscribe(api, user.email, 'starter');
    const paidOriginal = await exported(user.token, id, 'original');
    expect(await cornerDifference(paidOriginal, clean)).toBeLessThan(markWeight / 4);
    expect(await cornerDifference(paidOriginal, stored)).toBeGreaterThan(markWeight / 2);
    // The cover is cut out on white from the same clean picture on both plans; only the free
    // plan's carries the label in its corner.
    const paidCover = await exported(user.token, id, 'shopee');
    expect(await cornerDifference(freeCover, paidCover)).toBeGreaterThan(10);
  }, 300_000);
});
