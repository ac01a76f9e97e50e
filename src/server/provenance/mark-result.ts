import {
  PARAM_ENGINE,
  PARAM_TOOL,
  SOFTWARE_AGENT,
  toolProvenance,
} from '../../contracts/content-credentials.ts';
import type { StudioTool } from '../../contracts/studio.ts';
import { sniffVerifyMediaType } from '../../contracts/verify-file.ts';
import {
  sha256Hex,
  signAsset,
  type IngredientReference,
  type ResultSigner,
} from './result-signer.ts';
import { creditLine, embedXmp, xmpPacket } from './xmp.ts';

/**
 * Marks a new result as AI-made (issue 17, decision 052): XMP with the IPTC digital source type,
 * then a signed C2PA manifest whose actions name the tool, the engine and when, whose ingredients
 * are the inputs' hashes, and whose data hash makes any changed pixel fail validation.
 */
export interface ResultToMark {
  data: Buffer;
  contentType: string;
  tool: StudioTool;
  /** `local`, or the remote model's id. */
  engine: string;
  inputs: { role: string; data: Buffer }[];
  madeAt: Date;
}

export async function markResult(signer: ResultSigner, result: ResultToMark): Promise<Buffer> {
  const { source } = toolProvenance[result.tool];
  // C2PA opens an edit from an ingredient; a result with no recorded input (one made before
  // marking, marked at download) can only be stated as created.
  const action = result.inputs.length > 0 ? toolProvenance[result.tool].action : 'c2pa.created';
  const withXmp = await embedXmp(result.data, result.contentType, xmpPacket(source, creditLine));
  const ingredients: IngredientReference[] = result.inputs.map((input, index) => ({
    label: `input-${index + 1}`,
    title: input.role,
    format: sniffVerifyMediaType(input.data) ?? 'application/octet-stream',
    // An edit's first input is the photo it opened; the rest went into it.
    relationship: action === 'c2pa.edited' && index === 0 ? 'parentOf' : 'componentOf',
    sha256: sha256Hex(input.data),
  }));
  const agent = { name: SOFTWARE_AGENT, version: signer.version };
  const made = {
    action,
    digitalSourceType: source,
    softwareAgent: agent,
    when: result.madeAt.toISOString(),
    description: `${result.tool} (${result.engine})`,
    parameters: {
      [PARAM_TOOL]: result.tool,
      [PARAM_ENGINE]: result.engine,
      ...(action === 'c2pa.created' && ingredients.length > 0
        ? { ingredientIds: ingredients.map((ingredient) => ingredient.label) }
        : {}),
    },
  };
  const opened = ingredients[0]
    ? {
        action: 'c2pa.opened',
        softwareAgent: agent,
        when: made.when,
        parameters: { ingredientIds: [ingredients[0].label] },
      }
    : undefined;
  const actions = action === 'c2pa.edited' && opened ? [opened, made] : [made];
  return signAsset(signer, {
    definition: {
      claim_generator_info: [agent],
      title: `${result.tool} result`,
      format: result.contentType,
      assertions: [{ label: 'c2pa.actions.v2', data: { actions } }],
    },
    ingredients,
    data: withXmp,
    contentType: result.contentType,
  });
}
