import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GarmentPlacement } from '../engine/engine.ts';
import { createLocalEngine } from '../engine/local/index.ts';
import { samplePhoto } from '../engine/perception/sample-photos.ts';
import { renderSample } from '../services/samples/render-sample.ts';
import { findSample } from '../services/samples/sample-catalogue.ts';
import { checkFidelity } from './check-fidelity.ts';

// Issue 41: the report of a pair of pictures, on a real local try-on, with the garment's region
// in the result found both ways (where the engine placed it, and the pose).

let model: Buffer;
let garment: Buffer;
let result: Buffer;
let placement: GarmentPlacement;
beforeAll(async () => {
  model = await samplePhoto('fullBody');
  garment = await renderSample(findSample('garment-yellow-tshirt')!);
  const made = await createLocalEngine().tryOn({ model, garment, params: { category: 'tops' } });
  result = made.data;
  placement = made.garmentPlacement!;
}, 60_000);

const verdicts = (report: Awaited<ReturnType<typeof checkFidelity>>) =>
  Object.fromEntries(report.checks.map((check) => [check.kind, check.verdict]));

describe('checkFidelity', () => {
  it('passes a true try-on where the engine placed the garment, on every check', async () => {
    const report = await checkFidelity({ product: garment, result, placement });
    expect(report).toMatchObject({ verdict: 'pass', version: 1 });
    expect(verdicts(report)).toEqual({ colour: 'pass', pattern: 'pass', shape: 'pass' });
  });

  it('passes it where the engine says it placed the garment, and fails it with turned colours', async () => {
    expect((await checkFidelity({ product: garment, result, placement })).verdict).toBe('pass');
    const turned = await sharp(result).modulate({ hue: 120 }).png().toBuffer();
    const report = await checkFidelity({ product: garment, result: turned, placement });
    expect(report.verdict).toBe('fail');
  });

  it('finds the garment by the pose in a picture made elsewhere, and passes it', async () => {
    const report = await checkFidelity({ product: garment, result, category: 'tops' });
    expect(report.verdict).toBe('pass');
  });

  it('fails the same try-on with its colours turned', async () => {
    const turned = await sharp(result).modulate({ hue: 120 }).png().toBuffer();
    const report = await checkFidelity({ product: garment, result: turned, category: 'tops' });
    expect(report.verdict).toBe('fail');
    expect(report.checks.find((check) => check.kind === 'colour')).toMatchObject({
      verdict: 'fail',
      reason: 'colour-far',
    });
  });

  it('finds a hem made shorter by the pose, where no engine says where the garment is', async () => {
    // The garment's lowest 40 % of rows painted back with the model photo (what the person wore).
    const { data, info } = await sharp(result)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const under = await sharp(model).resize(info.width, info.height).removeAlpha().raw().toBuffer();
    const rows = [...Array(info.height).keys()].filter((y) =>
      placement.mask.subarray(y * info.width, (y + 1) * info.width).some(Boolean),
    );
    const from = rows.at(-1)! - Math.round((rows.at(-1)! - rows[0]!) * 0.4);
    for (let i = from * info.width; i < info.width * info.height; i += 1) {
      if (!placement.mask[i]) continue;
      for (let c = 0; c < info.channels; c += 1) {
        data[i * info.channels + c] = under[i * info.channels + c]!;
      }
    }
    const cut = await sharp(data, { raw: info }).png().toBuffer();
    const report = await checkFidelity({ product: garment, result: cut, category: 'tops' });
    const shape = report.checks.find((check) => check.kind === 'shape')!;
    expect(shape.verdict).not.toBe('pass');
    expect(shape.reason).toMatch(/^length-/);
  });

  it('fails the model photo itself: the product is not what the model wears', async () => {
    const report = await checkFidelity({ product: garment, result: model, category: 'tops' });
    expect(report.verdict).toBe('fail');
  });

  it('warns, never passes, when the result shows no one to find the garment on', async () => {
    const empty = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#eeeeee' },
    })
      .png()
      .toBuffer();
    const report = await checkFidelity({ product: garment, result: empty, category: 'tops' });
    expect(report.verdict).toBe('warn');
    expect(Object.fromEntries(report.checks.map((check) => [check.kind, check.reason]))).toEqual({
      colour: 'region-missing',
      pattern: 'region-missing',
      shape: 'body-missing',
    });
  });
});
