import type { Plan } from '../../../contracts/plans.ts';
import { resolutionAllowed } from '../billing/plan-gates.ts';
import { generationErrors } from '../generation/generation-errors.ts';
import type { GenerationDeps } from '../generation/generation-deps.ts';

/**
 * The gates a single product-to-model submit passes (`check-submit.ts`), for the options a
 * product-to-model batch's cells share (decision 123): an option the configured engine cannot
 * use (decision 060) and a resolution above the plan's (spec §6), both before any hold.
 */
export function assertModelToolAllowed(
  deps: Pick<GenerationDeps, 'engine'>,
  plan: Plan,
  params: Record<string, unknown>,
): void {
  const unsupported = deps.engine.unsupportedOption?.('product-to-model', {
    params,
    face: false,
    mask: false,
  });
  if (unsupported) throw generationErrors.optionNotSupported(unsupported.option, unsupported.model);
  const resolution = params.resolution;
  if (typeof resolution === 'string' && !resolutionAllowed(plan, resolution)) {
    throw generationErrors.resolutionNotInPlan(resolution, plan.maxResolution);
  }
}
