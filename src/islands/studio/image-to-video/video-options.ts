import {
  videoModelOptions,
  type VideoDuration,
  type VideoModel,
  type VideoResolution,
} from '../../../contracts/tools.ts';

/**
 * The duration and resolution kept when the model changes: the current ones when the new
 * model offers them, else the nearest duration and the model's first resolution.
 * @example snapVideoOptions('veo3', 5, '480p') // { duration: 8, resolution: '1080p' }
 */
export function snapVideoOptions(
  model: VideoModel,
  duration: VideoDuration,
  resolution: VideoResolution,
): { duration: VideoDuration; resolution: VideoResolution } {
  const options = videoModelOptions[model];
  const nearest = [...options.durations].sort(
    (a, b) => Math.abs(a - duration) - Math.abs(b - duration) || a - b,
  )[0]!;
  return {
    duration: options.durations.includes(duration) ? duration : nearest,
    resolution: options.resolutions.includes(resolution) ? resolution : options.resolutions[0]!,
  };
}
