import { describe, expect, it } from 'vitest';
import { optionCreditRows, videoCredits } from './option-credits.ts';

describe('video credits on an engine that ignores the model (decision 098)', () => {
  it('charges the model’s own credits where the engine renders the model', () => {
    expect(videoCredits({ model: 'veo3', resolution: '1080p', duration: 8 }, 'fal')).toBe(20);
    expect(videoCredits({ model: 'veo3', resolution: '1080p', duration: 8 })).toBe(20);
  });

  it('charges no premium for a model or audio the local engine does not render', () => {
    const veoAudio = { model: 'veo3', resolution: '1080p', duration: 8, generateAudio: true };
    expect(videoCredits(veoAudio, 'local')).toBe(4);
    expect(videoCredits({ model: 'veo_v2', resolution: '1080p', duration: 5 }, 'cog')).toBe(4);
    expect(videoCredits({ resolution: '480p', duration: 5 }, 'local')).toBe(2);
  });

  it('lists the video options by resolution and duration only, without a model', () => {
    const video = optionCreditRows('local').filter((row) => row.tool === 'image-to-video');
    expect(video.every((row) => row.params.model === undefined)).toBe(true);
    expect(video).toContainEqual({
      tool: 'image-to-video',
      params: { resolution: '1080p', duration: 10 },
      credits: 6,
    });
    expect(optionCreditRows().some((row) => row.params.model === 'veo3')).toBe(true);
  });
});
