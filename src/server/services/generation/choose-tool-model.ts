import type { InputImageRole } from '../../../contracts/studio.ts';
import { errors } from '../../http/app-error.ts';
import { resolveModelChoice, type ModelChoice } from '../brand-models/resolve-model-choice.ts';
import type { GenerationDeps } from './generation-deps.ts';

/**
 * The model a product-to-model or model-swap submit dresses (issue 42): `params.model` (a brand
 * model or a sample, `resolveModelChoice`) becomes the `person` input, and a brand model's face
 * reference the `face` input, so the job's inputs, history and engine all see them; or the
 * seller's own model photo as `inputs.person`; or neither, for a suitable model. Naming both is
 * refused: the job could show only one of them.
 */
export async function chooseToolModel(
  deps: Pick<GenerationDeps, 'db' | 'store'>,
  userId: string,
  params: Record<string, unknown>,
  chosen: Partial<Record<InputImageRole, string>>,
): Promise<ModelChoice> {
  const choice = typeof params.model === 'string' ? params.model : undefined;
  if (choice && chosen.person) {
    throw errors.validation([{ path: 'params.model', message: 'generation.modelOrPerson' }]);
  }
  const model = await resolveModelChoice(deps, userId, choice);
  if (model.personAssetId) chosen.person = model.personAssetId;
  if (model.faceAssetId) chosen.face = model.faceAssetId;
  return model;
}
