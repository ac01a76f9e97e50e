import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hairColors } from '../../src/contracts/hairstyles.ts';
import {
  videoDurations,
  videoModelOptions,
  videoModels,
  videoResolutions,
} from '../../src/contracts/tools.ts';
import { creditGrants, users } from '../../src/server/db/schema.ts';
import { picture } from './support/generations.ts';
import {
  apiClient,
  undocumentedAnswers,
  v1,
  v1Upload,
  type ApiClient,
} from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema> };

let api: TestApi;
let poor: ApiClient;
let source: string;
let schemas: Record<string, Schema>;

/** A Pro account without credits: a submit that passes validation answers 402 and runs nothing. */
beforeAll(async () => {
  api = await startTestApi();
  poor = await apiClient(api);
  const [user] = await api.deps.database.db.select().from(users).where(eq(users.email, poor.email));
  await api.deps.database.db
    .update(creditGrants)
    .set({ remaining: 0 })
    .where(eq(creditGrants.userId, user!.id));
  source = (await v1Upload(api, poor.value, await picture(320, 240, 'png'))).body.id as string;
  const doc = (await v1(api, 'GET', '/v1/openapi.json')).body as {
    components: { schemas: Record<string, Schema> };
  };
  schemas = doc.components.schemas;
}, 60_000);
afterAll(() => api?.stop());

const paramsOf = (name: string) => schemas[name]!.properties!.params!;

function submit(service: string, params: Record<string, unknown>) {
  return v1(api, 'POST', `/v1/${service}/jobs`, {
    value: poor.value,
    body: { inputs: { source }, params },
  });
}

describe('values the contracts check in code, in the document (issue 18, decision 081)', () => {
  it('documents hairColor as the code’s colour names or #rrggbb', () => {
    const hairColor = paramsOf('HairstyleChangerJob').properties!.hairColor!;
    expect(hairColor.anyOf).toEqual([
      { type: 'string', enum: Object.keys(hairColors) },
      { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
    ]);
  });

  it('refuses exactly the video model, duration and resolution combinations the table leaves out', async () => {
    const params = paramsOf('ImageToVideoJob');
    for (const model of videoModels) {
      const { durations, resolutions } = videoModelOptions[model];
      expect(params.description).toContain(
        `\`${model}\`: ${durations.map((seconds) => `${seconds} s`).join(', ')}; ${resolutions.join(', ')}`,
      );
      for (const duration of videoDurations) {
        for (const resolution of videoResolutions) {
          const res = await submit('image-to-video', { model, duration, resolution });
          const refused = [
            ...(durations.includes(duration) ? [] : ['params.duration']),
            ...(resolutions.includes(resolution) ? [] : ['params.resolution']),
          ];
          const at = `${model} ${duration} s ${resolution}: ${JSON.stringify(res.body)}`;
          if (refused.length === 0) {
            expect(res.status, at).toBe(402);
            expect(res.body.code, at).toBe('insufficient_credits');
            continue;
          }
          expect(res.status, at).toBe(422);
          expect(res.body.code, at).toBe('validation_failed');
          const errors = res.body.errors as { path: string; message: string }[];
          expect(errors.map(({ path }) => path).sort(), at).toEqual(refused);
          expect(res.body.message, at).toMatch(/does not offer this (duration|resolution)/);
        }
      }
    }
  }, 120_000);

  it('documents and requires a prompt or a preset for image editing', async () => {
    expect(paramsOf('ImageEditingJob').anyOf).toEqual([
      { required: ['prompt'], properties: { prompt: { type: 'string', pattern: '\\S' } } },
      { required: ['preset'] },
    ]);
    for (const params of [{}, { prompt: '  ' }, { strength: 0.5 }]) {
      const res = await submit('image-editing', params);
      expect(res.status, JSON.stringify(params)).toBe(422);
      expect(res.body.errors).toEqual([
        { path: 'params.prompt', message: 'Please describe the edit or choose a preset' },
      ]);
    }
    for (const params of [{ prompt: 'make it brighter' }, { preset: 'enhance-quality' }]) {
      const res = await submit('image-editing', params);
      expect(res.status, JSON.stringify(params)).toBe(402);
      expect(res.body.code).toBe('insufficient_credits');
    }
  });

  it('answered only documented codes', async () => {
    expect(await undocumentedAnswers(api)).toEqual([]);
  });
});
