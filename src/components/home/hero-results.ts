import { isDemoEngine } from '../../lib/site-engines.ts';
import facts from './hero-results.json' with { type: 'json' };

/**
 * The hero's time claim (decision 045), from the try-on times scripts/assets/make-hero-results.ts
 * measured with the engine that made the pictures: the slowest try-on of a garment the engine had
 * not seen yet, with half again for the upload, the queue and storing the result, rounded up to
 * the next 5 seconds. On the local engine that is CPU time (it does not grow when other work
 * shares the machine; on two cores the wait is shorter); a remote engine's is the wall-clock wait
 * for the provider, since our CPU idles meanwhile.
 * @example heroTryOnSeconds({ engine: 'local', newGarment: { slowestMs: 45000, slowestCpuMs: 9508 } }) // 15
 */
export function heroTryOnSeconds(
  measured: { engine: string; newGarment: { slowestMs: number; slowestCpuMs: number } } = facts,
): number {
  const slowest = isDemoEngine(measured.engine)
    ? measured.newGarment.slowestCpuMs
    : measured.newGarment.slowestMs;
  return Math.max(5, Math.ceil((slowest * 1.5) / 5000) * 5);
}

/** The engine that made the pictures and whose time was measured (decision 098). */
export const heroEngine: string = facts.engine;

/**
 * What the hero may call its pictures on a deployment whose try-on runs on `tryOnEngine`
 * (decision 098): `real` when its own real engine made them (shown with the measured time),
 * `demo` when the local demo engine made them and runs try-on, `illustration` when another engine
 * made them.
 * @example heroCaptionKind('fal', 'fal') // 'real'
 */
export function heroCaptionKind(
  tryOnEngine: string,
  madeBy: string = heroEngine,
): 'real' | 'demo' | 'illustration' {
  if (tryOnEngine !== madeBy) return 'illustration';
  return isDemoEngine(tryOnEngine) ? 'demo' : 'real';
}

/** The size the pictures were written at (1× and 2×), for width and height attributes. */
export const heroPicture = { width: facts.width, height: facts.height };
