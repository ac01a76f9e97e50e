import { beforeAll, describe, expect, it } from 'vitest';
import type { GarmentPlacement } from '../engine/engine.ts';
import { createLocalEngine } from '../engine/local/index.ts';
import { samplePhoto } from '../engine/perception/sample-photos.ts';
import { renderSample } from '../services/samples/render-sample.ts';
import { findSample } from '../services/samples/sample-catalogue.ts';
import { checkShape } from './check-shape.ts';
import { cutHem, shortenSleeves } from './defects.ts';
import type { GarmentRegion } from './garment-region.ts';
import { regionByPlacement, regionOfCutOut } from './garment-regions.ts';
import { sleeveGeometry } from './shape-on-body.ts';

// Issue 41's shape and length check on a real local try-on of a T-shirt: the hem and the
// sleeve ends placed against the body the engine dressed.

let placement: GarmentPlacement;
let region: GarmentRegion;
const grey = [128, 128, 128] as const;
beforeAll(async () => {
  const model = await samplePhoto('fullBody');
  const garment = await renderSample(findSample('garment-yellow-tshirt')!);
  const made = await createLocalEngine().tryOn({ model, garment, params: { category: 'tops' } });
  placement = made.garmentPlacement!;
  region = await regionByPlacement(made.data, placement);
}, 60_000);

const check = (result: GarmentRegion) =>
  checkShape(regionOfCutOut(placement.cutOut).cutOut, 'tops', result, placement.body, 'exact');

describe('checkShape', () => {
  it('passes the garment where the engine placed it', () => {
    expect(check(region)).toMatchObject({ kind: 'shape', verdict: 'pass', reason: 'shape-match' });
  });

  it('fails a hem cut by a third, saying the length changed', () => {
    const result = check(cutHem(region, 0.35, grey));
    expect(result).toMatchObject({ verdict: 'fail', reason: 'length-far' });
    expect(result.details?.length).toBeGreaterThan(0.3);
  });

  it('flags sleeves cut to under half their reach, saying the sleeves changed', () => {
    const sleeve = sleeveGeometry(placement.cutOut, 'tops', placement.body, region.image.height);
    const result = check(shortenSleeves(region, 0.7, sleeve.distance, grey));
    expect(result.verdict).not.toBe('pass');
    expect(result.reason).toMatch(/^sleeves-/);
  });

  it('warns, never passes, without a body to place the garment on', () => {
    const result = checkShape(placement.cutOut, 'tops', region, null, 'approximate');
    expect(result).toMatchObject({ verdict: 'warn', score: null, reason: 'body-missing' });
  });
});
