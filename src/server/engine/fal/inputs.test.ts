import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bodyParamsSchema, videoParamsSchema, type VideoAspect } from '../../../contracts/tools.ts';
import { cropToAspect } from './video-aspect.ts';
import { EngineError } from '../engine.ts';
import { bodyInput, dataUri, tryOnInput, videoInput } from './inputs.ts';
import { defaultFalModels, falModels } from './models.ts';

describe('inputs for fal models', () => {
  it('sends images as data URIs typed by their bytes, and refuses anything else', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(await dataUri(png)).toMatch(/^data:image\/png;base64,iVBOR/);
    await expect(dataUri(Buffer.from('GIF89a not an image'))).rejects.toBeInstanceOf(EngineError);
  });

  it('maps garment categories to FASHN’s', () => {
    expect(tryOnInput('m', 'g', 'dresses').category).toBe('one-pieces');
    expect(tryOnInput('m', 'g', 'outerwear').category).toBe('tops');
    expect(tryOnInput('m', 'g', 'bottoms').category).toBe('bottoms');
  });

  it('describes the body and picks FLUX’s image size for the aspect ratio', () => {
    const params = bodyParamsSchema.parse({
      gender: 'female',
      height: 165,
      weight: 55,
      age: 30,
      skinTone: 'very-light',
      bodyType: 'athletic',
      aspectRatio: '9:16',
    });
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
