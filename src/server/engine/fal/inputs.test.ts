import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fakeFalSchemas, schemaProblems } from '../../../../tests/support/fake-fal-schemas.ts';
import {
  bodyParamsSchema,
  editingParamsSchema,
  hairstyleParamsSchema,
  tryOnParamsSchema,
  videoModelOptions,
  videoModels,
  videoParamsSchema,
  type VideoAspect,
} from '../../../contracts/tools.ts';
import { cropToAspect } from './video-aspect.ts';
import { EngineError } from '../engine.ts';
import {
  bodyFaceInput,
  bodyInput,
  dataUri,
  editingInput,
  hairstyleInput,
  hairstyleMaskInput,
  tryOnInput,
  videoInput,
} from './inputs.ts';
import { defaultFalModels, falModels } from './models.ts';

const body = {
  gender: 'female',
  height: 165,
  weight: 55,
  age: 30,
  skinTone: 'very-light',
  bodyType: 'athletic',
};

describe('inputs for fal models', () => {
  it('sends images as data URIs typed by their bytes, and refuses anything else', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await dataUri(png)).toMatch(/^data:image\/png;base64,iVBOR/);
    await expect(dataUri(Buffer.from('GIF89a not an image'))).rejects.toBeInstanceOf(EngineError);
  });

  it('maps garment categories to FASHN’s', () => {
    expect(tryOnInput('m', 'g', { category: 'dresses' }).category).toBe('one-pieces');
    expect(tryOnInput('m', 'g', { category: 'outerwear' }).category).toBe('tops');
    expect(tryOnInput('m', 'g', { category: 'bottoms' }).category).toBe('bottoms');
  });

  it('sends áo dài and áo bà ba to FASHN as one-pieces, the set with its trousers', () => {
    expect(tryOnInput('m', 'g', { category: 'ao-dai' }).category).toBe('one-pieces');
    expect(tryOnInput('m', 'g', { category: 'ao-ba-ba' }).category).toBe('one-pieces');
  });

  it('passes FASHN’s mode, garment photo type and seed, one sample, FASHN’s defaults when unset', () => {
    const params = tryOnParamsSchema.parse({
      category: 'tops',
      mode: 'quality',
      garmentPhotoType: 'flat-lay',
      seed: 7,
    });
    expect(tryOnInput('m', 'g', params)).toEqual({
      model_image: 'm',
      garment_image: 'g',
      category: 'tops',
      num_samples: 1,
      mode: 'quality',
      garment_photo_type: 'flat-lay',
      seed: 7,
    });
    // Three samples reach FASHN as num_samples.
    expect(tryOnInput('m', 'g', { ...params, numSamples: 3 }).num_samples).toBe(3);
    // A generation stored before the options existed.
    expect(tryOnInput('m', 'g', { category: 'tops' })).toMatchObject({
      mode: 'balanced',
      garment_photo_type: 'auto',
    });
    expect(tryOnInput('m', 'g', { category: 'tops' })).not.toHaveProperty('seed');
    // A try-on model without FASHN's options gets none of them.
    expect(Object.keys(tryOnInput('m', 'g', params, false)).sort()).toEqual([
      'category',
      'garment_image',
      'model_image',
      'num_samples',
    ]);
  });

  it('sends the face photo to PuLID as reference_image_url, with the described body', () => {
    const params = bodyParamsSchema.parse(body);
    const input = bodyFaceInput(params, 'data:image/png;base64,FACE');
    expect(input.reference_image_url).toBe('data:image/png;base64,FACE');
    expect(input.prompt).toContain('30-year-old woman');
    expect(input.image_size).toBe('portrait_4_3');
    expect(bodyInput(params)).not.toHaveProperty('reference_image_url');
  });

  it('sends the painted mask to FLUX Fill as mask_url, with the portrait as image_url', () => {
    const params = hairstyleParamsSchema.parse({ styleId: 'modern-bob', hairColor: 'black' });
    const input = hairstyleMaskInput(
      'data:image/png;base64,PORTRAIT',
      'data:image/png;base64,MASK',
      params,
    );
    expect(input).toMatchObject({
      image_url: 'data:image/png;base64,PORTRAIT',
      mask_url: 'data:image/png;base64,MASK',
    });
    expect(input.prompt).toContain('modern bob');
    expect(hairstyleInput('data:image/png;base64,PORTRAIT', params)).not.toHaveProperty('mask_url');
  });

  it('describes the body and picks FLUX’s image size for the aspect ratio', () => {
    const params = bodyParamsSchema.parse({ ...body, aspectRatio: '9:16' });
    const input = bodyInput(params);
    expect(input.image_size).toBe('portrait_16_9');
    expect(input.prompt).toContain('30-year-old woman');
    expect(input.prompt).toContain('very light skin');
  });

  it('writes each video model’s documented duration format', () => {
    const params = (model: string, duration: number, resolution = '1080p') =>
      videoParamsSchema.parse({ model, duration, resolution });
    expect(videoInput('veo_v2', 'img', params('veo_v2', 5))).toMatchObject({ duration: '5s' });
    expect(videoInput('kling_v2.1', 'img', params('kling_v2.1', 10))).toMatchObject({
      duration: '10',
    });
    expect(videoInput('hailuo_v2', 'img', params('hailuo_v2', 8))).toMatchObject({
      duration: '6',
    });
    expect(videoInput('seedance_v1', 'img', params('seedance_v1', 5, '480p'))).toMatchObject({
      duration: '5',
      resolution: '480p',
    });
  });

  it('passes the chosen frame to the models that take aspect_ratio, auto where it is not theirs', () => {
    const params = (model: string, aspect: string) =>
      videoParamsSchema.parse({ model, aspect, duration: 8, resolution: '1080p' });
    expect(videoInput('veo_v2', 'img', params('veo_v2', '9:16'))).toMatchObject({
      aspect_ratio: '9:16',
    });
    expect(videoInput('veo_v2', 'img', params('veo_v2', '1:1'))).toMatchObject({
      aspect_ratio: 'auto',
    });
    expect(videoInput('hailuo_v2', 'img', params('hailuo_v2', '9:16'))).not.toHaveProperty(
      'aspect_ratio',
    );
  });

  it('crops the source photo to the chosen frame before sending it', async () => {
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const size = async (aspect: VideoAspect) => {
      const { width, height } = await sharp(await cropToAspect(photo, aspect)).metadata();
      return `${width}x${height}`;
    };
    expect(await size('9:16')).toBe('169x300');
    expect(await size('1:1')).toBe('300x300');
    expect(await size('16:9')).toBe('400x225');
    expect(await size('source')).toBe('400x300');
  });

  it('takes model ids from the env when set', () => {
    expect(falModels({}).videos.veo3).toBe(defaultFalModels.videos.veo3);
    expect(falModels({ FAL_MODEL_VIDEO_VEO3: 'fal-ai/veo3/fast' }).videos.veo3).toBe(
      'fal-ai/veo3/fast',
    );
  });
});

