import { describe, expect, it } from 'vitest';
import type { GarmentCategory } from '../../../contracts/tools.ts';
import { findSample } from '../../services/samples/sample-catalogue.ts';
import { renderSample } from '../../services/samples/render-sample.ts';
import { analyseImage } from '../perception/index.ts';
import {
  aoDaiFailures,
  changedMask,
  changedRows,
  footprintFailures,
} from '../quality/try-on-metrics.ts';
import { decode } from './test-support.ts';
import { tryOn } from './try-on.ts';

// The pose and background-removal models run for real (the áo dài's cut-out is cached).
const slow = { timeout: 180_000 };

async function run(modelId: string, category: GarmentCategory, garmentId = 'garment-red-ao-dai') {
  const model = await renderSample(findSample(modelId)!);
  const garment = await renderSample(findSample(garmentId)!);
  const result = await tryOn({ model, garment, params: { category } });
  const seen = await analyseImage(model, { pose: true, mask: true });
  const before = await decode(model);
  const diff = changedMask(before, await decode(result.data));
  return { diff, width: before.width, seen };
}

// Decision 085: the golden image of an áo dài, measured against the pose.
describe('local try-on of an áo dài', () => {
  it(
    'places a fitted tunic over the torso with its hem at the shin and the legs showing at the slits',
    slow,
    async () => {
      for (const modelId of ['model-lan', 'model-mai']) {
        const { diff, width, seen } = await run(modelId, 'ao-dai');
        expect(aoDaiFailures(diff, width, seen), modelId).toEqual([]);
        expect(footprintFailures('ao-dai', changedRows(diff, width), seen), modelId).toEqual([]);
      }
    },
  );

  it('tells an áo dài from the same garment placed as a short top or a dress', slow, async () => {
    const top = await run('model-lan', 'tops');
    expect(aoDaiFailures(top.diff, top.width, top.seen)).toContainEqual(
      expect.stringMatching(/hem above the shin/),
    );
    // A dress has no slits: its skirt covers the legs' sides below the waist.
    const dress = await run('model-lan', 'dresses', 'garment-green-dress');
    expect(aoDaiFailures(dress.diff, dress.width, dress.seen)).toContain(
      'no legs showing beside the flaps below the waist',
    );
  });
});
