import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { hairColors } from '../../../contracts/hairstyles.ts';
import { videoDurations, videoModels, videoResolutions } from '../../../contracts/tools.ts';
import { toolParamsSchemas } from '../../../contracts/tool-params-schemas.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { apiParamsSchema, hairColorNames, videoModelsMarkdown } from './v1-param-schemas.ts';

/** What a schema makes of a value: its output, or each issue's path and message. */
function outcome(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? { data: result.data }
    : { issues: result.error.issues.map(({ path, message }) => ({ path, message })) };
}

function expectSameAsContract(service: StudioTool, values: unknown[]) {
  const contract = (toolParamsSchemas[service] as z.ZodObject).strict();
  for (const value of values) {
    expect(outcome(apiParamsSchema(service), value), JSON.stringify(value)).toEqual(
      outcome(contract, value),
    );
  }
}

describe('the API’s params schemas (decision 081)', () => {
  it('accepts and refuses hair colours exactly as the contract does', () => {
    const colors = [
      ...Object.keys(hairColors),
      '#A1b2C3',
      '  #00ff00 ',
      ' black',
      '#12345',
      '#1234567',
      'Black',
      'gold',
      '',
      7,
      null,
    ];
    expectSameAsContract(
      'hairstyle-changer',
      colors.flatMap((hairColor) => [
        { styleId: 'modern-bob', hairColor },
        { styleId: 'modern-bob', hairColor, gender: 'male' },
      ]),
    );
  });

  it('refuses exactly the durations and resolutions a video model does not offer', () => {
    const values = videoModels.flatMap((model) =>
      [...videoDurations, 7].flatMap((duration) =>
        [...videoResolutions, '720p'].map((resolution) => ({ model, duration, resolution })),
      ),
    );
    expectSameAsContract('image-to-video', [...values, {}, { model: 'veo3' }, { extra: 1 }]);
  });

  it('needs a prompt or a preset for image editing, as the contract does', () => {
    expectSameAsContract('image-editing', [
      {},
      { prompt: '' },
      { prompt: '   ' },
      { prompt: 'brighter' },
      { preset: 'enhance-quality' },
      { prompt: 'brighter', preset: 'enhance-quality' },
      { preset: 'sepia' },
      { strength: 2 },
    ]);
  });

  it('names the colours from the contract’s list and each model’s options from its table', () => {
    expect(hairColorNames).toEqual(Object.keys(hairColors));
    expect(videoModelsMarkdown()).toContain('- `veo3`: 8 s; 1080p');
    expect(videoModelsMarkdown().split('\n')).toHaveLength(videoModels.length);
  });

  it('lists the same colours and video models in the integrator guide', () => {
    const guide = readFileSync('docs/api/README.md', 'utf8');
    expect(guide).toContain(videoModelsMarkdown());
    expect(guide.replaceAll(/\s+/g, ' ')).toContain(
      hairColorNames.map((name) => `\`${name}\``).join(', '),
    );
  });
});
