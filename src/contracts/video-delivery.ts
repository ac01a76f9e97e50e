import type { VideoDuration, VideoModel, VideoParams, VideoResolution } from './tools.ts';

/**
 * What a hosted (fal.ai) video model actually delivers for a duration and resolution it is
 * asked for, per its documented input schema (decision 044): Hailuo 02 makes 6 or 10 s clips
 * at 512p or 768p, Veo 2 and Kling 2.1 standard render 720p. The local engine renders exactly
 * what was asked.
 */
const hostedDelivery: Record<
  VideoModel,
  { duration: (asked: VideoDuration) => number; resolution: (asked: VideoResolution) => string }
> = {
  seedance_v1: { duration: (d) => d, resolution: (r) => r },
  veo_v2: { duration: (d) => d, resolution: () => '720p' },
  veo3: { duration: () => 8, resolution: () => '1080p' },
  hailuo_v2: {
    duration: (d) => (d === 10 ? 10 : 6),
    resolution: (r) => (r === '480p' ? '512p' : '768p'),
  },
  'kling_v2.1': { duration: (d) => d, resolution: () => '720p' },
};

/**
 * The duration (s) and resolution label a video will have on an engine.
 * @example deliveredVideo('fal', { model: 'hailuo_v2', duration: 5, resolution: '1080p' }) // { duration: 6, resolution: '768p' }
 */
export function deliveredVideo(
  engine: string,
  params: Pick<VideoParams, 'model' | 'duration' | 'resolution'>,
): { duration: number; resolution: string } {
  if (engine !== 'fal') return { duration: params.duration, resolution: params.resolution };
  const model = hostedDelivery[params.model];
  return {
    duration: model.duration(params.duration),
    resolution: model.resolution(params.resolution),
  };
}

/** One change the form makes or the model makes to what was asked; the UI says each one. */
export type VideoChange =
  | { kind: 'duration'; model: VideoModel; from: number; to: number }
  | { kind: 'resolution'; model: VideoModel; from: string; to: string };

/**
 * The changes a model makes on an engine: what was asked against what will be delivered.
 * @example deliveryChanges('fal', { model: 'veo_v2', duration: 5, resolution: '1080p' }) // [{ kind: 'resolution', model: 'veo_v2', from: '1080p', to: '720p' }]
 */
export function deliveryChanges(
  engine: string,
  params: Pick<VideoParams, 'model' | 'duration' | 'resolution'>,
): VideoChange[] {
  const delivered = deliveredVideo(engine, params);
  const changes: VideoChange[] = [];
  if (delivered.duration !== params.duration) {
    changes.push({
      kind: 'duration',
      model: params.model,
      from: params.duration,
      to: delivered.duration,
    });
  }
  if (delivered.resolution !== params.resolution) {
    changes.push({
      kind: 'resolution',
      model: params.model,
      from: params.resolution,
      to: delivered.resolution,
    });
  }
  return changes;
}
