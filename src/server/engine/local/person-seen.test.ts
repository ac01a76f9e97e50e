import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { samplePhoto } from '../perception/sample-photos.ts';
import { sampleCatalogue } from '../../services/samples/sample-catalogue.ts';
import { renderSample } from '../../services/samples/render-sample.ts';
import { judgePersonSeen, personSeenLimits, seesPerson } from './person-seen.ts';

const slow = { timeout: 120_000 };

/** A person mask of `side` x `side` with `share` of its pixels set. */
function mask(share: number, side = 100) {
  const data = Buffer.alloc(side * side);
  data.fill(255, 0, Math.round(share * data.length));
  return { data, width: side, height: side };
}

describe('whether a picture shows a person (decision 093)', () => {
  it('counts a confident face, or a person covering 2% of the picture', () => {
    const face = { score: 0.9, box: { x: 0, y: 0, width: 9, height: 9 } };
    expect(judgePersonSeen({ faces: [face as never], mask: null })).toBe(true);
    expect(judgePersonSeen({ faces: [{ ...face, score: 0.45 } as never], mask: null })).toBe(false);
    expect(judgePersonSeen({ faces: [], mask: mask(personSeenLimits.minPersonShare) })).toBe(true);
    expect(judgePersonSeen({ faces: [], mask: mask(0.01) })).toBe(false);
  });

  it('sees the person in the shipped photos and the sample models', slow, async () => {
    for (const name of ['fullBody', 'portrait'] as const) {
      expect(await seesPerson(await samplePhoto(name)), name).toBe(true);
    }
    for (const model of sampleCatalogue.filter((entry) => entry.kind === 'model').slice(0, 2)) {
      expect(await seesPerson(await renderSample(model)), model.id).toBe(true);
    }
  });

  it('sees no one in the sample garments or a plain picture', slow, async () => {
    for (const garment of sampleCatalogue.filter((entry) => entry.kind === 'garment')) {
      expect(await seesPerson(await renderSample(garment)), garment.id).toBe(false);
    }
    const plain = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#c8d4e0' },
    })
      .png()
      .toBuffer();
    expect(await seesPerson(plain)).toBe(false);
  });
});
