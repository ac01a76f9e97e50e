import type { StudioTool } from '../../contracts/studio.ts';
import type { Db } from '../db/database.ts';
import { parseGenerationEngines, type EngineName, type Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { Engine } from './engine.ts';
import { createFalEngine } from './fal/index.ts';
import { createLocalEngine } from './local/index.ts';

/**
 * An engine that hands each tool to the engine configured for it; `nameFor(tool)` says which,
 * so the generation row, the estimate and the UI name the engine that made each result.
 * @example createEngineRouter({ local, fal }, { 'virtual-tryon': 'fal', … })
 */
export function createEngineRouter(
  engines: Partial<Record<EngineName, Engine>> & { local: Engine },
  choice: Record<StudioTool, EngineName>,
): Engine {
  const pick = (tool: StudioTool) => engines[choice[tool]] ?? engines.local;
  const every = new Set(Object.values(choice));
  return {
    name: every.size === 1 ? pick('virtual-tryon').name : 'mixed',
    nameFor: (tool) => pick(tool).name,
    unsupportedOption: (tool, request) => pick(tool).unsupportedOption?.(tool, request),
    tryOn: (input) => pick('virtual-tryon').tryOn(input),
    bodyGenerator: (input) => pick('body-generator').bodyGenerator(input),
    hairstyle: (input) => pick('hairstyle-changer').hairstyle(input),
    imageEditing: (input) => pick('image-editing').imageEditing(input),
    imageToVideo: (input) => pick('image-to-video').imageToVideo(input),
  };
}

/**
 * The engines of GENERATION_ENGINES: the local engine alone by default (no FAL_KEY, nothing
 * listed), else a router that sends the listed tools to fal.
 */
export function createConfiguredEngine(deps: { db: Db; env: Env; logger: Logger }): Engine {
  const local = createLocalEngine();
  const choice = parseGenerationEngines(deps.env.GENERATION_ENGINES);
  if (!Object.values(choice).includes('fal')) return local;
  return createEngineRouter({ local, fal: createFalEngine(deps) }, choice);
}
