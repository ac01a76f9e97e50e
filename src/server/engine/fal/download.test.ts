import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { outputPayload } from '../predictions/index.ts';
import { downloadResult, resultFileUrls } from './download.ts';

const png = (background: string) =>
  sharp({ create: { width: 8, height: 10, channels: 3, background } })
    .png()
    .toBuffer();

/** Serves data: URLs and counts the calls, as the provider's file host would answer. */
function fileHost() {
  const asked: string[] = [];
  const fetchFile = (async (url: string) => {
    asked.push(url);
    return fetch(url);
  }) as typeof fetch;
  return { asked, fetchFile };
}

const dataUrl = async (background: string) =>
  `data:image/png;base64,${(await png(background)).toString('base64')}`;

describe('the result files of a model’s output (decision 064)', () => {
  it('finds one URL per sample, or the single image or video', () => {
    expect(resultFileUrls({ images: [{ url: 'a' }, { url: 'b' }, {}] })).toEqual(['a', 'b']);
    expect(resultFileUrls({ image: { url: 'c' } })).toEqual(['c']);
    expect(resultFileUrls({ video: { url: 'v' }, images: [{ url: 'a' }] })).toEqual(['v']);
    expect(resultFileUrls(null)).toEqual([]);
    expect(outputPayload(['x', 'y'], 'image')).toEqual({ images: [{ url: 'x' }, { url: 'y' }] });
    expect(outputPayload('x', 'image')).toEqual({ images: [{ url: 'x' }] });
    expect(outputPayload(['v', 'w'], 'video')).toEqual({ video: { url: 'v' } });
  });

  it('downloads as many samples as were asked for, the first as the result', async () => {
    const urls = await Promise.all(['#f00', '#0f0', '#00f'].map(dataUrl));
    const host = fileHost();
    const payload = { images: urls.map((url) => ({ url })) };
    const result = await downloadResult(payload, 'image', { fetch: host.fetchFile, samples: 2 });
    expect(host.asked).toEqual(urls.slice(0, 2));
    expect(result.samples).toHaveLength(1);
    expect(result.data.equals(Buffer.from(urls[0]!.split(',')[1]!, 'base64'))).toBe(true);
    // One asked (every other tool): one downloaded, no samples.
    const single = await downloadResult(payload, 'image', { fetch: fileHost().fetchFile });
    expect(single.samples).toBeUndefined();
  });

  it('fails the whole result when one sample is not an image', async () => {
    const payload = { images: [{ url: await dataUrl('#f00') }, { url: 'data:text/plain,hello' }] };
    await expect(downloadResult(payload, 'image', { samples: 2 })).rejects.toMatchObject({
      code: 'refused',
    });
  });
});
