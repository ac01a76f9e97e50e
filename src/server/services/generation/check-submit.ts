import type { GenerateRequest } from '../../../contracts/generation.ts';
import { toolInputs } from '../../../contracts/generation.ts';
import type { Plan } from '../../../contracts/plans.ts';
import { isModelTool, type InputImageRole, type StudioTool } from '../../../contracts/studio.ts';
import { chooseToolModel } from './choose-tool-model.ts';
import type { EditingParams } from '../../../contracts/tools.ts';
import { engineNameFor } from '../../engine/engine.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { resolutionAllowed } from '../billing/plan-gates.ts';
import { assertInstructionUnderstood } from './check-edit-instruction.ts';
import { generationErrors, type ErrorSurface } from './generation-errors.ts';
import type { GenerationDeps } from './generation-deps.ts';
import { hairstyleRecord } from './hairstyle-record.ts';
import { assertInputConsent, inputSlots } from './input-consent.ts';
import { parseToolParams } from './tool-params.ts';
import { assertModelsUsable } from '../try-on/assert-model-usable.ts';

/** A submit's request after its checks: the tool's own inputs, its parameters and the plan. */
export interface CheckedSubmit {
  surface: ErrorSurface;
  chosen: Partial<Record<InputImageRole, string>>;
  params: Record<string, unknown>;
  mask?: string;
  plan: Plan;
  /** Issue 42: the brand model `params.model` named, recorded with the job. */
  brandModelId?: string;
}

/**
 * The checks of a submit that read only the request, the plan and the chosen assets: the
 * prerequisites of spec §5 (the tool's required inputs), its parameters, an option the tool's
 * model cannot use (decision 060), the plan's gates (spec §6), the consent behind every
 * input that shows a person (decision 093) and a try-on's model photo (decision 099).
 */
export async function checkSubmit(
  deps: GenerationDeps,
  input: {
    userId: string;
    tool: StudioTool;
    request: Required<Pick<GenerateRequest, 'inputs' | 'params'>> & { mask?: string };
    api?: object;
  },
): Promise<CheckedSubmit> {
  const surface = input.api ? 'api' : 'studio';
  const inputs = input.request.inputs as Partial<Record<InputImageRole, string>>;
  const { required, optional } = toolInputs[input.tool];
  for (const role of required) {
    if (!inputs[role]) throw generationErrors.missingInputs(input.tool, `inputs.${role}`, surface);
  }
  const allowed = new Set<string>([...required, ...optional]);
  const chosen = Object.fromEntries(
    Object.entries(inputs).filter(([role]) => allowed.has(role)),
  ) as Partial<Record<InputImageRole, string>>;
  const params = parseToolParams(input.tool, input.request.params, surface);
  // Issue 42: the model a try-on or a model tool dresses becomes its person input, its face
  // reference too; a try-on needs one or the other.
  const model =
    isModelTool(input.tool) || input.tool === 'virtual-tryon'
      ? await chooseToolModel(deps, input.userId, input.tool, params, chosen)
      : {};
  if (input.tool === 'virtual-tryon' && !chosen.person) {
    throw generationErrors.missingInputs(input.tool, 'inputs.person', surface);
  }
  if (input.tool === 'hairstyle-changer') {
    Object.assign(params, hairstyleRecord(String(params.styleId)));
  }
  if (input.tool === 'image-editing') {
    assertInstructionUnderstood(engineNameFor(deps.engine, input.tool), params as EditingParams);
  }
  // Decision 060: an option the model of this tool cannot use is refused before any hold.
  const unsupported = deps.engine.unsupportedOption?.(input.tool, {
    params,
    face: input.tool === 'body-generator' && Boolean(chosen.face),
    mask: input.tool === 'hairstyle-changer' && Boolean(input.request.mask),
  });
  if (unsupported) throw generationErrors.optionNotSupported(unsupported.option, unsupported.model);
  // Spec §6 gates, decided on the server from the plan in force now.
  const { plan } = await readCurrentPlan(deps.db, input.userId, deps.clock.now());
  const resolution = (params as { resolution?: string }).resolution;
  if (resolution && !resolutionAllowed(plan, resolution)) {
    throw generationErrors.resolutionNotInPlan(resolution, plan.maxResolution);
  }
  await assertInputConsent(deps, input.userId, inputSlots(chosen), surface);
  // Issue 40: a model photo the try-on would refuse is refused here, before the hold.
  if (input.tool === 'virtual-tryon' && chosen.person) {
    await assertModelsUsable(deps, input.userId, [
      { path: 'inputs.person', assetId: chosen.person },
    ]);
  }
  const mask = input.tool === 'hairstyle-changer' ? input.request.mask : undefined;
  return { surface, chosen, params, mask, plan, brandModelId: model.brandModelId };
}
