import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportResponseSchema, type ExportView } from '../../src/contracts/catalogue.ts';
import { marketplacePresets } from '../../src/contracts/marketplace-presets.ts';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import { checkWithC2paTs } from '../support/content-credentials.ts';
import { call, signUp } from './support/accounts.ts';
import { insertGeneration } from './support/generations.ts';
import { subscribe } from './support/payments.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { readZip } from './support/zip.ts';

/**
 * Issue 40 point 5 (decision 101): a marketplace preset promises a white background, so the
 * exported cover has the subject cut out on white, with white all round it, not the result's
 * room or studio backdrop padded with white.
 */
let api: TestApi;
let seller: { token: string; id: string };
beforeAll(async () => {
  api = await startTestApi();
  const account = await signUp(api);
  await subscribe(api, account.email, 'pro');
  seller = { token: account.token, id: (account.login.user as { id: string }).id };
});
afterAll(() => api?.stop());

/** A red T-shirt photographed on a teal studio backdrop with a lit floor. */
const tealStudio = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900">
  <defs><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#1f7a80"/><stop offset="1" stop-color="#2b8f96"/></linearGradient></defs>
  <rect width="900" height="900" fill="url(#floor)"/>
  <path d="M260 170 Q450 230 640 170 L800 260 L740 400 L660 360 L660 780 L240 780 L240 360 L160 400 L100 260 Z"
    fill="#d0253a"/></svg>`;

/** Exports one result for Shopee and returns its cover JPEG. */
async function shopeeCover(result: Buffer, format: 'png' | 'jpeg'): Promise<Buffer> {
  const meta = await sharp(result).metadata();
  const row = await insertGeneration(api, seller.id, {
    result: { width: meta.width, height: meta.height, format, bytes: result },
  });
  const started = await call(api, 'POST', '/catalogue/exports', {
    token: seller.token,
    body: { preset: 'shopee', generationIds: [row.id] },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const id = exportResponseSchema.parse(started.body).export.id;
  let view: ExportView;
  const until = Date.now() + 120_000;
  do {
    await new Promise((resolve) => setTimeout(resolve, 250));
    view = exportResponseSchema.parse(
      (await call(api, 'GET', `/catalogue/exports/${id}`, { token: seller.token })).body,
    ).export;
  } while (view.status !== 'ready' && view.status !== 'failed' && Date.now() < until);
  expect(view.status, view.error ?? '').toBe('ready');
  const zip = readZip(Buffer.from(await (await fetch(view.url!)).arrayBuffer()));
  const [jpeg] = [...zip].filter(([name]) => name.endsWith('.jpg')).map(([, bytes]) => bytes);
  return jpeg!;
}

async function rgb(jpeg: Buffer) {
  const { data, info } = await sharp(jpeg)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
  };
  return { data, width: info.width, height: info.height, at };
}

const white = ([r, g, b]: readonly number[]) => Math.min(r!, g!, b!) >= 240;

/** Every pixel of the outer ring `depth` pixels deep. */
function border(image: Awaited<ReturnType<typeof rgb>>, depth: number) {
  const pixels: (readonly number[])[] = [];
  for (let d = 0; d < depth; d++) {
    for (let x = 0; x < image.width; x++) {
      pixels.push(image.at(x, d), image.at(x, image.height - 1 - d));
    }
    for (let y = 0; y < image.height; y++) {
      pixels.push(image.at(d, y), image.at(image.width - 1 - d, y));
    }
  }
  return pixels;
}

/** Share of the pixels matching `test`. */
function share(image: Awaited<ReturnType<typeof rgb>>, test: (p: readonly number[]) => boolean) {
  let count = 0;
  for (let i = 0; i < image.data.length; i += 3) {
    if (test([image.data[i]!, image.data[i + 1]!, image.data[i + 2]!])) count += 1;
  }
  return count / (image.width * image.height);
}

describe('the marketplace cover’s white background', () => {
  it('sets a product shot on a teal studio backdrop on white, the product whole', async () => {
    const product = await sharp(Buffer.from(tealStudio)).png().toBuffer();
    const cover = await shopeeCover(product, 'png');
    const image = await rgb(cover);
    expect([image.width, image.height]).toEqual([1024, 1024]);
    expect(border(image, 20).every(white)).toBe(true);
    const teal = (p: readonly number[]) => p[0]! < 90 && p[1]! > 90 && p[2]! > 100;
    const red = (p: readonly number[]) => p[0]! > 170 && p[1]! < 80 && p[2]! < 90;
    // The backdrop is gone; the T-shirt is all there, scaled up to fill the cover.
    expect(share(image, teal)).toBeLessThan(0.002);
    expect(share(image, red)).toBeGreaterThan(0.45);
    expect(white(image.at(512, 512))).toBe(false);
    expect(cover.length).toBeLessThanOrEqual(marketplacePresets.shopee.maxBytes!);
    expect((await checkWithC2paTs(cover)).valid).toBe(true);
  }, 120_000);

  it('takes a person out of a room: the wall and the trees go, the face and the dress stay', async () => {
    const portrait = await samplePhoto('portrait');
    const cover = await rgb(await shopeeCover(portrait, 'png'));
    expect(border(cover, 20).every(white)).toBe(true);
    // The person fills the cover's height or width inside the margin, and is not washed out.
    const subject = share(cover, (p) => !white(p));
    expect(subject).toBeGreaterThan(0.3);
    expect(subject).toBeLessThan(0.9);
    // The room's wall, right of the person in the photo, was not white: no column beside her is
    // left with it.
    const source = await rgb(await sharp(portrait).jpeg().toBuffer());
    expect(white(source.at(700, 250))).toBe(false);
  }, 120_000);
});
