/**
 * The FASHN engine: try-on, product to model and model swap on FASHN's own API
 * (docs.fashn.ai, decision 120), where fal hosts only the try-on. One client (client.ts), our
 * parameters as each model's documented inputs (inputs.ts), durable predictions resumed after
 * a crash (run-prediction.ts), results checked by their bytes (fal/download.ts), FASHN's errors
 * as ours (errors.ts). The other studio tools are not FASHN's: env.ts refuses them here.
 */
import type { Db } from '../../db/database.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../logger.ts';
import { EngineError, type Engine, type EngineCall, type EngineResult } from '../engine.ts';
import { downloadResult } from '../fal/download.ts';
import { createFashnClient } from './client.ts';
import {
  fashnModels,
  modelSwapInputs,
  productToModelInputs,
  tryOnInputs,
  type FashnModel,
} from './inputs.ts';
import { fashnUnsupportedOption } from './options.ts';
import { runFashnPrediction, type FashnContext } from './run-prediction.ts';

export const FASHN_ENGINE = 'fashn';

/**
 * The FASHN engine; FASHN_API_KEY must be set (env.ts refuses to start otherwise).
 * @example const engine = createFashnEngine({ db, env, logger });
 */
export function createFashnEngine(options: {
  db: Db;
  env: Pick<Env, 'FASHN_API_URL' | 'FASHN_API_KEY' | 'FASHN_POLL_MS' | 'FASHN_HTTP_TIMEOUT_MS'>;
  logger: Logger;
  fetch?: typeof fetch;
}): Engine {
  const { env } = options;
  const ctx: FashnContext = {
    db: options.db,
    logger: options.logger.child({ engine: FASHN_ENGINE }),
    pollMs: env.FASHN_POLL_MS,
    client: createFashnClient({
      baseUrl: env.FASHN_API_URL,
      key: env.FASHN_API_KEY ?? '',
      timeoutMs: env.FASHN_HTTP_TIMEOUT_MS,
      fetch: options.fetch,
    }),
  };
  const run = async (
    call: EngineCall,
    modelName: FashnModel,
    inputs: () => Promise<Record<string, unknown>>,
    samples = 1,
  ): Promise<EngineResult> => {
    const output = await runFashnPrediction(ctx, { modelName, call, inputs });
    const result = await downloadResult({ images: output.map((url) => ({ url })) }, 'image', {
      fetch: options.fetch,
      signal: call.signal,
      samples,
    });
    return { ...result, model: modelName };
  };
  const unsupported = () => Promise.reject(new EngineError('unsupported'));
  return {
    name: FASHN_ENGINE,
    unsupportedOption: fashnUnsupportedOption,
    tryOn: (input) =>
      run(input, fashnModels.tryOn, () => tryOnInputs(input), input.params.numSamples),
    productToModel: (input) =>
      run(input, fashnModels.productToModel, () =>
        productToModelInputs(input.product, input.model, input.params),
      ),
    modelSwap: (input) =>
      run(input, fashnModels.modelSwap, () =>
        modelSwapInputs(input.source, input.model, input.params),
      ),
    bodyGenerator: unsupported,
    hairstyle: unsupported,
    imageEditing: unsupported,
    imageToVideo: unsupported,
  };
}
