import { createServer } from 'node:net';
import type { GenerationProgress } from '../../../src/contracts/generation.ts';
import type { FakeFal } from '../../support/fake-fal.ts';
import { call } from './accounts.ts';
import { garmentPhoto, personPhoto, uploadAsset } from './studio-inputs.ts';
import { startTestApi, type TestApi } from './test-api.ts';

/** A port free right now (the API needs its public URL, for fal's webhook, before it listens). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real API with the listed tools on the fake fal; `webhooks` gives it a public URL so fal
 * (the fake) calls it back.
 */
export async function startRemoteApi(
  fake: FakeFal,
  options: { engines?: string; webhooks?: boolean; env?: Record<string, string> } = {},
): Promise<TestApi> {
  const port = options.webhooks ? await freePort() : 0;
  return startTestApi({
    GENERATION_ENGINES: options.engines ?? 'virtual-tryon=fal,image-to-video=fal,image-editing=fal',
    FAL_KEY: fake.key,
    FAL_QUEUE_URL: fake.url,
    FAL_API_URL: `${fake.url}/v1`,
    FAL_JWKS_URL: fake.jwksUrl,
    FAL_POLL_MS: '50',
    API_PORT: String(port),
    ...(options.webhooks ? { PUBLIC_API_URL: `http://127.0.0.1:${port}` } : {}),
    ...options.env,
  });
}

export async function finished(
  api: TestApi,
  token: string,
  id: string,
): Promise<GenerationProgress> {
  let progress: GenerationProgress | undefined;
  for (let i = 0; i < 300; i += 1) {
    progress = (await call(api, 'GET', `/ai/generations/${id}`, { token }))
      .body as unknown as GenerationProgress;
    if (progress.status !== 'processing') return progress;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`generation ${id} still processing: ${JSON.stringify(progress)}`);
}

export const balanceOf = async (api: TestApi, token: string) =>
  (await call(api, 'GET', '/ai/estimate?tool=virtual-tryon', { token })).body.balance as number;

/** Submits a try-on (1 credit) with fresh model and garment photos; answers the generation id. */
export async function submitTryOn(api: TestApi, token: string, lang = 'en'): Promise<string> {
  const model = await uploadAsset(api, token, await personPhoto(), 'model');
  const garment = await uploadAsset(api, token, await garmentPhoto(), 'garment');
  const res = await call(api, 'POST', '/ai/virtual-tryon/generate', {
    token,
    lang,
    body: { inputs: { person: model.id, clothing: garment.id }, params: { category: 'dresses' } },
  });
  if (res.status !== 202) throw new Error(`submit: ${JSON.stringify(res.body)}`);
  return (res.body.generation as { id: string }).id;
}

export const TRY_ON_MODEL = 'fal-ai/fashn/tryon/v1.6';
