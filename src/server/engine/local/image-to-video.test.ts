import { describe, expect, it } from 'vitest';
import { videoParamsSchema, type VideoParams } from '../../../contracts/tools.ts';
import type { EnginePhase } from '../engine.ts';
import { imageToVideo } from './image-to-video.ts';
import {
  meanDifference,
  pixel,
  portraitPhoto,
  probeVideo,
  productPhoto,
  svgImage,
  videoFrame,
} from './test-support.ts';

const params = (values: Partial<VideoParams>) => videoParamsSchema.parse(values);

// ffmpeg renders real frames: a few seconds per video on two cores.
describe('local image to video', { timeout: 60_000 }, () => {
  it('renders a 5 s 480p H.264 MP4 with a moving camera and reports progress', async () => {
    const progress: [EnginePhase, number][] = [];
    const started = performance.now();
    const result = await imageToVideo({
      image: await productPhoto(),
      params: params({ motionStyle: 'natural', duration: 5, resolution: '480p', aspect: '16:9' }),
      onProgress: (phase, fraction) => progress.push([phase, fraction]),
    });
    console.info(
      `image to video (480p, 5 s, natural): ${Math.round(performance.now() - started)} ms`,
    );
    expect(result).toMatchObject({
      contentType: 'video/mp4',
      width: 854,
      height: 480,
      durationMs: 5000,
    });
    const probe = await probeVideo(result.data);
    expect(probe).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p', width: 854, height: 480 });
    expect(probe.fastStart).toBe(true);
    expect(Math.abs(probe.seconds - 5)).toBeLessThanOrEqual(0.2);

    const first = await videoFrame(result.data, 0.1);
    const last = await videoFrame(result.data, 4.8);
    expect(meanDifference(first, last)).toBeGreaterThan(2);

    expect([...new Set(progress.map(([phase]) => phase))]).toEqual([
      'composition',
      'motion',
      'rendering',
    ]);
    const fractions = progress.map(([, fraction]) => fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it('keeps every frame still with the camera fixed, at 1080p for 8 s', async () => {
    const started = performance.now();
    const result = await imageToVideo({
      image: await portraitPhoto(),
      params: params({
        fixCamera: true,
        duration: 8,
        resolution: '1080p',
        model: 'veo3',
        aspect: '16:9',
      }),
    });
    console.info(
      `image to video (1080p, 8 s, fixed): ${Math.round(performance.now() - started)} ms`,
    );
    const probe = await probeVideo(result.data);
    expect(probe).toMatchObject({ codec: 'h264', width: 1920, height: 1080 });
    expect(Math.abs(probe.seconds - 8)).toBeLessThanOrEqual(0.2);
    const first = await videoFrame(result.data, 0.5);
    const last = await videoFrame(result.data, 7.5);
    expect(meanDifference(first, last)).toBeLessThan(0.5);
  });

  it('follows the photo by default and renders each chosen frame (9:16, 1:1)', async () => {
    const image = await portraitPhoto();
    const sizes = [];
    for (const aspect of ['source', '9:16', '1:1'] as const) {
      const { data, width, height } = await imageToVideo({
        image,
        params: params({ fixCamera: true, aspect }),
      });
      const probe = await probeVideo(data);
      expect(probe).toMatchObject({ width, height });
      sizes.push(`${probe.width}x${probe.height}`);
    }
    // The 240×300 portrait keeps its 4:5 shape; no 16:9 frame with side bars.
    expect(sizes).toEqual(['480x600', '480x854', '480x480']);
  });

  it('moves further in dramatic than in subtle style', async () => {
    const image = await productPhoto();
    const change = async (motionStyle: VideoParams['motionStyle']) => {
      const { data } = await imageToVideo({ image, params: params({ motionStyle }) });
      return meanDifference(await videoFrame(data, 0.1), await videoFrame(data, 4.8));
    };
    expect(await change('dramatic')).toBeGreaterThan(await change('subtle'));
  });

  it('draws the watermark into the frames of free-plan videos', async () => {
    const image = await productPhoto();
    const plain = await imageToVideo({ image, params: params({ fixCamera: true }) });
    const marked = await imageToVideo({
      image,
      params: params({ fixCamera: true }),
      watermark: true,
    });
    const difference = meanDifference(
      await videoFrame(plain.data, 1),
      await videoFrame(marked.data, 1),
    );
    expect(difference).toBeGreaterThan(1);
    expect(difference).toBeLessThan(40);
  });

  it('shows a transparent still on white, not black', async () => {
    const cutOut = await svgImage(
      854,
      480,
      '<rect width="854" height="480" fill="#000" fill-opacity="0"/><circle cx="427" cy="240" r="100" fill="#c04020"/>',
    );
    const { data } = await imageToVideo({ image: cutOut, params: params({ fixCamera: true }) });
    const frame = await videoFrame(data, 1);
    expect(
      pixel(frame, 20, 20)
        .slice(0, 3)
        .every((channel) => channel > 235),
    ).toBe(true);
  });

  it('stops ffmpeg mid-render when aborted', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled by the user');
    const error = await imageToVideo({
      image: await productPhoto(),
      params: params({ duration: 10, resolution: '1080p', motionStyle: 'dramatic' }),
      // Past 0.2, the fraction comes from ffmpeg's own progress: it is running.
      onProgress: (phase, fraction) => {
        if (phase === 'rendering' && fraction > 0.2) controller.abort(reason);
      },
      signal: controller.signal,
    }).catch((caught: unknown) => caught);
    expect(error).toBe(reason);
  });
});
