import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkIdentity } from './check-identity.ts';
import { faceDescriptor } from './face-descriptor.ts';
import { faceVariant } from './face-variants.ts';
import { identityPhoto } from './identity-photos.ts';
import { measureIdentity } from './measure-identity.ts';

// One model load for the file (several seconds the first time); every picture is at most 320 px
// on its long side, except the composite, which is the 800 px sample scene.
let woman: Buffer;
let man: Buffer;
const noFace = () =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: '#c8b8a8' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  [woman, man] = await Promise.all([identityPhoto('woman-blonde'), identityPhoto('man-group')]);
}, 60_000);

describe('checkIdentity', () => {
  it('passes the same photo recompressed, relit and laid into another picture', async () => {
    for (const kind of ['jpeg', 'lighting', 'composite'] as const) {
      const check = await checkIdentity(woman, await faceVariant(woman, kind));
      expect(check, kind).toMatchObject({
        kind: 'identity',
        verdict: 'pass',
        reason: 'identity-match',
      });
      expect(check.score).toBeGreaterThanOrEqual(check.thresholds.warn);
    }
  }, 60_000);

  it('does not pass a result that shows a different person', async () => {
    const check = await checkIdentity(woman, man);
    expect(check.verdict).not.toBe('pass');
    expect(['identity-changed', 'identity-different']).toContain(check.reason);
    expect(check.score).toBeLessThan(check.thresholds.warn);
  });

  it('warns that the face was not checked when the result has no face', async () => {
    const check = await checkIdentity(woman, await noFace());
    expect(check).toMatchObject({ verdict: 'warn', score: null, reason: 'face-missing' });
    expect(check.details).toEqual({ referenceFace: 1, resultFace: 0 });
  });

  it('warns the same way when the brand model’s reference has no face', async () => {
    const check = await checkIdentity(await noFace(), woman);
    expect(check).toMatchObject({ verdict: 'warn', reason: 'face-missing' });
    expect(check.details).toEqual({ referenceFace: 0, resultFace: 1 });
  });

  it('takes a descriptor kept from an earlier check as the reference', async () => {
    const reference = await faceDescriptor(woman);
    expect(reference?.descriptor).toHaveLength(1024);
    const check = await checkIdentity(reference, await faceVariant(woman, 'jpeg'));
    expect(check.verdict).toBe('pass');
  });
});

describe('measureIdentity', () => {
  it('finds a face in each picture and scores a picture against itself as identical', async () => {
    const measure = await measureIdentity(man, man);
    expect(measure.similarity).toBe(1);
    expect(measure.faces.result?.box.width).toBeGreaterThan(100);
  });
});
