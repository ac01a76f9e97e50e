import { describe, expect, it } from 'vitest';
import { offeredOptions } from './offered-options.ts';
import { optionKey } from './option-key.ts';

describe('the recorded option of a generation', () => {
  it('is the label the economics guard gives every option on sale', () => {
    for (const option of offeredOptions()) {
      expect(optionKey(option.tool, option.params, option.input)).toBe(option.label);
    }
  });

  it('names a request’s defaults as the guard does', () => {
    expect(optionKey('image-to-video', {})).toBe('seedance_v1 480p 5s');
    expect(
      optionKey('image-to-video', {
        model: 'veo3',
        resolution: '1080p',
        duration: 8,
        generateAudio: true,
      }),
    ).toBe('veo3 1080p 8s audio');
    expect(optionKey('virtual-tryon', { category: 'tops' })).toBe('1 sample(s)');
    expect(optionKey('body-generator', {}, 'face')).toBe('with face');
    expect(optionKey('image-editing', {})).toBe('default');
    expect(optionKey('product-to-model', { model: 'model-lan' })).toBe('1k');
    expect(optionKey('model-swap', { model: 'model-lan', resolution: '4k' })).toBe('4k with face');
  });
});
