import { fidelityReport, type FidelityReport } from '../../../contracts/fidelity.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { TryOnCategory } from '../../../contracts/tools.ts';
import type { EngineResult } from '../../engine/engine.ts';
import { checkFidelity, unjudged } from '../../fidelity/check-fidelity.ts';
import { wornGarmentPhoto } from '../../engine/local/worn-garment.ts';
import { checkIdentity } from '../../fidelity/identity/check-identity.ts';
import type { Logger } from '../../logger.ts';
import type { InputFiles } from './call-engine.ts';

/**
 * Issue 42 point 5: a result made with a brand model's face reference (its `face` input) also
 * says how alike the face in it is to that reference, when the identity check is on (decision
 * 121: off in production unless IDENTITY_CHECK=on).
 */
async function withIdentity(
  deps: { identityCheck?: boolean },
  face: Buffer | undefined,
  result: Buffer,
  report: FidelityReport,
): Promise<FidelityReport> {
  if (!face || !deps.identityCheck) return report;
  return fidelityReport([...report.checks, await checkIdentity(face, result)]);
}

/** The tools whose result shows the product's garment, and so carries a fidelity report. */
const garmentTools: ReadonlySet<StudioTool> = new Set([
  'virtual-tryon',
  'product-to-model',
  'model-swap',
]);

/**
 * The product photo each tool's result is judged against: the garment photo, the product photo
 * (issue 42), or for a model swap the garment as worn in the source photo.
 */
async function productOf(
  tool: StudioTool,
  files: InputFiles,
  category: TryOnCategory | undefined,
): Promise<Buffer | undefined> {
  if (tool === 'virtual-tryon') return files.clothing;
  if (tool === 'product-to-model') return files.product;
  if (tool === 'model-swap' && files.source) {
    return wornGarmentPhoto(files.source, !category || category === 'auto' ? 'tops' : category);
  }
  return undefined;
}

/**
 * The fidelity report of a stored result (issue 41), made in the worker before the result is
 * marked done, so the job, its webhook and its batch all carry it at once. Null for a tool that
 * shows no garment. A check that breaks never fails the generation: the result is kept with a
 * `warn` saying it could not be checked, never a silent pass.
 */
export async function checkResultFidelity(
  deps: { logger: Logger; identityCheck?: boolean },
  job: {
    generationId: string;
    tool: StudioTool;
    params: Record<string, unknown>;
    files: InputFiles;
  },
  result: EngineResult,
): Promise<FidelityReport | null> {
  const category = job.params.category as TryOnCategory | undefined;
  if (!garmentTools.has(job.tool)) return null;
  try {
    // The local engines place the garment and hand over its cut-out: no product to read again.
    const product = result.garmentPlacement
      ? Buffer.alloc(0)
      : await productOf(job.tool, job.files, category);
    if (!product) return null;
    const garment = await checkFidelity({
      product,
      result: result.data,
      category,
      // The local try-on says where it put the garment; any other result is read by the pose.
      placement: result.garmentPlacement,
    });
    return await withIdentity(deps, job.files.face, result.data, garment);
  } catch (error) {
    deps.logger.warn({ err: error, generationId: job.generationId }, 'fidelity not checked');
    return unjudged('check-unavailable');
  }
}
