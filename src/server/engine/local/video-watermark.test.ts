import { describe, expect, it } from 'vitest';
import { videoParamsSchema } from '../../../contracts/tools.ts';
import { EngineError } from '../engine.ts';
import { imageToVideo } from './image-to-video.ts';
import { meanDifference, probeVideo, productPhoto, videoFrame } from './test-support.ts';
import { applyVideoWatermark } from './video-watermark.ts';

describe('video watermark', { timeout: 60_000 }, () => {
  it('marks every frame of a finished video and keeps its size and length', async () => {
    const { data } = await imageToVideo({
      image: await productPhoto(),
      params: videoParamsSchema.parse({ motionStyle: 'subtle' }),
    });
    const started = performance.now();
    const marked = await applyVideoWatermark(data);
    console.info(`video watermark (480p, 5 s): ${Math.round(performance.now() - started)} ms`);
    const [original, probe] = await Promise.all([probeVideo(data), probeVideo(marked)]);
    expect(original.height).toBe(480);
    expect(probe).toMatchObject({
      codec: 'h264',
      width: original.width,
      height: original.height,
      fastStart: true,
    });
    expect(Math.abs(probe.seconds - 5)).toBeLessThanOrEqual(0.2);
    for (const seconds of [0.5, 4.5]) {
      const difference = meanDifference(
        await videoFrame(data, seconds),
        await videoFrame(marked, seconds),
      );
      expect(difference).toBeGreaterThan(1);
      expect(difference).toBeLessThan(40);
    }
  });

  it('refuses bytes that are not a video', async () => {
    const error = await applyVideoWatermark(Buffer.from('not a video')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'bad-input' });
  });
});
