import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { loadBackgroundModel, removeBackground } from './remove-background.ts';
import { samplePhoto } from './sample-photos.ts';

const require = createRequire(import.meta.url);

describe('the cut-out’s thread (issue 19)', () => {
  // The person model's load and runs and the backdrop's pixel work hold a thread for a second:
  // in the API or worker process they must not hold the event loop that answers requests and
  // heartbeats jobs.
  it(
    'cuts out in its own thread: this one never loads the person model’s runtime',
    { timeout: 240_000 },
    async () => {
      await loadBackgroundModel();
      const photo = await sharp(await samplePhoto('portrait'))
        .resize(200, 260)
        .png()
        .toBuffer();
      const cut = await removeBackground(photo);
      expect([cut.width, cut.height]).toEqual([200, 260]);
      const loadedHere = Object.keys(require.cache).filter((file) =>
        file.includes(`${path.sep}@vladmandic${path.sep}human${path.sep}`),
      );
      expect(loadedHere).toEqual([]);
    },
  );

  it('answers an undecodable picture as bad input, and the thread serves the next call', async () => {
    await expect(removeBackground(Buffer.from('not a picture'))).rejects.toMatchObject({
      code: 'bad-input',
    });
    const photo = await sharp(await samplePhoto('portrait'))
      .resize(120, 160)
      .png()
      .toBuffer();
    expect((await removeBackground(photo)).width).toBe(120);
  }, 240_000);
});
