import type { z } from 'zod';
import { modelSwapParamsSchema, productToModelParamsSchema } from './product-to-model.ts';
import type { StudioTool } from './studio.ts';
import {
  bodyParamsSchema,
  editingParamsSchema,
  hairstyleParamsSchema,
  tryOnParamsSchema,
  videoParamsSchema,
} from './tools.ts';

/** Each tool's parameter schema, by tool: the studio's submit and the public API read it. */
export const toolParamsSchemas = {
  'virtual-tryon': tryOnParamsSchema,
  'body-generator': bodyParamsSchema,
  'hairstyle-changer': hairstyleParamsSchema,
  'image-to-video': videoParamsSchema,
  'image-editing': editingParamsSchema,
  'product-to-model': productToModelParamsSchema,
  'model-swap': modelSwapParamsSchema,
} satisfies Record<StudioTool, z.ZodType>;
