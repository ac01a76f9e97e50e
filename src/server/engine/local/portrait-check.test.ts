import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Face } from '../perception/index.ts';
import { samplePhoto } from '../perception/sample-photos.ts';
import { checkPortrait, judgePortrait, portraitLimits } from './portrait-check.ts';

const slow = { timeout: 60_000 };

/** The portrait shrunk to `side` px on a plain canvas `canvas` px wide and high. */
async function shrunk(side: number, canvas: number) {
  const small = await sharp(await samplePhoto('portrait'))
    .resize(side, side)
    .toBuffer();
  return sharp({ create: { width: canvas, height: canvas, channels: 3, background: '#d8d8d8' } })
    .composite([{ input: small, left: (canvas - side) >> 1, top: canvas / 4 }])
    .png()
    .toBuffer();
}

function face(change: Partial<Face>): Face {
  return {
    score: 1,
    box: { x: 300, y: 200, width: 300, height: 300 },
    yaw: 0,
    pitch: 0,
    roll: 0,
    outline: [],
    ...change,
  };
}

describe('portrait checks of the hairstyle changer', () => {
  it('accepts the shipped portrait without a warning', slow, async () => {
    const check = await checkPortrait(await samplePhoto('portrait'));
    expect(check).toMatchObject({ ok: true, warnings: [] });
    expect(check.face!.box.width).toBeGreaterThan(800 * portraitLimits.minFaceShare);
  });

  it('warns when the face is small in the picture', slow, async () => {
    // Shrunk to 300 px on a 1200 px canvas, the face box is about 9% of the side.
    const check = await checkPortrait(await shrunk(300, 1200));
    expect(check).toMatchObject({ ok: true, warnings: ['face-too-small'] });
  });

  it('finds no face in noise, nor in a portrait lying on its side', slow, async () => {
    const noise = await sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(await checkPortrait(noise)).toEqual({ ok: false, warnings: ['no-face'] });
    const lying = await sharp(await samplePhoto('portrait'))
      .rotate(90)
      .png()
      .toBuffer();
    expect((await checkPortrait(lying)).ok).toBe(false);
  });

  // Turning a real head cannot be faked from one photo (mirroring only flips the sign of the
  // yaw), so the rule is checked on the angles the face mesh reports.
  it('warns when the head is turned or nodded past the limits, either way', () => {
    const picture = { width: 1000, height: 1000 };
    expect(judgePortrait({ ...picture, faces: [face({ yaw: -0.32 })] }).warnings).toEqual([]);
    for (const turned of [{ yaw: 0.6 }, { yaw: -0.6 }, { pitch: 0.5 }, { pitch: -0.5 }]) {
      expect(judgePortrait({ ...picture, faces: [face(turned)] }).warnings).toEqual([
        'face-turned',
      ]);
    }
    expect(
      judgePortrait({
        ...picture,
        faces: [face({ yaw: 0.7, box: { x: 0, y: 0, width: 100, height: 100 } })],
      }).warnings,
    ).toEqual(['face-too-small', 'face-turned']);
  });

  it('judges the largest face of a group', () => {
    const small = face({ box: { x: 0, y: 0, width: 50, height: 50 }, yaw: 1 });
    const check = judgePortrait({ width: 1000, height: 1000, faces: [small, face({})] });
    expect(check).toMatchObject({ ok: true, warnings: [] });
  });
});
