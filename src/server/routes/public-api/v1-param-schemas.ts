import { z } from '@hono/zod-openapi';
import { hairColors } from '../../../contracts/hairstyles.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import {
  checkReframeAspect,
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
  modelSwapParamsShape,
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
  .superRefine(checkReframeAspect)
  .openapi({
    description:
      'Needs `prompt` (not blank) or `preset`, or both. The `reframe` preset extends the picture to `aspectRatio` (`1:1`, `3:4`, `4:3`, `9:16` or `16:9`) without cropping: fal draws more scene (Luma Photon Reframe, `prompt` guiding it), the demo engine pads with the colour of the picture’s edge. `reframe` without `aspectRatio`, or `aspectRatio` with another preset or none, is 422 `validation_failed` naming `params.aspectRatio`. 1 credit, as any edit.',
    anyOf: [
      { required: ['prompt'], properties: { prompt: { type: 'string', pattern: '\\S' } } },
      { required: ['preset'] },
    ],
    examples: [
      { preset: 'enhance-quality' },
      { prompt: 'Brighter, with a warmer light' },
      { preset: 'reframe', aspectRatio: '16:9' },
    ],
  });

/** What product to model and model swap's `model` takes, for both operations' descriptions. */
const modelChoiceText =
  '`model` is one of your models (its `id` from `GET /v1/models`, ready and not retired), a sample model (`model-lan`, `model-mai`, `model-hoa`, `model-minh`, `model-huy`), or absent for a suitable model, which `prompt` may describe. An unknown model is 404 `model_not_found`, a retired one 422 `model_retired`, one still being made 409 `model_not_ready`.';

/** The frames and resolutions both operations take, with the plans that may ask for each. */
const frameText =
  '`aspectRatio`: `1:1`, `4:5`, `3:4` (default), `2:3`, `9:16`, `16:9`. `resolution` (the long side near 1, 2 or 4 thousand pixels): `1k` on every plan, `2k` on the plans with 1080p output, `4k` on the plans with 4k output; above the plan it is 403 `plan_upgrade_required`. Credits: 2 at `1k`, 5 at `2k`, 8 at `4k`, and 3 more when the request carries an identity (see _Credits per option_).';

const productToModelParams = z
  .strictObject(productToModelParamsShape)
  .refine(backgroundDetailCheck.check, backgroundDetailCheck.options)
  .openapi({
    description: `${modelChoiceText} Instead of \`model\`, \`inputs.person\` may give a photo of your own model (with consent); both at once is 422. \`productKind\` says how the product was photographed (\`auto\` reads it off the photo). \`background\`: \`studio-white\` (default), \`marketplace\` with \`marketplace\` (its white), or \`scene\` with \`scene\` described in words; the demo engine cannot paint a described scene and refuses it with 422 \`option_not_supported\` before anything is held. ${frameText}`,
    examples: [
      { model: 'model-lan', aspectRatio: '3:4', resolution: '2k' },
      { productKind: 'flat-lay', background: 'scene', scene: 'A sunny street in Hội An' },
    ],
  });

const modelSwapParams = z.strictObject(modelSwapParamsShape).openapi({
  description: `The clothes of \`inputs.source\` (a photo of someone wearing the product, with consent) on another model; the garment, pose and background stay as they were. ${modelChoiceText} Without \`aspectRatio\` the result keeps the source photo's frame. ${frameText} On model swap any chosen model, a sample included, carries an identity.`,
  examples: [
    { model: 'model-lan' },
    { model: '7b0d3c4e-1111-4222-8333-944455556666', aspectRatio: '4:5', resolution: '2k' },
  ],
});

const tryOnParams = (toolParamsSchemas['virtual-tryon'] as z.ZodObject).strict().openapi({
  description:
    'The person is `inputs.person` (a photo with consent) or `model`: one of your models (its `id` from `GET /v1/models`, ready and not retired) or a sample model (`model-lan` …); one of the two is needed, both at once is 422. A try-on on one of your models, named by `model` or by its own photo as `inputs.person`, records the model and, when it has a face reference, checks the result’s face against it.',
  examples: [{ category: 'tops', model: 'model-lan' }, { category: 'dresses' }],
});

/** A service's `params` as the API validates and documents them: strict (issue 18). */
export function apiParamsSchema(service: StudioTool): z.ZodType {
  switch (service) {
    case 'virtual-tryon':
      return tryOnParams;
    case 'hairstyle-changer':
      return hairstyleParams;
    case 'image-to-video':
      return videoParams;
    case 'image-editing':
      return editingParams;
    case 'product-to-model':
      return productToModelParams;
    case 'model-swap':
      return modelSwapParams;
    default:
      return (toolParamsSchemas[service] as z.ZodObject).strict();
  }
}
