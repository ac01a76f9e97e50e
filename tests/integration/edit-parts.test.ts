import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations, users } from '../../src/server/db/schema.ts';
import { erode } from '../../src/server/engine/perception/cut-out-mask.ts';
import { referenceMask } from '../../src/server/engine/quality/cut-out-samples.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { call, signUp } from './support/accounts.ts';
import { subscribe } from './support/payments.ts';
import { onApi } from './support/public-forms.ts';
import { balanceOf, finished, startRemoteApi } from './support/remote-engine.ts';
import { portraitPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 40, point 4: an edit instruction is done in every part, or refused before anything is
// charged, naming the part that will not be done. Decision 100.

const slow = { timeout: 240_000 };
const side = 800;

async function generationsOf(api: TestApi, email: string) {
  const [user] = await api.deps.database.db.select().from(users).where(eq(users.email, email));
  return api.deps.database.db.select().from(generations).where(eq(generations.userId, user!.id));
}

async function submit(api: TestApi, token: string, prompt: string, lang = 'en') {
  const source = (await uploadAsset(api, token, await portraitPhoto(), 'image')).id;
  return call(api, 'POST', '/ai/image-editing/generate', {
    token,
    lang,
    body: { inputs: { source }, params: { prompt } },
  });
}

/** Edits the 800 × 800 portrait (a woman in a navy dress, in a room) and answers its RGB. */
async function edited(api: TestApi, prompt: string) {
  const { token, email } = await signUp(api);
  // On a paid plan: no mark across the pixels measured.
  await subscribe(api, email, 'pro');
  const res = await submit(api, token, prompt);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const done = await finished(api, token, (res.body.generation as { id: string }).id);
  expect(done.status, JSON.stringify(done.item.error)).toBe('success');
  const file = Buffer.from(await (await fetch(onApi(api, done.item.result_url!))).arrayBuffer());
  return sharp(file).resize(side, side).removeAlpha().raw().toBuffer();
}

const rgbOf = async () =>
  sharp(await portraitPhoto())
    .removeAlpha()
    .raw()
    .toBuffer();
/** The mean colour of the 21 × 21 patch around (x, y). */
function patch(rgb: Buffer, x: number, y: number): [number, number, number] {
  const sum = [0, 0, 0];
  for (let dy = -10; dy <= 10; dy++) {
    for (let dx = -10; dx <= 10; dx++) {
      for (let c = 0; c < 3; c++) sum[c]! += rgb[((y + dy) * side + x + dx) * 3 + c]!;
    }
  }
  return sum.map((value) => Math.round(value / 441)) as [number, number, number];
}
const distance = (a: number[], b: number[]) => Math.max(...a.map((v, c) => Math.abs(v - b[c]!)));
function hue([r, g, b]: number[]): number {
  const max = Math.max(r!, g!, b!);
  const chroma = max - Math.min(r!, g!, b!);
  if (chroma === 0) return 0;
  const h =
    max === r
      ? ((g! - b!) / chroma) % 6
      : max === g
        ? (b! - r!) / chroma + 2
        : (r! - g!) / chroma + 4;
  return (h * 60 + 360) % 360;
}
const backdropPoints = [
  [30, 30],
  [30, 300],
  [760, 300],
] as const;

describe('an instruction is done in every part or refused naming the part (local engine)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.stop());

  it('refuses a part beside an understood one, in Vietnamese and English, charging nothing', async () => {
    for (const [lang, prompt, part] of [
      ['vi', 'Làm sáng hơn như ảnh studio', 'như ảnh studio'],
      ['vi', 'doi nen thanh mau trang tinh co bong do', 'co bong do'],
      ['en', 'make it brighter like a studio shot', 'like a studio shot'],
    ] as const) {
      const { token, email } = await signUp(api);
      const res = await submit(api, token, prompt, lang);
      expect(res.status, prompt).toBe(422);
      expect(res.body.not_understood).toEqual([part]);
      expect(res.body.detail).toContain(`“${part}”`);
      expect(res.body.detail).toMatch(
        lang === 'vi' ? /nên chưa tạo ảnh và chưa trừ tín dụng/ : /so nothing was made or charged/,
      );
      expect(await balanceOf(api, token)).toBe(5);
      expect(await generationsOf(api, email)).toHaveLength(0);
    }
  });

  it(
    'does both parts of “Đổi nền thành màu trắng tinh và làm ảnh sáng hơn”: a white background and a brighter person',
    slow,
    async () => {
      const before = await rgbOf();
      const after = await edited(api, 'Đổi nền thành màu trắng tinh và làm ảnh sáng hơn');
      for (const [x, y] of backdropPoints) {
        expect(Math.min(...patch(after, x, y)), `background at ${x},${y}`).toBeGreaterThan(243);
      }
      // The face is brighter than it was.
      const face = [patch(before, 350, 220), patch(after, 350, 220)];
      expect(face[1]!.reduce((a, b) => a + b)).toBeGreaterThan(
        face[0]!.reduce((a, b) => a + b) + 30,
      );
    },
  );

  it(
    'puts the person on a solid colour, read without diacritics and in English',
    slow,
    async () => {
      for (const [prompt, colour] of [
        ['doi nen thanh mau xanh duong', [0x15, 0x65, 0xc0]],
        ['change the background to grey', [0x9e, 0x9e, 0x9e]],
      ] as const) {
        const after = await edited(api, prompt);
        for (const [x, y] of backdropPoints) {
          expect(distance(patch(after, x, y), [...colour]), `${prompt} at ${x},${y}`).toBeLessThan(
            12,
          );
        }
        // The dress is still the navy dress.
        expect(distance(patch(after, 400, 600), patch(await rgbOf(), 400, 600))).toBeLessThan(12);
      }
    },
  );

  it(
    'blurs the original background for “Làm mờ phông nền” and keeps the person',
    slow,
    async () => {
      const before = await rgbOf();
      const after = await edited(api, 'Làm mờ phông nền');
      const { data: reference } = await referenceMask('photo-portrait');
      // At 200 × 200, the scale of the 160-pixel tile the portrait was enlarged from.
      const small = 200;
      const shrink = (data: Buffer | Uint8Array, channels: 1 | 3) =>
        sharp(data, { raw: { width: side, height: side, channels } })
          .resize(small, small)
          .raw()
          .toBuffer();
      const mask = await sharp(reference, { raw: { width: side, height: side, channels: 1 } })
        .resize(small, small)
        .extractChannel(0)
        .raw()
        .toBuffer();
      const person = erode(mask, small, small, 4);
      const backdrop = erode(
        Uint8Array.from(mask, (v) => 255 - v),
        small,
        small,
        4,
      );
      // High-frequency energy: the mean absolute Laplacian of the green channel.
      const energy = async (full: Buffer, where: Uint8Array) => {
        const rgb = await shrink(full, 3);
        let sum = 0;
        let count = 0;
        for (let y = 1; y < small - 1; y++) {
          for (let x = 1; x < small - 1; x++) {
            const i = y * small + x;
            if (where[i]! < 128) continue;
            const g = (j: number) => rgb[j * 3 + 1]!;
            sum += Math.abs(4 * g(i) - g(i - 1) - g(i + 1) - g(i - small) - g(i + small));
            count++;
          }
        }
        return sum / count;
      };
      const backdropEnergy = [await energy(before, backdrop), await energy(after, backdrop)];
      const personEnergy = [await energy(before, person), await energy(after, person)];
      expect(backdropEnergy[1]).toBeLessThan(backdropEnergy[0]! * 0.6);
      expect(personEnergy[1]).toBeGreaterThan(personEnergy[0]! * 0.8);
    },
  );

  it(
    'makes a colour variant: the dress turns red, the face and the background stay',
    slow,
    async () => {
      const before = await rgbOf();
      const after = await edited(api, 'Đổi màu váy thành đỏ');
      for (const [x, y] of [
        [400, 600],
        [330, 520],
      ] as const) {
        const dress = patch(after, x, y);
        const h = hue(dress);
        expect(Math.min(h, 360 - h), `hue at ${x},${y}: ${dress}`).toBeLessThan(20);
        expect(dress[0]! - Math.max(dress[1]!, dress[2]!)).toBeGreaterThan(40);
      }
      for (const [x, y] of [[350, 220], ...backdropPoints] as const) {
        expect(distance(patch(after, x, y), patch(before, x, y)), `at ${x},${y}`).toBeLessThan(14);
      }
    },
  );
});

describe('what fal is sent', () => {
  let fake: FakeFal;
  let api: TestApi;
  beforeAll(async () => {
    fake = await startFakeFal();
    api = await startRemoteApi(fake);
  });
  afterAll(async () => {
    await api?.stop();
    await fake?.close();
  });

  it('sends every part of a Vietnamese instruction as its own sentence, the unread part as typed', async () => {
    const { token } = await signUp(api);
    const before = fake.requests.length;
    const res = await submit(
      api,
      token,
      'Đổi nền thành màu trắng tinh và làm ảnh sáng hơn như studio',
      'vi',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    await finished(api, token, (res.body.generation as { id: string }).id);
    const prompt = String(fake.requests[before]!.input.prompt);
    expect(prompt).toContain('Make the photo brighter');
    expect(prompt).toContain('plain, solid white background (#ffffff)');
    expect(prompt).toContain('“như studio”');
  });
});
