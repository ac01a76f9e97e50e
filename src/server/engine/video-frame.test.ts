import { describe, expect, it } from 'vitest';
import { videoFrameSize, videoRatio } from './video-frame.ts';

describe('videoFrameSize', () => {
  it('gives each social aspect its frame at 480p and 1080p', () => {
    expect(videoFrameSize('480p', '16:9', 800, 800)).toEqual({ width: 854, height: 480 });
    expect(videoFrameSize('480p', '9:16', 800, 800)).toEqual({ width: 480, height: 854 });
    expect(videoFrameSize('480p', '1:1', 1600, 900)).toEqual({ width: 480, height: 480 });
    expect(videoFrameSize('1080p', '9:16', 800, 800)).toEqual({ width: 1080, height: 1920 });
    expect(videoFrameSize('1080p', '16:9', 800, 800)).toEqual({ width: 1920, height: 1080 });
  });

  it('follows the photo with "source", between 9:16 and 16:9', () => {
    expect(videoFrameSize('480p', 'source', 600, 800)).toEqual({ width: 480, height: 640 });
    expect(videoFrameSize('1080p', 'source', 1200, 800)).toEqual({ width: 1620, height: 1080 });
    expect(videoRatio('source', 100, 1000)).toBeCloseTo(9 / 16);
    expect(videoRatio('source', 5000, 1000)).toBeCloseTo(16 / 9);
  });
});
