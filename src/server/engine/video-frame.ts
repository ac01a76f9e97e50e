import type { VideoAspect, VideoResolution } from '../../contracts/tools.ts';

/** The short side of each resolution: 480p is 854×480 landscape, 480×854 portrait, 480×480 square. */
const shortSide: Record<VideoResolution, number> = { '480p': 480, '1080p': 1080 };

/** Widest and tallest frame a video takes; a panorama or a strip follows the nearest of them. */
const widest = 16 / 9;
const tallest = 9 / 16;

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * The width/height ratio of a video's frame: the chosen aspect, or with 'source' the photo's own
 * (decision 044), kept between 9:16 and 16:9.
 * @example videoRatio('source', 600, 800) // 0.75
 */
export function videoRatio(aspect: VideoAspect, sourceWidth: number, sourceHeight: number) {
  if (aspect !== 'source') {
    const [w, h] = aspect.split(':').map(Number) as [number, number];
    return w / h;
  }
  return Math.min(widest, Math.max(tallest, sourceWidth / sourceHeight));
}

/**
 * A video's frame in pixels: the short side is the resolution's (480 or 1080), the long side
 * follows the ratio; both even, as H.264 in yuv420p needs.
 * @example videoFrameSize('480p', '9:16', 800, 800) // { width: 480, height: 854 }
 */
export function videoFrameSize(
  resolution: VideoResolution,
  aspect: VideoAspect,
  sourceWidth: number,
  sourceHeight: number,
): { width: number; height: number } {
  const ratio = videoRatio(aspect, sourceWidth, sourceHeight);
  const short = shortSide[resolution];
  return ratio >= 1
    ? { width: even(short * ratio), height: short }
    : { width: short, height: even(short / ratio) };
}
