import { describe, expect, it } from 'vitest';
import { videoModelOptions, videoModels } from '../../../contracts/tools.ts';
import { snapVideoOptions } from './video-options.ts';

describe('snapVideoOptions', () => {
  it('keeps the duration and resolution the new model offers', () => {
    expect(snapVideoOptions('hailuo_v2', 10, '480p')).toEqual({
      duration: 10,
      resolution: '480p',
      changes: [],
    });
  });

  it('snaps to the only duration and resolution of veo3', () => {
    expect(snapVideoOptions('veo3', 5, '480p')).toEqual({
      duration: 8,
      resolution: '1080p',
      changes: [
        { kind: 'duration', model: 'veo3', from: 5, to: 8 },
        { kind: 'resolution', model: 'veo3', from: '480p', to: '1080p' },
      ],
    });
  });

  it('snaps 8 s to the nearest duration seedance renders, the shorter on a tie', () => {
    expect(snapVideoOptions('seedance_v1', 8, '1080p')).toMatchObject({
      duration: 10,
      resolution: '1080p',
      changes: [{ kind: 'duration', from: 8, to: 10 }],
    });
    expect(snapVideoOptions('veo_v2', 10, '1080p').duration).toBe(8);
  });

  it('always lands on an option of the model', () => {
    for (const model of videoModels) {
      for (const duration of [5, 8, 10] as const) {
        for (const resolution of ['480p', '1080p'] as const) {
          const snapped = snapVideoOptions(model, duration, resolution);
          expect(videoModelOptions[model].durations).toContain(snapped.duration);
          expect(videoModelOptions[model].resolutions).toContain(snapped.resolution);
        }
      }
    }
  });
});
