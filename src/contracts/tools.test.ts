import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { vi } from '../i18n/vi.ts';
import { findHairstyle, hairstyleCategories, hairstyles } from './hairstyles.ts';
import {
  bodyParamsSchema,
  editingParamsSchema,
  hairstyleParamsSchema,
  tryOnParamsSchema,
  videoModelOptions,
  videoModels,
  videoParamsSchema,
} from './tools.ts';

type Parsed = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const issue = (result: Parsed) => result.error?.issues[0];

describe('tryOnParamsSchema', () => {
  it.each(['dresses', 'tops', 'bottoms', 'outerwear'])('accepts %s', (category) => {
    expect(tryOnParamsSchema.safeParse({ category }).success).toBe(true);
  });

  it.each(['all', 'shoes', undefined])('refuses %s with a dictionary key', (category) => {
    expect(issue(tryOnParamsSchema.safeParse({ category }))?.message).toBe(
      'generation.categoryInvalid',
    );
  });
});

describe('bodyParamsSchema', () => {
  const good = {
    gender: 'female',
    height: 165,
    weight: 55,
    age: 28,
    skinTone: 'medium',
    bodyType: 'curvy',
  };

  it('accepts the bounds and defaults the aspect ratio', () => {
    expect(bodyParamsSchema.parse(good).aspectRatio).toBe('3:4');
    for (const [height, weight, age] of [
      [140, 35, 16],
      [210, 150, 80],
    ]) {
      expect(bodyParamsSchema.safeParse({ ...good, height, weight, age }).success).toBe(true);
    }
  });

  it.each([
    ['height', 139, 'generation.heightRange'],
    ['height', 211, 'generation.heightRange'],
    ['weight', 34.9, 'generation.weightRange'],
    ['weight', 151, 'generation.weightRange'],
    ['age', 15, 'generation.ageRange'],
    ['age', 81, 'generation.ageRange'],
    ['age', 30.5, 'generation.ageRange'],
    ['height', '170', 'generation.heightRange'],
    ['gender', 'other', 'generation.genderInvalid'],
    ['skinTone', 'green', 'generation.skinToneInvalid'],
    ['bodyType', 'tall', 'generation.bodyTypeInvalid'],
    ['aspectRatio', '2:3', 'generation.aspectRatioInvalid'],
    ['prompt', 'x'.repeat(501), 'generation.promptTooLong'],
    ['hints', 'x'.repeat(301), 'generation.hintsTooLong'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    const found = issue(bodyParamsSchema.safeParse({ ...good, [field]: value }));
    expect(found?.message).toBe(key);
    expect(found?.path).toEqual([field]);
  });

  it('accepts a prompt of 500 and hints of 300 characters', () => {
    const long = { ...good, prompt: 'x'.repeat(500), hints: 'y'.repeat(300) };
    expect(bodyParamsSchema.safeParse(long).success).toBe(true);
  });
});

describe('hairstyle catalogue and hairstyleParamsSchema', () => {
  it('holds the twenty styles of the spec, ten per gender, each in a category', () => {
    expect(hairstyles).toHaveLength(20);
    expect(hairstyles.filter((style) => style.gender === 'female')).toHaveLength(10);
    for (const style of hairstyles) expect(hairstyleCategories).toContain(style.category);
    expect(findHairstyle('hime')).toEqual({ id: 'hime', gender: 'female', category: 'long' });
    expect(findHairstyle('crew-cut')?.gender).toBe('male');
  });

  it.each(['#A1b2C3', 'blonde', 'dark-brown'])('accepts the colour %s', (hairColor) => {
    expect(hairstyleParamsSchema.safeParse({ styleId: 'pixie', hairColor }).success).toBe(true);
  });

  it.each(['#abc', 'rgb(1,2,3)', 'gold', ''])('refuses the colour %j', (hairColor) => {
    expect(issue(hairstyleParamsSchema.safeParse({ styleId: 'pixie', hairColor }))?.message).toBe(
      'generation.hairColorInvalid',
    );
  });

  it('refuses an unknown style and a style of the other gender', () => {
    expect(
      issue(hairstyleParamsSchema.safeParse({ styleId: 'beehive', hairColor: 'red' }))?.message,
    ).toBe('generation.hairstyleInvalid');
    const mismatch = issue(
      hairstyleParamsSchema.safeParse({ styleId: 'pixie', gender: 'male', hairColor: 'red' }),
    );
    expect(mismatch).toMatchObject({
      message: 'generation.hairstyleGenderMismatch',
      path: ['styleId'],
    });
    expect(
      hairstyleParamsSchema.safeParse({ styleId: 'mohican', gender: 'male', hairColor: 'red' })
        .success,
    ).toBe(true);
  });
});

describe('videoParamsSchema', () => {
  it('fills the defaults', () => {
    expect(videoParamsSchema.parse({})).toEqual({
      motionStyle: 'natural',
      duration: 5,
      resolution: '480p',
      fixCamera: false,
      cfgScale: 0.5,
      promptOptimizer: true,
      generateAudio: false,
      model: 'seedance_v1',
      aspect: 'source',
    });
  });

  it('offers every duration and resolution through some model', () => {
    const durations = new Set(videoModels.flatMap((model) => videoModelOptions[model].durations));
    const resolutions = new Set(
      videoModels.flatMap((model) => videoModelOptions[model].resolutions),
    );
    expect([...durations].sort((a, b) => a - b)).toEqual([5, 8, 10]);
    expect([...resolutions].sort()).toEqual(['1080p', '480p']);
  });

  it.each([
    ['duration', 6, 'generation.durationInvalid'],
    ['resolution', '720p', 'generation.resolutionInvalid'],
    ['motionStyle', 'wild', 'generation.motionStyleInvalid'],
    ['cfgScale', 1.5, 'generation.cfgScaleRange'],
    ['cfgScale', -0.1, 'generation.cfgScaleRange'],
    ['model', 'sora', 'generation.videoModelInvalid'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    expect(issue(videoParamsSchema.safeParse({ [field]: value }))?.message).toBe(key);
  });

  it('enforces what each model renders', () => {
    expect(
      videoParamsSchema.safeParse({ model: 'veo3', duration: 8, resolution: '1080p' }).success,
    ).toBe(true);
    expect(
      issue(videoParamsSchema.safeParse({ model: 'veo3', duration: 5, resolution: '1080p' })),
    ).toMatchObject({
      message: 'generation.durationNotForModel',
      path: ['duration'],
    });
    expect(
      issue(videoParamsSchema.safeParse({ model: 'veo_v2', duration: 5, resolution: '480p' })),
    ).toMatchObject({
      message: 'generation.resolutionNotForModel',
      path: ['resolution'],
    });
    expect(
      videoParamsSchema.safeParse({ model: 'hailuo_v2', duration: 10, resolution: '1080p' })
        .success,
    ).toBe(true);
  });
});

describe('editingParamsSchema', () => {
  it('fills the advanced settings', () => {
    expect(editingParamsSchema.parse({ preset: 'enhance-quality' })).toEqual({
      preset: 'enhance-quality',
      strength: 0.75,
      guidanceScale: 7.5,
      qualitySteps: 30,
    });
  });

  it('needs a prompt or a preset', () => {
    expect(issue(editingParamsSchema.safeParse({ prompt: '   ' }))).toMatchObject({
      message: 'generation.editPromptOrPreset',
      path: ['prompt'],
    });
    expect(editingParamsSchema.safeParse({ prompt: 'sáng hơn' }).success).toBe(true);
  });

  it.each([
    ['strength', 1.1, 'generation.strengthRange'],
    ['guidanceScale', 0.5, 'generation.guidanceScaleRange'],
    ['guidanceScale', 21, 'generation.guidanceScaleRange'],
    ['qualitySteps', 9, 'generation.qualityStepsRange'],
    ['qualitySteps', 51, 'generation.qualityStepsRange'],
    ['qualitySteps', 20.5, 'generation.qualityStepsRange'],
    ['preset', 'cartoon', 'generation.presetInvalid'],
    ['prompt', 'x'.repeat(501), 'generation.promptTooLong'],
  ])('refuses %s = %j with %s', (field, value, key) => {
    const found = issue(
      editingParamsSchema.safeParse({ preset: 'enhance-quality', [field]: value }),
    );
    expect(found?.message).toBe(key);
  });

  it('takes a frame with the reframe preset only, and needs one there', () => {
    expect(editingParamsSchema.parse({ preset: 'reframe', aspectRatio: '4:3' })).toMatchObject({
      preset: 'reframe',
      aspectRatio: '4:3',
    });
    for (const params of [{ preset: 'reframe' }, { preset: 'reframe', prompt: 'a wider street' }]) {
      expect(issue(editingParamsSchema.safeParse(params))).toMatchObject({
        message: 'generation.reframeAspectRequired',
        path: ['aspectRatio'],
      });
    }
    expect(
      issue(editingParamsSchema.safeParse({ prompt: 'sáng hơn', aspectRatio: '16:9' })),
    ).toMatchObject({ message: 'generation.aspectOnlyForReframe', path: ['aspectRatio'] });
    expect(
      issue(editingParamsSchema.safeParse({ preset: 'reframe', aspectRatio: '21:9' }))?.message,
    ).toBe('generation.aspectRatioInvalid');
  });
});

describe('generation messages', () => {
  it('exist in both languages, with the bounds as placeholders where they vary', () => {
    const keys = Object.keys(en).filter((key) => key.startsWith('generation.'));
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys) expect(vi[key as keyof typeof vi]).toBeTruthy();
    expect(en['generation.heightRange']).toContain('{minimum}');
    expect(vi['generation.engine.instructionUnknown']).toContain('xóa nền');
  });
});
