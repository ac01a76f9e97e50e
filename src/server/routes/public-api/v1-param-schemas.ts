import { z } from '@hono/zod-openapi';
import { hairColors } from '../../../contracts/hairstyles.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import {
  checkVideoModelOptions,
  editPromptOrPresetCheck,
  editingParamsShape,
  type GenerationKey,
  hairColorPattern,
  hairstyleGenderCheck,
  hairstyleParamsShape,
  isHairColor,
  videoModelOptions,
  videoModels,
  videoParamsShape,
} from '../../../contracts/tools.ts';
import {
  backgroundDetailCheck,
  productToModelParamsShape,
} from '../../../contracts/product-to-model.ts';
import { toolParamsSchemas } from '../../../contracts/tool-params-schemas.ts';

/**
 * The submit bodies' `params` for the OpenAPI document (issue 18, decision 081). The contracts'
 * refinements are functions a document cannot show, so the values they hide are stated here with
 * this module's `z`, from the contracts' own constants and checks: the validation is the
 * contract's, the document says what it allows.
 */

/** The colour names the hairstyle changer accepts, in the contract's order. */
export const hairColorNames = Object.keys(hairColors);

const hairColorInvalid: GenerationKey = 'generation.hairColorInvalid';

// The contract's field, rebuilt with this module's `z`: the contract's schemas carry no `.openapi`.
const hairColor = z
  .string(hairColorInvalid)
  .trim()
  .refine(isHairColor, hairColorInvalid)
  .openapi({
    description: 'One of the named colours, or any colour as `#rrggbb`.',
    anyOf: [
      { type: 'string', enum: hairColorNames },
      { type: 'string', pattern: hairColorPattern.source },
    ],
    example: hairColorNames[0],
  });

const hairstyleParams = z
  .strictObject({ ...hairstyleParamsShape, hairColor })
  .refine(hairstyleGenderCheck.check, hairstyleGenderCheck.options);

/** The per-model table, as the document's list: `veo3`: 8 s; 1080p. */
export function videoModelsMarkdown(): string {
  return videoModels
    .map((model) => {
      const { durations, resolutions } = videoModelOptions[model];
      return `- \`${model}\`: ${durations.map((seconds) => `${seconds} s`).join(', ')}; ${resolutions.join(', ')}`;
    })
    .join('\n');
}

const videoParams = z
  .strictObject(videoParamsShape)
  .superRefine(checkVideoModelOptions)
  .openapi({
    description: `Each model renders only some durations and resolutions; any other is refused with 422 \`validation_failed\` naming \`params.duration\` or \`params.resolution\`:\n\n${videoModelsMarkdown()}`,
    examples: videoModels.map((model) => ({
      model,
      duration: videoModelOptions[model].durations[0],
      resolution: videoModelOptions[model].resolutions[0],
    })),
  });

const editingParams = z
  .strictObject(editingParamsShape)
  .refine(editPromptOrPresetCheck.check, editPromptOrPresetCheck.options)
  .openapi({
    description: 'Needs `prompt` (not blank) or `preset`, or both.',
    anyOf: [
      { required: ['prompt'], properties: { prompt: { type: 'string', pattern: '\\S' } } },
      { required: ['preset'] },
    ],
    examples: [{ preset: 'enhance-quality' }, { prompt: 'Brighter, with a warmer light' }],
  });

const productToModelParams = z
  .strictObject(productToModelParamsShape)
  .refine(backgroundDetailCheck.check, backgroundDetailCheck.options)
  .openapi({
    description:
      '`model` is one of your models (`GET /v1/models`), a sample model\'s id, or absent for a suitable model, which `prompt` may describe. `background: "scene"` needs `scene`; `background: "marketplace"` needs `marketplace`.',
    examples: [
      { aspectRatio: '3:4', resolution: '2k' },
      { productKind: 'flat-lay', background: 'scene', scene: 'A sunny street in Hội An' },
    ],
  });

/** A service's `params` as the API validates and documents them: strict (issue 18). */
export function apiParamsSchema(service: StudioTool): z.ZodType {
  switch (service) {
    case 'hairstyle-changer':
      return hairstyleParams;
    case 'image-to-video':
      return videoParams;
    case 'image-editing':
      return editingParams;
    case 'product-to-model':
      return productToModelParams;
    default:
      return (toolParamsSchemas[service] as z.ZodObject).strict();
  }
}