describe('every mapping against the documented schema of its default model', () => {
  const fits = (model: string, input: object) =>
    schemaProblems(fakeFalSchemas[model]!, input as Record<string, unknown>);
  const { tools, variants, videos } = defaultFalModels;

  it('fits each image model’s fields, required ones present, no unknown name', () => {
    const tryOn = tryOnParamsSchema.parse({ category: 'dresses', seed: 1, mode: 'quality' });
    const bodyParams = bodyParamsSchema.parse(body);
    const hair = hairstyleParamsSchema.parse({ styleId: 'pixie', hairColor: 'black' });
    const edit = editingParamsSchema.parse({ preset: 'enhance-quality' });
    expect(fits(tools['virtual-tryon'], tryOnInput('m', 'g', tryOn))).toBeUndefined();
    expect(fits(tools['body-generator'], bodyInput(bodyParams))).toBeUndefined();
    expect(fits(variants['body-generator-face'], bodyFaceInput(bodyParams, 'f'))).toBeUndefined();
    expect(fits(tools['hairstyle-changer'], hairstyleInput('p', hair))).toBeUndefined();
    expect(
      fits(variants['hairstyle-changer-mask'], hairstyleMaskInput('p', 'm', hair)),
    ).toBeUndefined();
    expect(fits(tools['image-editing'], editingInput('i', edit))).toBeUndefined();
  });

  it('fits each video model’s fields', () => {
    for (const model of videoModels) {
      const params = videoParamsSchema.parse({
        model,
        duration: videoModelOptions[model].durations[0],
        resolution: '1080p',
        aspect: '9:16',
      });
      expect(fits(videos[model], videoInput(model, 'img', params)), model).toBeUndefined();
    }
  });

  it('catches a misnamed field: the mask sent as `mask` instead of `mask_url`', () => {
    const { mask_url, ...rest } = hairstyleMaskInput('p', 'm', {
      styleId: 'pixie',
      hairColor: 'black',
    } as never);
    expect(fits(variants['hairstyle-changer-mask'], { ...rest, mask: mask_url })).toEqual({
      detail: [
        { loc: ['body', 'mask_url'], msg: 'Field required', type: 'missing' },
        { loc: ['body', 'mask'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
      ],
    });
  });
});
