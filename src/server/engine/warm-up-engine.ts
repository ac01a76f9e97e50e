import type { Logger } from '../logger.ts';
import type { Engine } from './engine.ts';

/**
 * Starts warming the engine's on-device models in the background and logs how long it took:
 * the worker is reported ready at once, and a job that arrives first simply waits in the
 * models' queues behind the warm-up (issue 19: the first try-on no longer pays the load).
 * @example warmUpEngine(engine, logger);
 */
export function warmUpEngine(engine: Engine, logger: Logger): void {
  if (!engine.warmUp) return;
  const started = performance.now();
  engine.warmUp().then(
    () => logger.info({ ms: Math.round(performance.now() - started) }, 'engine models warmed'),
    (error: unknown) => logger.warn({ err: error }, 'engine warm-up failed; models load on use'),
  );
}
