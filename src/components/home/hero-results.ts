import facts from './hero-results.json' with { type: 'json' };

/**
 * The hero's time claim (decision 045), from the try-on times scripts/assets/make-hero-results.ts
 * measured with the local engine: the slowest try-on of a garment the engine had not seen yet,
 * in CPU time (it does not grow when other work shares the machine; on two cores the wait is
 * shorter), with half again for the upload, the queue and storing the result, rounded up to
 * the next 5 seconds.
 * @example heroTryOnSeconds({ newGarment: { slowestCpuMs: 9508 } }) // 15
 */
export function heroTryOnSeconds(
  measured: { newGarment: { slowestCpuMs: number } } = facts,
): number {
  return Math.max(5, Math.ceil((measured.newGarment.slowestCpuMs * 1.5) / 5000) * 5);
}

/** The engine that made the pictures and whose time was measured (decision 098). */
export const heroEngine: string = facts.engine;

/** The size the pictures were written at (1× and 2×), for width and height attributes. */
export const heroPicture = { width: facts.width, height: facts.height };
