import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findSample, sampleCatalogue } from '../../services/samples/sample-catalogue.ts';
import { renderSample } from '../../services/samples/render-sample.ts';
import type { GarmentCategory } from '../../../contracts/tools.ts';
import { EngineError, type EnginePhase } from '../engine.ts';
import { analyseImage } from '../perception/index.ts';
import { samplePhoto } from '../perception/sample-photos.ts';
import {
  backdropChanged,
  changedMask,
  changedRows,
  footprintFailures,
  iou,
  MAX_BACKDROP_CHANGED,
  MIN_TORSO_IOU,
  torsoQuad,
} from '../quality/try-on-metrics.ts';
import { decode, pixel, tShirtPhoto } from './test-support.ts';
import { tryOn } from './try-on.ts';

// The pose and background-removal models run for real: each new garment costs ~5 s of
// background removal on two cores, so the tests reuse two garments (the cut-outs are cached).
const slow = { timeout: 120_000 };

const samplePng = (id: string) => renderSample(findSample(id)!);

async function run(model: Buffer, garment: Buffer, category: GarmentCategory = 'tops') {
  const result = await tryOn({ model, garment, params: { category } });
  const seen = await analyseImage(model, { pose: true, mask: true });
  const before = await decode(model);
  const after = await decode(result.data);
  const diff = changedMask(before, after);
  return { result, seen, before, after, diff, iou: iou(diff, before.width, torsoQuad(seen)) };
}

