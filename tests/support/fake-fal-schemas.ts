/**
 * The fake fal's copy of each model's documented input fields, from the "Input Schema" of the
 * model's page (fal.ai/models/<id>/llms.txt), written here by hand and NOT imported from the
 * engine, so a wrong field name in src/server/engine/fal/inputs.ts fails a test (decision 060).
 * The fake answers 422 with fal's validation body for a missing required or an unknown field
 * (fal itself ignores some unknown fields; refusing them is stricter on purpose), and 404 for a
 * model it does not know, as fal does for an unknown application.
 */
export interface FakeModelSchema {
  required: readonly string[];
  optional: readonly string[];
  /** Fields documented as an enum, with their options. */
  enums?: Record<string, readonly string[]>;
}

const image = ['sync_mode', 'seed'] as const;

export const fakeFalSchemas: Record<string, FakeModelSchema> = {
  // fal.ai/models/fal-ai/fashn/tryon/v1.6/llms.txt
  'fal-ai/fashn/tryon/v1.6': {
    required: ['model_image', 'garment_image'],
    optional: [
      'category',
      'mode',
      'garment_photo_type',
      'moderation_level',
      'num_samples',
      'segmentation_free',
      'output_format',
      ...image,
    ],
  },
  // fal.ai/models/fal-ai/flux/dev/llms.txt
  'fal-ai/flux/dev': {
    required: ['prompt'],
    optional: [
      'image_size',
      'num_inference_steps',
      'guidance_scale',
      'num_images',
      'enable_safety_checker',
      'output_format',
      'acceleration',
      ...image,
    ],
  },
  // fal.ai/models/fal-ai/flux-pulid/llms.txt
  'fal-ai/flux-pulid': {
    required: ['prompt', 'reference_image_url'],
    optional: [
      'image_size',
      'num_inference_steps',
      'guidance_scale',
      'negative_prompt',
      'start_step',
      'true_cfg',
      'id_weight',
      'enable_safety_checker',
      'max_sequence_length',
      ...image,
    ],
  },
  // fal.ai/models/fal-ai/flux-pro/kontext/llms.txt
  'fal-ai/flux-pro/kontext': {
    required: ['prompt', 'image_url'],
    optional: [
      'guidance_scale',
      'num_images',
      'output_format',
      'safety_tolerance',
      'aspect_ratio',
      'enhance_prompt',
      ...image,
    ],
  },
  // fal.ai/models/fal-ai/flux-pro/v1/fill/llms.txt
  'fal-ai/flux-pro/v1/fill': {
    required: ['prompt', 'image_url', 'mask_url'],
    optional: ['num_images', 'output_format', 'safety_tolerance', 'enhance_prompt', ...image],
  },
  // fal.ai/models/fal-ai/luma-photon/reframe/llms.txt
  'fal-ai/luma-photon/reframe': {
    required: ['image_url', 'aspect_ratio'],
    optional: [
      'prompt',
      'grid_position_x',
      'grid_position_y',
      'x_start',
      'x_end',
      'y_start',
      'y_end',
    ],
    enums: { aspect_ratio: ['1:1', '16:9', '9:16', '4:3', '3:4', '21:9', '9:21'] },
  },
  // fal.ai/models/fal-ai/bytedance/seedance/v1/pro/image-to-video/llms.txt
  'fal-ai/bytedance/seedance/v1/pro/image-to-video': {
    required: ['prompt', 'image_url'],
    optional: [
      'aspect_ratio',
      'resolution',
      'duration',
      'camera_fixed',
      'enable_safety_checker',
      'end_image_url',
      'seed',
    ],
  },
  // fal.ai/models/fal-ai/veo2/image-to-video/llms.txt
  'fal-ai/veo2/image-to-video': {
    required: ['prompt', 'image_url'],
    optional: ['aspect_ratio', 'duration'],
  },
  // fal.ai/models/fal-ai/veo3/image-to-video/llms.txt
  'fal-ai/veo3/image-to-video': {
    required: ['prompt', 'image_url'],
    optional: [
      'aspect_ratio',
      'duration',
      'resolution',
      'generate_audio',
      'negative_prompt',
      'enhance_prompt',
      'auto_fix',
      'seed',
    ],
  },
  // fal.ai/models/fal-ai/minimax/hailuo-02/standard/image-to-video/llms.txt
  'fal-ai/minimax/hailuo-02/standard/image-to-video': {
    required: ['prompt', 'image_url'],
    optional: ['duration', 'resolution', 'prompt_optimizer', 'end_image_url'],
  },
  // fal.ai/models/fal-ai/kling-video/v2.1/standard/image-to-video/llms.txt
  'fal-ai/kling-video/v2.1/standard/image-to-video': {
    required: ['prompt', 'image_url'],
    optional: ['duration', 'negative_prompt', 'cfg_scale'],
  },
};

/** fal's 422 body for an input that breaks the schema, or undefined when it fits. */
export function schemaProblems(
  schema: FakeModelSchema,
  input: Record<string, unknown>,
): { detail: { loc: string[]; msg: string; type: string }[] } | undefined {
  const known = new Set([...schema.required, ...schema.optional]);
  const detail = [
    ...schema.required
      .filter((field) => input[field] === undefined || input[field] === null)
      .map((field) => ({ loc: ['body', field], msg: 'Field required', type: 'missing' })),
    ...Object.keys(input)
      .filter((field) => !known.has(field))
      .map((field) => ({
        loc: ['body', field],
        msg: 'Extra inputs are not permitted',
        type: 'extra_forbidden',
      })),
    ...Object.entries(schema.enums ?? {})
      .filter(([field, options]) => input[field] != null && !options.includes(String(input[field])))
      .map(([field, options]) => ({
        loc: ['body', field],
        msg: `Input should be ${options.map((option) => `'${option}'`).join(', ')}`,
        type: 'enum',
      })),
  ];
  return detail.length ? { detail } : undefined;
}
