import { describe, expect, it } from 'vitest';
import { deliveredVideo, deliveryChanges } from './video-delivery.ts';

describe('deliveredVideo', () => {
  it('delivers exactly what was asked on the local engine', () => {
    expect(
      deliveredVideo('local', { model: 'hailuo_v2', duration: 8, resolution: '1080p' }),
    ).toEqual({ duration: 8, resolution: '1080p' });
    expect(deliveryChanges('local', { model: 'veo_v2', duration: 5, resolution: '1080p' })).toEqual(
      [],
    );
  });

  it('names what a hosted model changes: Hailuo’s 6 s clips, 720p of Veo 2 and Kling', () => {
    expect(
      deliveryChanges('fal', { model: 'hailuo_v2', duration: 8, resolution: '1080p' }),
    ).toEqual([
      { kind: 'duration', model: 'hailuo_v2', from: 8, to: 6 },
      { kind: 'resolution', model: 'hailuo_v2', from: '1080p', to: '768p' },
    ]);
    expect(
      deliveryChanges('fal', { model: 'kling_v2.1', duration: 10, resolution: '480p' }),
    ).toEqual([{ kind: 'resolution', model: 'kling_v2.1', from: '480p', to: '720p' }]);
    expect(
      deliveryChanges('fal', { model: 'seedance_v1', duration: 10, resolution: '480p' }),
    ).toEqual([]);
  });
});
