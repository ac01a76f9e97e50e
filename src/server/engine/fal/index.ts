/**
 * The remote engine: each studio tool on a hosted model at fal.ai through its queue protocol
 * (queue-client.ts), one configured model per tool and per video model (models.ts), our inputs
 * mapped to each model's (inputs.ts), durable requests resumed after a crash and finished by
 * webhook or polling (run-request.ts), results copied at once and checked by their bytes
 * (download.ts), provider errors mapped to ours (errors.ts). Decision 018.
 */
import { cropToAspect } from './video-aspect.ts';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { withoutModelTools, type Engine, type EngineCall, type EngineResult } from '../engine.ts';
import { applyVideoWatermark } from '../local/index.ts';
import { deleteRequestPayloads } from './delete-payloads.ts';
import { downloadResult } from './download.ts';
import { capabilitiesOf, falUnsupportedOption } from './capabilities.ts';
import {
  bodyFaceInput,
  bodyInput,
  dataUri,
  editingInput,
  fillMask,
  hairstyleInput,
  hairstyleMaskInput,
  reframeInput,
  tryOnInput,
  videoInput,
} from './inputs.ts';
import { falModels } from './models.ts';
import { createFalQueueClient } from './queue-client.ts';
import { findRequestOf } from './request-store.ts';
import { runRequest, type FalContext } from './run-request.ts';

export const FAL_ENGINE = 'fal';

/** The path fal calls back (src/server/routes/webhooks). */
export const FAL_WEBHOOK_PATH = '/webhooks/fal';

/**
 * The fal engine; FAL_KEY must be set (env.ts refuses to start otherwise).
 * @example const engine = createFalEngine({ db, env, logger });
 */
export function createFalEngine(options: {
  db: Db;
  env: Env;
  logger: Logger;
  fetch?: typeof fetch;
}): Engine {
  const { env } = options;
  const models = falModels(env);
  const ctx: FalContext = {
    db: options.db,
    logger: options.logger.child({ engine: FAL_ENGINE }),
    pollMs: env.FAL_POLL_MS,
    client: createFalQueueClient({
      baseUrl: env.FAL_QUEUE_URL,
      key: env.FAL_KEY ?? '',
      fetch: options.fetch,
      timeoutMs: env.FAL_HTTP_TIMEOUT_MS,
    }),
    // Without a public URL fal cannot reach us: polling alone finishes the wait.
    webhookUrl: env.PUBLIC_API_URL
      ? `${env.PUBLIC_API_URL.replace(/\/+$/, '')}${FAL_WEBHOOK_PATH}`
      : undefined,
  };
  const run = async (
    call: EngineCall,
    modelId: string,
    kind: 'image' | 'video',
    input: () => Promise<unknown>,
    samples = 1,
  ): Promise<EngineResult> => {
    const payload = await runRequest(ctx, { modelId, kind, call, input });
    const result = await downloadResult(payload, kind, {
      fetch: options.fetch,
      signal: call.signal,
      samples,
    });
    const request = await findRequestOf(ctx.db, call.generationId ?? '');
    // Once the result is in our store, fal's copies of the inputs and output go (decision 058).
    const afterSaved = request
      ? async () => {
          await deleteRequestPayloads(
            {
              apiUrl: env.FAL_API_URL,
              key: env.FAL_KEY ?? '',
              logger: ctx.logger,
              fetch: options.fetch,
            },
            request.requestId,
          );
        }
      : undefined;
    return { ...result, model: modelId, afterSaved };
  };

  const tryOnModel = models.tools['virtual-tryon'];
  return {
    ...withoutModelTools,
    name: FAL_ENGINE,
    unsupportedOption: (tool, request) => falUnsupportedOption(models, tool, request),
    tryOn: (input) =>
      run(
        input,
        tryOnModel,
        'image',
        async () =>
          tryOnInput(
            await dataUri(input.model),
            await dataUri(input.garment),
            input.params,
            capabilitiesOf(tryOnModel).tryOnOptions,
          ),
        input.params.numSamples,
      ),
    // A face photo goes to the face-reference model; without one, the plain text-to-image model.
    bodyGenerator: (input) => {
      const face = input.face;
      if (!face) {
        return run(input, models.tools['body-generator'], 'image', () =>
          Promise.resolve(bodyInput(input.params)),
        );
      }
      return run(input, models.variants['body-generator-face'], 'image', async () =>
        bodyFaceInput(input.params, await dataUri(face)),
      );
    },
    async hairstyle(input) {
      const painted = input.mask;
      const result = painted
        ? await run(input, models.variants['hairstyle-changer-mask'], 'image', async () => {
            const { width, height } = await sharp(input.portrait).metadata();
            return hairstyleMaskInput(
              await dataUri(input.portrait),
              await dataUri(await fillMask(painted, width, height)),
              input.params,
            );
          })
        : await run(input, models.tools['hairstyle-changer'], 'image', async () =>
            hairstyleInput(await dataUri(input.portrait), input.params),
          );
      // The model does not report the hair region: the painted mask, else an empty one.
      const mask =
        painted ??
        (await sharp({
          create: { width: result.width, height: result.height, channels: 3, background: '#000' },
        })
          .png()
          .toBuffer());
      return { ...result, mask };
    },
    imageEditing: (input) =>
      input.params.preset === 'reframe'
        ? run(input, models.variants['image-editing-reframe'], 'image', async () =>
            reframeInput(await dataUri(input.image), input.params),
          )
        : run(input, models.tools['image-editing'], 'image', async () =>
            editingInput(await dataUri(input.image), input.params),
          ),
    async imageToVideo(input) {
      const model = input.params.model;
      const result = await run(input, models.videos[model], 'video', async () =>
        videoInput(
          model,
          await dataUri(await cropToAspect(input.image, input.params.aspect)),
          input.params,
        ),
      );
      if (!input.watermark) return result;
      return { ...result, data: await applyVideoWatermark(result.data, { signal: input.signal }) };
    },
  };
}
