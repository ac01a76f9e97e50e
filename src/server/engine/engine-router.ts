import type { StudioTool } from '../../contracts/studio.ts';
import type { Db } from '../db/database.ts';
import { parseEngineChains, type EngineName, type Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { Engine } from './engine.ts';
import { createFailoverEngine, type FailoverOptions } from './failover-engine.ts';
import { createFalEngine } from './fal/index.ts';
import { findRequestOf } from './fal/request-store.ts';
import { createFashnEngine } from './fashn/index.ts';
import { createLocalEngine } from './local/index.ts';
import { createPredictionsEngine } from './predictions/index.ts';

type Choice = EngineName | readonly EngineName[];

/**
 * An engine that hands each tool to the engine configured for it; `nameFor(tool)` says which,
 * so the generation row, the estimate and the UI name the engine that made each result. A tool
 * given a chain (`['fal', 'local']`) runs it through a failover engine (decision 062).
 * @example createEngineRouter({ local, fal }, { 'virtual-tryon': 'fal', … })
 */
export function createEngineRouter(
  engines: Partial<Record<EngineName, Engine>> & { local: Engine },
  choice: Record<StudioTool, Choice>,
  failover: FailoverOptions = { acceptedBy: () => Promise.resolve(undefined) },
): Engine {
  const byTool = new Map<StudioTool, Engine>();
  for (const [tool, picked] of Object.entries(choice) as [StudioTool, Choice][]) {
    const chain = (typeof picked === 'string' ? [picked] : picked).map(
      (name) => engines[name] ?? engines.local,
    );
    byTool.set(tool, chain.length > 1 ? createFailoverEngine(chain, failover) : chain[0]!);
  }
  const pick = (tool: StudioTool) => byTool.get(tool) ?? engines.local;
  const every = new Set([...byTool.values()].map((engine) => engine.name));
  // Warm the on-device models only when the try-on may run on them (first or as a fallback).
  const tryOnChoice = choice['virtual-tryon'];
  const tryOnLocal = (typeof tryOnChoice === 'string' ? [tryOnChoice] : tryOnChoice).some(
    (name) => !engines[name] || name === 'local',
  );
  return {
    ...(tryOnLocal ? { warmUp: async () => engines.local.warmUp?.() } : {}),
    name: every.size === 1 ? pick('virtual-tryon').name : 'mixed',
    nameFor: (tool) => pick(tool).nameFor?.(tool) ?? pick(tool).name,
    unsupportedOption: (tool, request) => pick(tool).unsupportedOption?.(tool, request),
    tryOn: (input) => pick('virtual-tryon').tryOn(input),
    bodyGenerator: (input) => pick('body-generator').bodyGenerator(input),
    hairstyle: (input) => pick('hairstyle-changer').hairstyle(input),
    imageEditing: (input) => pick('image-editing').imageEditing(input),
    imageToVideo: (input) => pick('image-to-video').imageToVideo(input),
    productToModel: (input) => pick('product-to-model').productToModel(input),
    modelSwap: (input) => pick('model-swap').modelSwap(input),
  };
}

/**
 * The engines of GENERATION_ENGINES: the local engine alone by default (no FAL_KEY, nothing
 * listed), else a router that sends the listed tools to fal, Replicate, Cog or FASHN, or along a
 * failover chain of them (decisions 061, 062).
 */
export function createConfiguredEngine(deps: { db: Db; env: Env; logger: Logger }): Engine {
  const local = createLocalEngine();
  const chains = parseEngineChains(deps.env.GENERATION_ENGINES);
  if (Object.values(chains).every((chain) => chain.length === 1 && chain[0] === 'local')) {
    return local;
  }
  const named = new Set(Object.values(chains).flat());
  return createEngineRouter(
    {
      local,
      ...(named.has('fal') ? { fal: createFalEngine(deps) } : {}),
      ...(named.has('replicate') ? { replicate: createPredictionsEngine('replicate', deps) } : {}),
      ...(named.has('cog') ? { cog: createPredictionsEngine('cog', deps) } : {}),
      ...(named.has('fashn') ? { fashn: createFashnEngine(deps) } : {}),
    },
    chains,
    {
      // Every remote engine stores its accepted requests in provider_requests, by engine name.
      acceptedBy: async (generationId) => (await findRequestOf(deps.db, generationId))?.provider,
      logger: deps.logger,
    },
  );
}
