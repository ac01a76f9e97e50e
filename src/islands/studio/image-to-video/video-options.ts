import type { VideoChange } from '../../../contracts/video-delivery.ts';
import {
  videoModelOptions,
  type VideoDuration,
  type VideoModel,
  type VideoResolution,
} from '../../../contracts/tools.ts';

/**
 * The duration and resolution kept when the model changes: the current ones when the new
 * model offers them, else the nearest duration and the model's first resolution. `changes`
 * lists what moved, so the form says so instead of changing it silently (issue 22 §13).
 * @example snapVideoOptions('veo3', 5, '480p') // { duration: 8, resolution: '1080p', changes: [two] }
 */
export function snapVideoOptions(
  model: VideoModel,
  duration: VideoDuration,
  resolution: VideoResolution,
): { duration: VideoDuration; resolution: VideoResolution; changes: VideoChange[] } {
  const options = videoModelOptions[model];
  const nearest = [...options.durations].sort(
    (a, b) => Math.abs(a - duration) - Math.abs(b - duration) || a - b,
  )[0]!;
  const next = {
    duration: options.durations.includes(duration) ? duration : nearest,
    resolution: options.resolutions.includes(resolution) ? resolution : options.resolutions[0]!,
  };
  const changes: VideoChange[] = [];
  if (next.duration !== duration) {
    changes.push({ kind: 'duration', model, from: duration, to: next.duration });
  }
  if (next.resolution !== resolution) {
    changes.push({ kind: 'resolution', model, from: resolution, to: next.resolution });
  }
  return { ...next, changes };
}
