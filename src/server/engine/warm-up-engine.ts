import type { Env } from '../env.ts';
import type { Logger } from '../logger.ts';
import type { Engine } from './engine.ts';
import { warmUpModelCheck } from './local/warm-up.ts';

/**
 * What a starting process warms: the engine's on-device models where jobs run, or only the
 * model check's (pose and faces) in an API whose jobs run elsewhere, since it checks try-on
 * models itself. Tests start many short-lived APIs and warm nothing unless WARM_UP_MODELS asks.
 */
export function modelWarmUp(
  env: Pick<Env, 'NODE_ENV' | 'RUN_WORKERS' | 'WARM_UP_MODELS'>,
): 'engine' | 'model-check' | 'none' {
  if (!(env.WARM_UP_MODELS ?? env.NODE_ENV !== 'test')) return 'none';
  return env.RUN_WORKERS ? 'engine' : 'model-check';
}

/**
 * Starts warming the on-device models in the background and logs how long it took: the
 * process is reported ready at once, and a job or check that arrives first simply waits in the
 * models' queues behind the warm-up (issue 19: the first try-on no longer pays the load).
 * @example warmUpModels('engine', engine, logger);
 */
export function warmUpModels(
  what: ReturnType<typeof modelWarmUp>,
  engine: Engine,
  logger: Logger,
): void {
  const warmUp =
    what === 'model-check'
      ? warmUpModelCheck
      : what === 'engine' && engine.warmUp
        ? () => engine.warmUp!()
        : undefined;
  if (!warmUp) return;
  const started = performance.now();
  warmUp().then(
    () => logger.info({ ms: Math.round(performance.now() - started), what }, 'models warmed'),
    (error: unknown) =>
      logger.warn({ err: error, what }, 'model warm-up failed; models load on use'),
  );
}
