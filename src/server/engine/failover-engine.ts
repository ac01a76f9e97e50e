import type { Logger } from '../logger.ts';
import { failsAtOnce, type Engine, type EngineCall, type EngineResult } from './engine.ts';

/** The engine functions that make one result (everything in `Engine` but its names). */
type ToolMethod =
  | 'tryOn'
  | 'bodyGenerator'
  | 'hairstyle'
  | 'imageEditing'
  | 'imageToVideo'
  | 'productToModel'
  | 'modelSwap';

export interface FailoverOptions {
  /**
   * The provider (engine name) that already accepted a paid request for this generation, if any
   * (`provider_requests`). A stored request is resumed on that engine and never failed over, so
   * a request a provider accepted is not paid a second time elsewhere (decision 062).
   */
  acceptedBy: (generationId: string) => Promise<string | undefined>;
  logger?: Logger;
}

/**
 * Whether a failure may move to the next engine: what the job would retry (429, 5xx, network
 * errors, a provider's HTTP timeout), never a final answer (bad input, content refused,
 * unsupported) and never the job's own time limit (the time is spent, not the engine's fault).
 */
export function failsOver(error: unknown, signal: AbortSignal | undefined): boolean {
  return !failsAtOnce(error) && !signal?.aborted;
}

/**
 * An engine that tries a tool's engines in order (`GENERATION_ENGINES` `virtual-tryon=fal|local`):
 * a retryable failure before any provider accepted the request moves to the next; the result
 * carries `engine`, the name of the engine that made it, for the generation row. Credits are the
 * job's business and stay one hold, one settle or refund, however many engines were tried.
 * @example createFailoverEngine([fal, local], { acceptedBy })
 */
export function createFailoverEngine(chain: readonly Engine[], options: FailoverOptions): Engine {
  const [first] = chain;
  if (!first) throw new Error('a failover chain names at least one engine');

  async function attempt<I extends EngineCall, R extends EngineResult>(
    input: I,
    run: (engine: Engine, input: I) => Promise<R>,
  ): Promise<R> {
    const accepted = input.generationId ? await options.acceptedBy(input.generationId) : undefined;
    const resumeAt = chain.findIndex((engine) => engine.name === accepted);
    // A retried job resumes the engine that holds its request, with no failover from there.
    if (resumeAt >= 0) return withEngine(await run(chain[resumeAt]!, input), chain[resumeAt]!);
    for (const [index, engine] of chain.entries()) {
      try {
        return withEngine(await run(engine, input), engine);
      } catch (error) {
        const next = chain[index + 1];
        if (!next || !failsOver(error, input.signal)) throw error;
        // Accepted, then unreachable (a status poll's 503): the retried job resumes it instead.
        if (input.generationId && (await options.acceptedBy(input.generationId))) throw error;
        options.logger?.warn(
          { err: error, generationId: input.generationId, from: engine.name, to: next.name },
          'engine failed over',
        );
      }
    }
    throw new Error('unreachable: the loop answers or throws');
  }

  const over =
    <K extends ToolMethod>(method: K) =>
    (input: Parameters<Engine[K]>[0]) =>
      attempt(input, (engine, given) =>
        (engine[method] as (i: typeof given) => ReturnType<Engine[K]>)(given),
      ) as ReturnType<Engine[K]>;

  return {
    name: chain.map((engine) => engine.name).join('|'),
    // The planned engine, shown before the result exists (estimate, running generation).
    nameFor: (tool) => first.nameFor?.(tool) ?? first.name,
    // Any engine of the chain may make the result, so an option one of them cannot use is
    // refused up front rather than dropped when the job fails over (decision 060).
    unsupportedOption: (tool, request) => {
      for (const engine of chain) {
        const refused = engine.unsupportedOption?.(tool, request);
        if (refused) return refused;
      }
      return undefined;
    },
    tryOn: over('tryOn'),
    bodyGenerator: over('bodyGenerator'),
    hairstyle: over('hairstyle'),
    imageEditing: over('imageEditing'),
    imageToVideo: over('imageToVideo'),
    productToModel: over('productToModel'),
    modelSwap: over('modelSwap'),
  };
}

function withEngine<R extends EngineResult>(result: R, engine: Engine): R {
  return { ...result, engine: result.engine ?? engine.name };
}
