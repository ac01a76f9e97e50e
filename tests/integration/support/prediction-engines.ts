import { eq } from 'drizzle-orm';
import { classicTools, type ClassicTool } from '../../../src/contracts/studio.ts';
import { providerRequests } from '../../../src/server/db/schema.ts';
import { toolEnvSuffix } from '../../../src/server/env.ts';
import type { FakePredictions } from '../../support/fake-predictions.ts';
import { call } from './accounts.ts';
import { freePort } from './remote-engine.ts';
import { garmentPhoto, personPhoto, portraitPhoto, uploadAsset } from './studio-inputs.ts';
import { startTestApi, type TestApi } from './test-api.ts';

/** The Replicate model of each tool in the tests: one version-pinned, the others other forms. */
export const replicateModels: Record<ClassicTool, string> = {
  'virtual-tryon': `kieu/tryon:${'a'.repeat(64)}`,
  'body-generator': 'black-forest-labs/flux-dev',
  'hairstyle-changer': `kieu/hair:${'b'.repeat(64)}`,
  'image-editing': 'deployments/kieu/editing',
  // The fake makes a video for a model whose name says so.
  'image-to-video': 'kieu/image-to-video',
};

/** The settings that put the fake Replicate's try-on model behind fal in a failover chain. */
export function replicateTryOnEnv(replicate: FakePredictions): Record<string, string> {
  return {
    REPLICATE_API_TOKEN: replicate.token,
    REPLICATE_API_URL: `${replicate.url}/v1`,
    REPLICATE_MODEL_VIRTUAL_TRYON: replicateModels['virtual-tryon'],
    REPLICATE_POLL_MS: '100',
    REPLICATE_WAIT_SECONDS: '1',
  };
}

/** The model name the fake gives a tool's predictions (see FakePredictions.nextOutcome). */
export function fakeModelOf(kind: 'replicate' | 'cog', tool: ClassicTool): string {
  if (kind === 'cog') return tool;
  const [name, version] = replicateModels[tool].split(':');
  return version ? `version:${version}` : name!;
}

/**
 * The real API with every tool on the fake Replicate or Cog, and a public URL so the fake calls
 * its webhooks back.
 */
export async function startPredictionsApi(
  fake: FakePredictions,
  env: Record<string, string> = {},
): Promise<TestApi> {
  const port = await freePort();
  const engines = classicTools.map((tool) => `${tool}=${fake.kind}`).join(',');
  const perTool = Object.fromEntries(
    classicTools.map((tool) =>
      fake.kind === 'cog'
        ? [`COG_URL_${toolEnvSuffix[tool]}`, `${fake.url}/${tool}`]
        : [`REPLICATE_MODEL_${toolEnvSuffix[tool]}`, replicateModels[tool]],
    ),
  );
  return startTestApi({
    GENERATION_ENGINES: engines,
    ...perTool,
    ...(fake.kind === 'replicate'
      ? {
          REPLICATE_API_TOKEN: fake.token,
          REPLICATE_API_URL: `${fake.url}/v1`,
          REPLICATE_POLL_MS: '100',
          REPLICATE_WAIT_SECONDS: '1',
        }
      : {}),
    API_PORT: String(port),
    PUBLIC_API_URL: `http://127.0.0.1:${port}`,
    ...env,
  });
}

/** Submits one generation of `tool` with fresh inputs; answers its id. */
export async function submitTool(
  api: TestApi,
  user: { token: string },
  tool: ClassicTool,
  /** Further parameters over the tool's defaults (a try-on's `numSamples`). */
  params: Record<string, unknown> = {},
): Promise<string> {
  const { token } = user;
  const upload = async (bytes: Promise<Buffer>, kind: string) =>
    (await uploadAsset(api, token, await bytes, kind)).id;
  const bodies: Record<ClassicTool, () => Promise<unknown>> = {
    'virtual-tryon': async () => ({
      inputs: {
        person: await upload(personPhoto(), 'model'),
        clothing: await upload(garmentPhoto(), 'garment'),
      },
      params: { category: 'dresses' },
    }),
    'body-generator': () =>
      Promise.resolve({
        inputs: {},
        params: {
          gender: 'female',
          height: 165,
          weight: 52,
          age: 25,
          skinTone: 'light',
          bodyType: 'slim',
        },
      }),
    'hairstyle-changer': async () => ({
      inputs: { person: await upload(portraitPhoto(), 'model') },
      params: { styleId: 'modern-bob', hairColor: 'dark-brown' },
    }),
    'image-editing': async () => ({
      inputs: { source: await upload(personPhoto(), 'image') },
      params: { prompt: 'make the background white' },
    }),
    'image-to-video': async () => ({
      inputs: { source: await upload(personPhoto(), 'image') },
      params: {},
    }),
  };
  const res = await call(api, 'POST', `/ai/${tool}/generate`, {
    token,
    body: await bodies[tool]().then((body) => {
      const { params: defaults, ...rest } = body as { params: Record<string, unknown> };
      return { ...rest, params: { ...defaults, ...params } };
    }),
  });
  if (res.status !== 202) throw new Error(`submit ${tool}: ${JSON.stringify(res.body)}`);
  return (res.body.generation as { id: string }).id;
}

/** What one generation of `tool` costs with its default settings. */
export const costOf = async (api: TestApi, token: string, tool: ClassicTool) =>
  (await call(api, 'GET', `/ai/estimate?tool=${tool}`, { token })).body.cost as number;

export const balance = async (api: TestApi, token: string) =>
  (await call(api, 'GET', '/ai/estimate?tool=virtual-tryon', { token })).body.balance as number;

/** The stored request of a generation. */
export async function requestRow(api: TestApi, generationId: string) {
  const [row] = await api.deps.database.db
    .select()
    .from(providerRequests)
    .where(eq(providerRequests.generationId, generationId));
  return row;
}

/** Waits until the fake holds the generation's prediction (its create has arrived). */
export async function predictionOf(api: TestApi, fake: FakePredictions, generationId: string) {
  for (let i = 0; i < 200; i += 1) {
    const row = await requestRow(api, generationId);
    const prediction = row && fake.predictions.find((p) => p.id === row.requestId);
    if (prediction) return prediction;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no prediction for ${generationId}`);
}
