import { and, eq, isNull } from 'drizzle-orm';
import type { InputImageRole, StudioTool } from '../../../contracts/studio.ts';
import { brandModels } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import { isUuid } from '../assets/asset-view.ts';
import { modelStatus } from '../brand-models/brand-model-view.ts';
import { selectModels } from '../brand-models/model-rows.ts';
import { resolveModelChoice, type ModelChoice } from '../brand-models/resolve-model-choice.ts';
import type { GenerationDeps } from './generation-deps.ts';

/**
 * The model a try-on, product-to-model or model-swap submit dresses (issue 42): `params.model`
 * (a brand model or a sample, `resolveModelChoice`) becomes the `person` input, and a brand
 * model's face reference the `face` input, so the job's inputs, history, engine and identity
 * check all see them; or the seller's own model photo as `inputs.person`; or, on the model
 * tools, neither, for a suitable model. Naming both is refused: the job could show only one.
 */
export async function chooseToolModel(
  deps: Pick<GenerationDeps, 'db' | 'store'>,
  userId: string,
  tool: StudioTool,
  params: Record<string, unknown>,
  chosen: Partial<Record<InputImageRole, string>>,
): Promise<ModelChoice> {
  const choice = typeof params.model === 'string' ? params.model : undefined;
  if (choice && chosen.person) {
    throw errors.validation([{ path: 'params.model', message: 'generation.modelOrPerson' }]);
  }
  const model = chosen.person
    ? await brandModelOfPhoto(deps, userId, tool, chosen.person)
    : await resolveModelChoice(deps, userId, choice);
  if (model.personAssetId) chosen.person = model.personAssetId;
  if (model.faceAssetId) chosen.face = model.faceAssetId;
  return model;
}

/**
 * A try-on whose person photo is a brand model's own (picked from the library, where the
 * model's photo is kept) is a try-on on that model: it records the model and carries its face
 * reference, as `params.model` would. Any other photo is just a photo.
 */
async function brandModelOfPhoto(
  deps: Pick<GenerationDeps, 'db'>,
  userId: string,
  tool: StudioTool,
  person: string,
): Promise<ModelChoice> {
  // A URL or data URI (decision 080) is read into an upload later: it is no model's photo.
  if (tool !== 'virtual-tryon' || !isUuid(person)) return {};
  const [model] = await selectModels(
    deps.db,
    userId,
    and(eq(brandModels.personAssetId, person), isNull(brandModels.retiredAt)),
  );
  if (!model || modelStatus(model) !== 'ready') return {};
  return {
    brandModelId: model.id,
    name: model.name,
    ...(model.faceAssetId ? { faceAssetId: model.faceAssetId } : {}),
  };
}
