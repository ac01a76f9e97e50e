import { describe, expect, it } from 'vitest';
import { studioTools } from '../../../contracts/studio.ts';
import { createEngineRouter } from '../../engine/engine-router.ts';
import { fashnUnsupportedOption } from '../../engine/fashn/options.ts';
import { createLocalEngine } from '../../engine/local/index.ts';
import { readEngineCapabilities } from './engine-capabilities.ts';

const local = createLocalEngine();
const of = (answer: ReturnType<typeof readEngineCapabilities>, service: string) =>
  answer.find((entry) => entry.service === service)!;

describe('what each service’s engine takes (issue 45)', () => {
  it('reads the demo engine’s refusals of the try-on options off its own check', () => {
    const answer = readEngineCapabilities(local);
    expect(answer.map((entry) => entry.service)).toEqual([...studioTools]);
    expect(of(answer, 'virtual-tryon')).toEqual({
      service: 'virtual-tryon',
      engine: 'local',
      options: [
        {
          name: 'params.mode',
          takes: 'some',
          accepted: ['balanced'],
          refused: ['fast', 'quality'],
          model: 'local',
        },
        {
          name: 'params.garmentPhotoType',
          takes: 'some',
          accepted: ['auto'],
          refused: ['flat-lay', 'model'],
          model: 'local',
        },
        { name: 'params.seed', takes: 'none', model: 'local' },
        {
          name: 'params.numSamples',
          takes: 'some',
          accepted: [1],
          refused: [2, 3, 4],
          model: 'local',
        },
      ],
    });
    // Each refused value is refused by the submit's check, each accepted one passes it.
    for (const option of of(answer, 'virtual-tryon').options) {
      const field = option.name.replace('params.', '');
      for (const value of option.refused ?? [])
        expect(local.unsupportedOption!('virtual-tryon', request({ [field]: value }))).toEqual({
          option: option.name,
          model: 'local',
        });
      for (const value of option.accepted ?? [])
        expect(local.unsupportedOption!('virtual-tryon', request({ [field]: value }))).toBe(
          undefined,
        );
    }
    expect(of(answer, 'product-to-model').options).toEqual([
      {
        name: 'params.background',
        takes: 'some',
        accepted: ['studio-white', 'marketplace'],
        refused: ['scene'],
        model: 'local',
      },
    ]);
    expect(of(answer, 'image-editing').options).toEqual([]);
  });

  it('names each tool’s own engine and its refusals behind a router', () => {
    const fashn = { ...local, name: 'fashn', unsupportedOption: fashnUnsupportedOption };
    // A model without a face reference or a painted mask, as an operator may configure on fal.
    const fal = {
      ...local,
      name: 'fal',
      unsupportedOption: (_tool: string, asked: { face: boolean; mask: boolean }) =>
        asked.face
          ? { option: 'inputs.face', model: 'fal-ai/flux/dev' }
          : asked.mask
            ? { option: 'mask', model: 'fal-ai/flux-pro/kontext' }
            : undefined,
    };
    const engine = createEngineRouter(
      { local, fashn, fal },
      {
        'virtual-tryon': 'fashn',
        'body-generator': 'fal',
        'hairstyle-changer': 'fal',
        'image-to-video': 'local',
        'image-editing': 'local',
        'product-to-model': 'fashn',
        'model-swap': 'fashn',
      },
    );
    const answer = readEngineCapabilities(engine);
    expect(of(answer, 'virtual-tryon')).toEqual({
      service: 'virtual-tryon',
      engine: 'fashn',
      options: [],
    });
    const category = of(answer, 'product-to-model').options[0]!;
    expect(category).toMatchObject({ name: 'params.category', takes: 'some', accepted: ['auto'] });
    expect(category.refused).toContain('ao-dai');
    expect(of(answer, 'body-generator').options).toEqual([
      { name: 'inputs.face', takes: 'none', model: 'fal-ai/flux/dev' },
    ]);
    expect(of(answer, 'hairstyle-changer').options).toEqual([
      { name: 'mask', takes: 'none', model: 'fal-ai/flux-pro/kontext' },
    ]);
  });
});

function request(params: Record<string, unknown>) {
  return { params, face: false, mask: false };
}
