import type { FidelityReport } from '../../../contracts/fidelity.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { TryOnCategory } from '../../../contracts/tools.ts';
import type { EngineResult } from '../../engine/engine.ts';
import { checkFidelity, unjudged } from '../../fidelity/check-fidelity.ts';
import type { Logger } from '../../logger.ts';
import type { InputFiles } from './call-engine.ts';

/** The tools whose result shows the product's garment, and so carries a fidelity report. */
const garmentTools: ReadonlySet<StudioTool> = new Set(['virtual-tryon']);

/**
 * The fidelity report of a stored result (issue 41), made in the worker before the result is
 * marked done, so the job, its webhook and its batch all carry it at once. Null for a tool that
 * shows no garment. A check that breaks never fails the generation: the result is kept with a
 * `warn` saying it could not be checked, never a silent pass.
 */
export async function checkResultFidelity(
  deps: { logger: Logger },
  job: {
    generationId: string;
    tool: StudioTool;
    params: Record<string, unknown>;
    files: InputFiles;
  },
  result: EngineResult,
): Promise<FidelityReport | null> {
  if (!garmentTools.has(job.tool) || !job.files.clothing) return null;
  try {
    return await checkFidelity({
      product: job.files.clothing,
      result: result.data,
      category: job.params.category as TryOnCategory | undefined,
      // The local try-on says where it put the garment; any other result is read by the pose.
      placement: result.garmentPlacement,
    });
  } catch (error) {
    deps.logger.warn({ err: error, generationId: job.generationId }, 'fidelity not checked');
    return unjudged('check-unavailable');
  }
}
