import type { InputImageRole } from '../../../contracts/studio.ts';
import { resolveModelChoice } from '../brand-models/resolve-model-choice.ts';
import type { InputSlot } from '../generation/input-consent.ts';
import type { GenerationDeps } from '../generation/generation-deps.ts';
import { findSample } from '../samples/sample-catalogue.ts';
import type { GridModel } from './load-grid.ts';

/** A model column of a product-to-model batch (decision 123). */
export interface ChosenModel extends GridModel {
  /** What the seller asked for, the cells' `params.model`: a brand model's id or a sample's. */
  choice: string;
  /** Recorded as each cell's `generations.brand_model_id`; absent for a sample. */
  brandModelId?: string;
  /** The brand model's face reference, sent with each cell as its `face` input. */
  faceAssetId?: string;
}

/**
 * The models of a product-to-model batch, each as the single tool resolves `params.model`
 * (`resolveModelChoice`): a ready brand model of the account or a sample model, else the
 * tool's own refusal naming `models.i`. A column is named by the brand model's name, or the
 * sample's Vietnamese name as the library keeps its copy, so exports name it.
 */
export async function loadModelChoices(
  deps: GenerationDeps,
  userId: string,
  choices: string[],
): Promise<ChosenModel[]> {
  const models: ChosenModel[] = [];
  for (const [index, choice] of choices.entries()) {
    const path = `models.${index}`;
    const resolved = await resolveModelChoice(deps, userId, choice, { path });
    const name = resolved.name ?? findSample(choice)?.name.vi ?? choice;
    models.push({
      id: resolved.personAssetId!,
      name,
      choice,
      ...(resolved.brandModelId ? { brandModelId: resolved.brandModelId } : {}),
      ...(resolved.faceAssetId ? { faceAssetId: resolved.faceAssetId } : {}),
    });
  }
  return models;
}

/** The inputs of one product-to-model cell: the product, the model, its face reference. */
export function productCellInputs(
  garmentId: string,
  model: ChosenModel,
): Partial<Record<InputImageRole, string>> {
  return {
    product: garmentId,
    person: model.id,
    ...(model.faceAssetId ? { face: model.faceAssetId } : {}),
  };
}

/** The person and face behind each chosen model, for the consent check (decision 093). */
export function modelSlots(models: ChosenModel[]): InputSlot[] {
  return models.flatMap((model, index) => [
    { path: `models.${index}`, role: 'person' as const, assetId: model.id },
    ...(model.faceAssetId
      ? [{ path: `models.${index}`, role: 'face' as const, assetId: model.faceAssetId }]
      : []),
  ]);
}
