/**
 * The Replicate and Cog engines (decision 061): each studio tool on one Replicate model version
 * (or deployment), or on one self-hosted Cog container, through the predictions protocol they
 * share (client.ts). Requests are stored before they are sent and resumed after a crash
 * (run-prediction.ts); results are copied at once and checked by their bytes, as fal's are
 * (fal/download.ts). The inputs are those of the tool's fal model (fal/inputs.ts): a Cog
 * container or Replicate model for a tool takes the same input schema.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import type { ClassicTool } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { publicApiUrl, toolEnvSuffix, type Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { withoutModelTools, type Engine, type EngineCall, type EngineResult } from '../engine.ts';
import { downloadResult } from '../fal/download.ts';
import {
  bodyFaceInput,
  bodyInput,
  dataUri,
  editingInput,
  fillMask,
  hairstyleInput,
  hairstyleMaskInput,
  tryOnInput,
  videoInput,
} from '../fal/inputs.ts';
import { cropToAspect } from '../fal/video-aspect.ts';
import { applyVideoWatermark } from '../local/index.ts';
import { createCogClient, createReplicateClient, type PredictionsClient } from './client.ts';
import { runPrediction, type PredictionsContext } from './run-prediction.ts';

export const REPLICATE_WEBHOOK_PATH = '/webhooks/replicate';
export const COG_WEBHOOK_PATH = '/webhooks/cog';
/**
 * A prediction webhook repeats the inputs and, on Cog, carries the output as a data URL: a
 * photo or a short video, base64. Larger deliveries are refused (413) and the wait polls or
 * times out.
 */
export const PREDICTION_WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024 * 1024;

/** The key of a Cog callback URL: Cog does not sign its webhooks, so the URL carries a MAC. */
export function cogWebhookMac(secret: string, predictionId: string): string {
  return createHmac('sha256', secret).update(`cog-webhook:${predictionId}`).digest('base64url');
}

export function checkCogWebhookMac(secret: string, predictionId: string, mac: string): boolean {
  const expected = Buffer.from(cogWebhookMac(secret, predictionId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A prediction's `output` (a URL, a data URL, or a list of them: one per sample) as the fal
 * download reads it.
 */
export function outputPayload(output: unknown, kind: 'image' | 'video') {
  const urls = (Array.isArray(output) ? output : [output]).filter(
    (url): url is string => typeof url === 'string',
  );
  if (urls.length === 0) return null;
  return kind === 'video' ? { video: { url: urls[0] } } : { images: urls.map((url) => ({ url })) };
}

/**
 * The Replicate or Cog engine for the tools GENERATION_ENGINES gives it; env.ts has checked
 * that each has its model or container URL.
 * @example const engine = createPredictionsEngine('cog', { db, env, logger });
 */
export function createPredictionsEngine(
  provider: 'replicate' | 'cog',
  options: { db: Db; env: Env; logger: Logger; fetch?: typeof fetch },
): Engine {
  const { env } = options;
  const api = publicApiUrl(env).replace(/\/+$/, '');
  const ctx: PredictionsContext = {
    db: options.db,
    logger: options.logger.child({ engine: provider }),
    provider,
    pollMs: env.REPLICATE_POLL_MS,
    webhookUrl:
      provider === 'cog'
        ? // Cog reports only by webhook: the container must reach the API (the same network).
          (id) => `${api}${COG_WEBHOOK_PATH}/${id}?mac=${cogWebhookMac(env.APP_SECRET, id)}`
        : (id) =>
            env.PUBLIC_API_URL
              ? `${api}${REPLICATE_WEBHOOK_PATH}?request=${encodeURIComponent(id)}`
              : undefined,
  };
  const modelOf = (tool: ClassicTool) =>
    provider === 'cog'
      ? (env[`COG_URL_${toolEnvSuffix[tool]}`] ?? '')
      : (env[`REPLICATE_MODEL_${toolEnvSuffix[tool]}`] ?? '');
  const clientOf = (tool: ClassicTool): PredictionsClient =>
    provider === 'cog'
      ? createCogClient({ baseUrl: modelOf(tool), fetch: options.fetch })
      : createReplicateClient({
          baseUrl: env.REPLICATE_API_URL,
          token: env.REPLICATE_API_TOKEN ?? '',
          model: modelOf(tool),
          waitSeconds: env.REPLICATE_WAIT_SECONDS,
          fetch: options.fetch,
        });
  const run = async (
    tool: ClassicTool,
    call: EngineCall,
    kind: 'image' | 'video',
    input: () => Promise<unknown>,
    samples = 1,
  ): Promise<EngineResult> => {
    const modelId = modelOf(tool);
    const output = await runPrediction(ctx, {
      client: clientOf(tool),
      modelId,
      kind,
      call,
      input,
    });
    const result = await downloadResult(outputPayload(output, kind), kind, {
      fetch: options.fetch,
      signal: call.signal,
      samples,
    });
    // A Cog container's URL is ours, not a model name for the content credentials.
    return { ...result, model: provider === 'replicate' ? modelId : `cog:${tool}` };
  };

  return {
    ...withoutModelTools,
    name: provider,
    // The model or container takes fal's input schema (decision 061), so the face photo, the
    // painted mask and FASHN's options travel in the same fields as on fal (decision 060).
    tryOn: (input) =>
      run(
        'virtual-tryon',
        input,
        'image',
        async () =>
          tryOnInput(await dataUri(input.model), await dataUri(input.garment), input.params),
        input.params.numSamples,
      ),
    bodyGenerator: (input) => {
      const face = input.face;
      return run('body-generator', input, 'image', async () =>
        face ? bodyFaceInput(input.params, await dataUri(face)) : bodyInput(input.params),
      );
    },
    async hairstyle(input) {
      const painted = input.mask;
      const result = await run('hairstyle-changer', input, 'image', async () => {
        if (!painted) return hairstyleInput(await dataUri(input.portrait), input.params);
        const { width, height } = await sharp(input.portrait).metadata();
        return hairstyleMaskInput(
          await dataUri(input.portrait),
          await dataUri(await fillMask(painted, width, height)),
          input.params,
        );
      });
      const mask =
        input.mask ??
        (await sharp({
          create: { width: result.width, height: result.height, channels: 3, background: '#000' },
        })
          .png()
          .toBuffer());
      return { ...result, mask };
    },
    imageEditing: (input) =>
      run('image-editing', input, 'image', async () =>
        editingInput(await dataUri(input.image), input.params),
      ),
    async imageToVideo(input) {
      const result = await run('image-to-video', input, 'video', async () =>
        videoInput(
          input.params.model,
          await dataUri(await cropToAspect(input.image, input.params.aspect)),
          input.params,
        ),
      );
      if (!input.watermark) return result;
      return { ...result, data: await applyVideoWatermark(result.data, { signal: input.signal }) };
    },
  };
}
