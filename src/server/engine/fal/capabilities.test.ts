import { describe, expect, it } from 'vitest';
import { tryOnParamsSchema } from '../../../contracts/tools.ts';
import { createEngineRouter } from '../engine-router.ts';
import { createLocalEngine } from '../local/index.ts';
import { falUnsupportedOption } from './capabilities.ts';
import { falModels } from './models.ts';

const tryOn = (params: Record<string, unknown>) => ({
  params: tryOnParamsSchema.parse({ category: 'tops', ...params }),
  face: false,
  mask: false,
});

describe('what the configured fal models can take (decision 060)', () => {
  it('takes the face photo, the painted mask and FASHN’s options on the default models', () => {
    const models = falModels({});
    const all = { params: {}, face: true, mask: true };
    expect(falUnsupportedOption(models, 'body-generator', all)).toBeUndefined();
    expect(falUnsupportedOption(models, 'hairstyle-changer', all)).toBeUndefined();
    const options = tryOn({ mode: 'quality', garmentPhotoType: 'model', seed: 3, numSamples: 4 });
    expect(falUnsupportedOption(models, 'virtual-tryon', options)).toBeUndefined();
  });

  it('names the option and the model when an override cannot take it', () => {
    const models = falModels({
      FAL_MODEL_HAIRSTYLE_CHANGER_MASK: 'fal-ai/flux-pro/kontext',
      FAL_MODEL_BODY_GENERATOR_FACE: 'fal-ai/flux/dev',
      FAL_MODEL_VIRTUAL_TRYON: 'someone/own-tryon',
    });
    expect(
      falUnsupportedOption(models, 'hairstyle-changer', { params: {}, face: false, mask: true }),
    ).toEqual({ option: 'mask', model: 'fal-ai/flux-pro/kontext' });
    expect(
      falUnsupportedOption(models, 'body-generator', { params: {}, face: true, mask: false }),
    ).toEqual({ option: 'inputs.face', model: 'fal-ai/flux/dev' });
    expect(falUnsupportedOption(models, 'virtual-tryon', tryOn({ seed: 1 }))).toEqual({
      option: 'params.seed',
      model: 'someone/own-tryon',
    });
    // Without the face, the mask or a non-default option, the plain models serve as before.
    expect(
      falUnsupportedOption(models, 'hairstyle-changer', { params: {}, face: false, mask: false }),
    ).toBeUndefined();
    expect(falUnsupportedOption(models, 'virtual-tryon', tryOn({}))).toBeUndefined();
  });
});

describe('the local engine and the router', () => {
  it('refuses FASHN’s options on the local engine, which has one deterministic try-on', () => {
    const local = createLocalEngine();
    expect(local.unsupportedOption?.('virtual-tryon', tryOn({}))).toBeUndefined();
    expect(local.unsupportedOption?.('virtual-tryon', tryOn({ mode: 'quality' }))).toEqual({
      option: 'params.mode',
      model: 'local',
    });
    expect(
      local.unsupportedOption?.('virtual-tryon', tryOn({ garmentPhotoType: 'flat-lay' })),
    ).toMatchObject({ option: 'params.garmentPhotoType' });
    // Several samples would be one image charged several times (decision 064).
    expect(local.unsupportedOption?.('virtual-tryon', tryOn({ numSamples: 2 }))).toMatchObject({
      option: 'params.numSamples',
    });
    expect(local.unsupportedOption?.('virtual-tryon', tryOn({ numSamples: 1 }))).toBeUndefined();
  });

  it('asks the engine configured for the tool', () => {
    const fal = { ...createLocalEngine(), name: 'fal', unsupportedOption: () => undefined };
    const router = createEngineRouter(
      { local: createLocalEngine(), fal },
      {
        'virtual-tryon': 'fal',
        'body-generator': 'local',
        'hairstyle-changer': 'local',
        'image-to-video': 'local',
        'image-editing': 'local',
        'product-to-model': 'local',
        'model-swap': 'local',
      },
    );
    expect(router.unsupportedOption?.('virtual-tryon', tryOn({ seed: 1 }))).toBeUndefined();
    const local = createEngineRouter(
      { local: createLocalEngine() },
      {
        'virtual-tryon': 'local',
        'body-generator': 'local',
        'hairstyle-changer': 'local',
        'image-to-video': 'local',
        'image-editing': 'local',
        'product-to-model': 'local',
        'model-swap': 'local',
      },
    );
    expect(local.unsupportedOption?.('virtual-tryon', tryOn({ seed: 1 }))).toMatchObject({
      option: 'params.seed',
    });
  });
});
