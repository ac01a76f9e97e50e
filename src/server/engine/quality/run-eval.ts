import type { GarmentCategory } from '../../../contracts/tools.ts';
import type { Engine } from '../engine.ts';
import { checkTryOn, type TryOnCheck } from './check-try-on.ts';
import type { EvalCase } from './eval-cases.ts';

export interface EvalCaseResult extends Omit<TryOnCheck, 'passed'> {
  id: string;
  model: string;
  garment: string;
  category: GarmentCategory;
  passed: boolean;
  /** The engine's time for this try-on, ms (the check is not counted). */
  ms: number;
  /** The engine's error, when it made no result. */
  error?: string;
  images: { model: Buffer; garment: Buffer; result?: Buffer };
}

export interface EvalSummary {
  engine: string;
  passed: boolean;
  cases: EvalCaseResult[];
  totalMs: number;
}

/**
 * Runs every case through the engine's try-on, one at a time (timings stay comparable), and
 * checks each result. An engine error fails its case; it never stops the run.
 * @example const summary = await runEval(createLocalEngine(), evalCases());
 */
export async function runEval(
  engine: Engine,
  cases: readonly EvalCase[],
  options: {
    /** A generation id per call: remote engines key their stored requests on it. */
    generationId?: () => Promise<string | undefined>;
    timeoutMs?: number;
    onCase?: (result: EvalCaseResult) => void;
  } = {},
): Promise<EvalSummary> {
  const started = performance.now();
  const results: EvalCaseResult[] = [];
  for (const entry of cases) {
    const images = { model: await entry.model.load(), garment: await entry.garment.load() };
    const base = { id: entry.id, model: entry.model.id, garment: entry.garment.id };
    const begun = performance.now();
    let result: EvalCaseResult;
    try {
      const made = await engine.tryOn({
        model: images.model,
        garment: images.garment,
        params: { category: entry.category },
        generationId: await options.generationId?.(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 600_000),
      });
      const ms = Math.round(performance.now() - begun);
      const check = await checkTryOn(entry.category, images.model, made.data);
      result = {
        ...base,
        category: entry.category,
        ...check,
        ms,
        images: { ...images, result: made.data },
      };
    } catch (error) {
      result = {
        ...base,
        category: entry.category,
        passed: false,
        torsoIoU: null,
        backdropChanged: 1,
        failures: ['engine error'],
        error: error instanceof Error ? error.message : String(error),
        ms: Math.round(performance.now() - begun),
        images,
      };
    }
    results.push(result);
    options.onCase?.(result);
  }
  return {
    engine: engine.name,
    passed: results.length > 0 && results.every((result) => result.passed),
    cases: results,
    totalMs: Math.round(performance.now() - started),
  };
}