describe('local try-on', () => {
  it(
    'puts a sample garment on the full-body photo over the torso, arms in front',
    slow,
    async () => {
      const {
        result,
        seen,
        before,
        after,
        diff,
        iou: measured,
      } = await run(await samplePhoto('fullBody'), await samplePng('garment-yellow-tshirt'));
      console.info(`try-on IoU, photo + sample T-shirt: ${measured.toFixed(3)}`);
      expect(result).toMatchObject({ contentType: 'image/png', width: 800, height: 800 });
      expect(measured).toBeGreaterThan(MIN_TORSO_IOU);

      // The forearms stay in front: the photo's pixels along elbow → wrist barely change.
      const k = seen.pose!.keypoints;
      for (const side of ['left', 'right'] as const) {
        const elbow = k[`${side}Elbow`]!;
        const wrist = k[`${side}Wrist`]!;
        for (const t of [0.25, 0.5, 0.75, 1]) {
          const x = elbow.x + (wrist.x - elbow.x) * t;
          const y = elbow.y + (wrist.y - elbow.y) * t;
          const a = pixel(before, x, y);
          const b = pixel(after, x, y);
          expect(Math.max(...[0, 1, 2].map((c) => Math.abs(a[c]! - b[c]!)))).toBeLessThan(12);
        }
      }

      // The backdrop away from the body barely changes: under 2% of the pixels the person mask
      // calls backdrop (the sleeves' tips may reach past the shoulders).
      const backdrop = backdropChanged(diff, before, seen);
      console.info(`backdrop changed: ${(100 * backdrop).toFixed(2)}%`);
      expect(backdrop).toBeLessThan(MAX_BACKDROP_CHANGED);

      // Yellow where the chest is, the head untouched.
      const chest = {
        x: (k.leftShoulder!.x + k.rightShoulder!.x + k.leftHip!.x + k.rightHip!.x) / 4,
        y: (k.leftShoulder!.y * 2 + k.leftHip!.y) / 3,
      };
      const [r, g, b] = pixel(after, chest.x, chest.y);
      expect(r).toBeGreaterThan(150);
      expect(g).toBeGreaterThan(110);
      expect(b).toBeLessThan(90);
      expect(pixel(after, k.nose!.x, k.nose!.y)).toEqual(pixel(before, k.nose!.x, k.nose!.y));
    },
  );

  it('fits a product photo of a T-shirt over the torso', slow, async () => {
    const { iou: measured } = await run(await samplePhoto('fullBody'), await tShirtPhoto());
    console.info(`try-on IoU, photo + product T-shirt: ${measured.toFixed(3)}`);
    expect(measured).toBeGreaterThan(MIN_TORSO_IOU);
  });

  it('fits every sample model, slim to full build', slow, async () => {
    const garment = await samplePng('garment-yellow-tshirt');
    const widths: number[] = [];
    for (const entry of sampleCatalogue.filter((sample) => sample.kind === 'model')) {
      const { iou: measured, diff, before, seen } = await run(await renderSample(entry), garment);
      console.info(`try-on IoU, ${entry.id} + sample T-shirt: ${measured.toFixed(3)}`);
      expect(measured).toBeGreaterThan(MIN_TORSO_IOU);
      // The changed width on the chest row, over the model's shoulder width.
      const k = seen.pose!.keypoints;
      const row = Math.round((k.leftShoulder!.y * 2 + k.leftHip!.y) / 3);
      const changedXs = [...Array(before.width).keys()].filter((x) => diff[row * before.width + x]);
      widths.push(
        (Math.max(...changedXs) - Math.min(...changedXs)) /
          Math.abs(k.leftShoulder!.x - k.rightShoulder!.x),
      );
    }
    // Wider and narrower bodies get a garment of their own width: the same share of the shoulders.
    expect(Math.max(...widths) / Math.min(...widths)).toBeLessThan(1.6);
  });

  it('follows a tilted body', slow, async () => {
    const tilted = await sharp(await samplePhoto('fullBody'))
      .rotate(12, { background: '#f0f0f0' })
      .png()
      .toBuffer();
    const { iou: measured } = await run(tilted, await samplePng('garment-yellow-tshirt'));
    console.info(`try-on IoU, tilted photo: ${measured.toFixed(3)}`);
    expect(measured).toBeGreaterThan(MIN_TORSO_IOU);
  });

  it(
    'places a dress from the shoulders to below the knees and trousers on the legs',
    slow,
    async () => {
      const model = await samplePng('model-lan');
      const garment = await samplePng('garment-yellow-tshirt');
      const top = await run(model, garment, 'tops');
      const dress = await run(model, garment, 'dresses');
      const bottoms = await run(model, garment, 'bottoms');
      const width = top.before.width;
      // The same rules the quality harness applies (quality/try-on-metrics.ts).
      expect(footprintFailures('tops', changedRows(top.diff, width), top.seen)).toEqual([]);
      expect(footprintFailures('dresses', changedRows(dress.diff, width), top.seen)).toEqual([]);
      expect(footprintFailures('bottoms', changedRows(bottoms.diff, width), top.seen)).toEqual([]);
      // And they tell the garments apart: trousers' rows are not a top's.
      expect(footprintFailures('tops', changedRows(bottoms.diff, width), top.seen)).not.toEqual([]);
    },
  );

  it('keeps the full size of a large model photo', slow, async () => {
    const large = await sharp(await samplePhoto('fullBody'))
      .resize(1600, 1600)
      .jpeg()
      .toBuffer();
    const result = await tryOn({
      model: large,
      garment: await samplePng('garment-yellow-tshirt'),
      params: { category: 'tops' },
    });
    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 1600 });
  });

  it('refuses a head-and-shoulders photo, saying what to upload', slow, async () => {
    const error = await tryOn({
      model: await samplePhoto('portrait'),
      garment: await samplePng('garment-yellow-tshirt'),
      params: { category: 'tops' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'bad-input', messageKey: 'tryOn.check.notFullBody' });
  });

  it('refuses a garment photo with no garment in it', slow, async () => {
    const blank = await sharp({
      create: { width: 200, height: 200, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const error = await tryOn({
      model: await samplePhoto('fullBody'),
      garment: blank,
      params: { category: 'tops' },
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'bad-input', messageKey: 'tryOn.check.noGarment' });
  });

  it('reports its phases in order', slow, async () => {
    const phases: EnginePhase[] = [];
    const fractions: number[] = [];
    await tryOn({
      model: await samplePhoto('fullBody'),
      garment: await samplePng('garment-yellow-tshirt'),
      params: { category: 'outerwear' },
      onProgress: (phase, fraction) => {
        phases.push(phase);
        fractions.push(fraction);
      },
    });
    expect([...new Set(phases)]).toEqual(['analysing', 'processing', 'finalising']);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it('refuses bytes that are not an image', slow, async () => {
    const error = await tryOn({
      model: Buffer.from('not an image'),
      garment: await tShirtPhoto(),
      params: { category: 'tops' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'bad-input', messageKey: 'generation.engine.badInput' });
  });

  it('stops when aborted, a timeout becoming a timeout error', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('Too slow', 'TimeoutError'));
    const error = await tryOn({
      model: await samplePhoto('fullBody'),
      garment: await tShirtPhoto(),
      params: { category: 'tops' },
      signal: controller.signal,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'timeout' });
  });
});
