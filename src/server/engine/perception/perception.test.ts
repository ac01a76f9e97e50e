import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analyseImage, loadHuman, removeBackground } from './index.ts';
import { samplePhoto } from './sample-photos.ts';

// The models run for real on the CPU: a few seconds per file on two cores.
// Generous: these run beside the type check and the other unit worker in `npm test`.
const slow = { timeout: 120_000 };

describe('on-device perception', () => {
  it(
    'finds the whole body of a full-body photo, feet below hips below shoulders',
    slow,
    async () => {
      const seen = await analyseImage(await samplePhoto('fullBody'), { pose: true });
      const k = seen.pose!.keypoints;
      expect(seen.pose!.score).toBeGreaterThan(0.8);
      expect(k.leftShoulder!.y).toBeLessThan(k.leftHip!.y);
      expect(k.leftHip!.y).toBeLessThan(k.leftKnee!.y);
      expect(k.leftKnee!.y).toBeLessThan(k.leftAnkle!.y);
      // The person's left is on the picture's right.
      expect(k.leftShoulder!.x).toBeGreaterThan(k.rightShoulder!.x);
      expect(k.leftAnkle!.score).toBeGreaterThan(0.9);
    },
  );

  it('finds the face of a portrait with its outline and head rotation', slow, async () => {
    const seen = await analyseImage(await samplePhoto('portrait'), { faces: true });
    expect(seen.faces).toHaveLength(1);
    const face = seen.faces[0]!;
    expect(face.box.width).toBeGreaterThan(200);
    expect(face.outline.length).toBeGreaterThan(30);
    for (const point of face.outline) {
      expect(point.x).toBeGreaterThanOrEqual(face.box.x - 20);
      expect(point.x).toBeLessThanOrEqual(face.box.x + face.box.width + 20);
    }
    expect(Math.abs(face.yaw)).toBeLessThan(0.6);
  });

  it('masks the person and not the backdrop', slow, async () => {
    const seen = await analyseImage(await samplePhoto('fullBody'), { pose: true, mask: true });
    const mask = seen.mask!;
    const at = (x: number, y: number) =>
      mask.data[
        Math.round(y * (mask.height / seen.height)) * mask.width +
          Math.round(x * (mask.width / seen.width))
      ]!;
    const k = seen.pose!.keypoints;
    const chest = {
      x: (k.leftShoulder!.x + k.rightHip!.x) / 2,
      y: (k.leftShoulder!.y + k.leftHip!.y) / 2,
    };
    expect(at(chest.x, chest.y)).toBeGreaterThan(200);
    expect(at(10, 10)).toBeLessThan(30);
    expect(at(seen.width - 10, seen.height / 2)).toBeLessThan(30);
  });

  it('reads unreadable bytes as bad input', slow, async () => {
    await expect(analyseImage(Buffer.from('not an image'))).rejects.toMatchObject({
      code: 'bad-input',
    });
  });

  it('removes the background around the subject and keeps the subject', slow, async () => {
    const cut = await removeBackground(await samplePhoto('fullBody'));
    const alpha = (x: number, y: number) => cut.data[(y * cut.width + x) * 4 + 3]!;
    expect(alpha(5, 5)).toBe(0);
    expect(alpha(cut.width - 5, cut.height - 5)).toBe(0);
    expect(alpha(Math.round(cut.width * 0.47), Math.round(cut.height * 0.35))).toBeGreaterThan(240);
    const again = await removeBackground(await samplePhoto('fullBody'));
    expect(again).toBe(cut);
    const { width } = await sharp(await samplePhoto('fullBody')).metadata();
    expect(cut.width).toBe(width);
  });
});

describe('memory', () => {
  it(
    'keeps no tensors between calls: memory stays bounded however many jobs run',
    slow,
    async () => {
      const photo = await samplePhoto('portrait');
      const human = await loadHuman();
      await analyseImage(photo);
      const before = human.tf.memory().numTensors;
      for (let i = 0; i < 5; i++) await analyseImage(photo);
      expect(human.tf.memory().numTensors).toBe(before);
    },
  );

  it('loads the models once per process', slow, async () => {
    const [first, second] = await Promise.all([loadHuman(), loadHuman()]);
    expect(first).toBe(second);
    expect(await loadHuman()).toBe(first);
  });
});
