import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findSample, sampleCatalogue } from '../../services/samples/sample-catalogue.ts';
import { renderSample } from '../../services/samples/render-sample.ts';
import type { GarmentCategory } from '../../../contracts/tools.ts';
import { EngineError, type EnginePhase } from '../engine.ts';
import { analyseImage, type Perception, type Point } from '../perception/index.ts';
import { samplePhoto } from '../perception/sample-photos.ts';
import type { RawImage } from './image.ts';
import { decode, pixel, tShirtPhoto } from './test-support.ts';
import { tryOn } from './try-on.ts';

// The pose and background-removal models run for real: each new garment costs ~5 s of
// background removal on two cores, so the tests reuse two garments (the cut-outs are cached).
const slow = { timeout: 120_000 };

/**
 * The IoU the garment's footprint must reach with the torso quad (shoulder and hip joints).
 * The quad joins the joints, so it is narrower than the body (the hip joints sit well inside
 * the hips) and stops at the shoulder line: a T-shirt that fits perfectly also covers the
 * shoulders' tops, the sleeves and the body's sides, 1.4–2× the quad's area, so its IoU is
 * under 0.7: measured 0.47 (photo, sample T-shirt), 0.58 (photo, product T-shirt), 0.43–0.48
 * (the six sample models), 0.46 (the photo tilted 12°). A garment shifted by a third of the
 * torso, or at half or twice the body's width, falls under 0.4.
 */
const minTorsoIoU = 0.4;

/** 1 where the two images differ by more than 30 in some channel. */
function changed(a: RawImage, b: RawImage): Uint8Array {
  const mask = new Uint8Array(a.width * a.height);
  for (let p = 0; p < mask.length; p++) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(a.data[p * 4 + c]! - b.data[p * 4 + c]!) > 30) mask[p] = 1;
    }
  }
  return mask;
}

/** The quadrilateral of the shoulder and hip joints, clockwise on the picture. */
function torsoQuad(seen: Perception): Point[] {
  const k = seen.pose!.keypoints;
  const byX = (a: Point, b: Point) => (a.x <= b.x ? [a, b] : [b, a]);
  const [shoulderL, shoulderR] = byX(k.leftShoulder!, k.rightShoulder!);
  const [hipL, hipR] = byX(k.leftHip!, k.rightHip!);
  return [shoulderL!, shoulderR!, hipR!, hipL!];
}

function insideConvex(polygon: Point[], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
    if (cross === 0) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

function iou(mask: Uint8Array, width: number, polygon: Point[]): number {
  let both = 0;
  let either = 0;
  for (let p = 0; p < mask.length; p++) {
    const inQuad = insideConvex(polygon, (p % width) + 0.5, Math.floor(p / width) + 0.5);
    if (inQuad && mask[p]) both++;
    if (inQuad || mask[p]) either++;
  }
  return either ? both / either : 0;
}

const samplePng = (id: string) => renderSample(findSample(id)!);

async function run(model: Buffer, garment: Buffer, category: GarmentCategory = 'tops') {
  const result = await tryOn({ model, garment, params: { category } });
  const seen = await analyseImage(model, { pose: true, mask: true });
  const before = await decode(model);
  const after = await decode(result.data);
  const diff = changed(before, after);
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
      expect(measured).toBeGreaterThan(minTorsoIoU);

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
      const mask = seen.mask!;
      let backdrop = 0;
      let backdropChanged = 0;
      for (let y = 0; y < before.height; y++) {
        for (let x = 0; x < before.width; x++) {
          const m =
            mask.data[
              Math.floor((y * mask.height) / before.height) * mask.width +
                Math.floor((x * mask.width) / before.width)
            ]!;
          if (m > 10) continue;
          backdrop++;
          backdropChanged += diff[y * before.width + x]!;
        }
      }
      console.info(`backdrop changed: ${((100 * backdropChanged) / backdrop).toFixed(2)}%`);
      expect(backdropChanged / backdrop).toBeLessThan(0.02);

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
    expect(measured).toBeGreaterThan(minTorsoIoU);
  });

  it('fits every sample model, slim to full build', slow, async () => {
    const garment = await samplePng('garment-yellow-tshirt');
    const widths: number[] = [];
    for (const entry of sampleCatalogue.filter((sample) => sample.kind === 'model')) {
      const { iou: measured, diff, before, seen } = await run(await renderSample(entry), garment);
      console.info(`try-on IoU, ${entry.id} + sample T-shirt: ${measured.toFixed(3)}`);
      expect(measured).toBeGreaterThan(minTorsoIoU);
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
    expect(measured).toBeGreaterThan(minTorsoIoU);
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
      const k = top.seen.pose!.keypoints;
      const lowest = (diff: Uint8Array, width: number) => Math.floor(diff.lastIndexOf(1) / width);
      const highest = (diff: Uint8Array, width: number) => Math.floor(diff.indexOf(1) / width);
      const width = top.before.width;
      const hipY = (k.leftHip!.y + k.rightHip!.y) / 2;
      const kneeY = (k.leftKnee!.y + k.rightKnee!.y) / 2;
      expect(lowest(top.diff, width)).toBeLessThan(kneeY);
      expect(lowest(top.diff, width)).toBeGreaterThan(hipY - 10);
      expect(lowest(dress.diff, width)).toBeGreaterThan(kneeY - (kneeY - hipY) * 0.7);
      expect(highest(bottoms.diff, width)).toBeGreaterThan(
        k.leftShoulder!.y + (hipY - k.leftShoulder!.y) * 0.6,
      );
      expect(lowest(bottoms.diff, width)).toBeGreaterThan(kneeY);
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
