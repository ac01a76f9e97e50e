import { creditCosts, generationCost } from '../../contracts/credits.ts';
import { outputResolutions } from '../../contracts/product-to-model.ts';
import { optionCreditRows } from '../../contracts/option-credits.ts';
import { isModelTool, modelTools, type StudioTool } from '../../contracts/studio.ts';
import type { VideoModel } from '../../contracts/tools.ts';
import { toolEnvSuffix, type EngineName, type Env } from '../env.ts';
import { falModels } from '../engine/fal/models.ts';

/** One option on sale: a tool with its priced parameters and an extra input (face, mask). */
export interface OfferedOption {
  tool: StudioTool;
  /** A short name for the table and the start check's message, e.g. `veo3 1080p 8s audio`. */
  label: string;
  params: Record<string, unknown>;
  input?: 'face' | 'mask';
  credits: number;
}

/**
 * A brand model's id as the priced option's `model`: what makes product to model and model swap
 * send a face reference, and charge for it (`chargesFaceReference`).
 */
export const pricedBrandModel = '00000000-0000-4000-8000-000000000000';

function describe(params: Record<string, unknown>): string {
  if (params.model !== undefined) {
    const audio = params.generateAudio ? ' audio' : '';
    return `${String(params.model)} ${String(params.resolution)} ${String(params.duration)}s${audio}`;
  }
  if (params.numSamples !== undefined) return `${String(params.numSamples)} sample(s)`;
  return 'default';
}

/**
 * Every option the studio sells, with the credits it charges: the option credit table (try-on
 * samples, each video option) and the single-image tools, plainly and with their extra input.
 */
export function offeredOptions(): OfferedOption[] {
  const rows: OfferedOption[] = optionCreditRows().map((row) => ({
    tool: row.tool,
    label: describe(row.params),
    params: row.params,
    credits: generationCost(row.tool, row.params),
  }));
  const single = (tool: StudioTool, input?: 'face' | 'mask'): OfferedOption => ({
    tool,
    label: input ? `with ${input}` : 'default',
    params: {},
    ...(input ? { input } : {}),
    credits: creditCosts[tool],
  });
  rows.push(
    single('body-generator'),
    single('body-generator', 'face'),
    single('hairstyle-changer'),
    single('hairstyle-changer', 'mask'),
    single('image-editing'),
    // Decision 126: reframe runs its own model on fal, at image editing's credit.
    {
      tool: 'image-editing',
      label: 'reframe',
      params: { preset: 'reframe', aspectRatio: '16:9' },
      credits: creditCosts['image-editing'],
    },
  );
  // Issue 42 (decision 124): each resolution, with no model or a sample, and with a brand model.
  for (const tool of modelTools) {
    for (const resolution of outputResolutions) {
      for (const face of [false, true]) {
        const params = { resolution, ...(face ? { model: pricedBrandModel } : {}) };
        rows.push({
          tool,
          label: face ? `${resolution} with face` : resolution,
          params,
          ...(face ? { input: 'face' as const } : {}),
          credits: generationCost(tool, params),
        });
      }
    }
  }
  return rows;
}

/** The model FASHN's own API runs for each tool it makes (decision 120, `fashnModels`). */
const fashnModelOf: Partial<Record<StudioTool, string>> = {
  'virtual-tryon': 'tryon-v1.6',
  'product-to-model': 'product-to-model',
  'model-swap': 'model-swap',
};

/**
 * The model an engine runs for an option: FASHN's per tool, fal's table, Replicate's and Cog's
 * per tool.
 */
export function engineModelFor(env: Env, engine: EngineName, option: OfferedOption): string {
  if (engine === 'local') return 'local';
  if (engine === 'fashn') return fashnModelOf[option.tool] ?? '*';
  // Issue 42: only the demo engine and FASHN's own API serve these (env.ts `engineServes`).
  if (isModelTool(option.tool)) return '*';
  const suffix = toolEnvSuffix[option.tool];
  if (engine === 'replicate') return env[`REPLICATE_MODEL_${suffix}`] ?? '*';
  if (engine === 'cog') return env[`COG_URL_${suffix}`] ?? '*';
  const models = falModels(env);
  if (option.tool === 'image-to-video') return models.videos[option.params.model as VideoModel];
  if (option.input === 'face') return models.variants['body-generator-face'];
  if (option.input === 'mask') return models.variants['hairstyle-changer-mask'];
  if (option.tool === 'image-editing' && option.params.preset === 'reframe') {
    return models.variants['image-editing-reframe'];
  }
  return models.tools[option.tool as Exclude<typeof option.tool, 'image-to-video'>];
}
