import type { z } from 'zod';
import type { StudioTool } from '../../../contracts/studio.ts';
import { toolParamsSchemas } from '../../../contracts/tool-params-schemas.ts';
import { errors } from '../../http/app-error.ts';
import { issuesFromZod } from '../../http/localize.ts';
import { generationErrors, type ErrorSurface } from './generation-errors.ts';

/** Spec §5: the body generator needs every body parameter; the hairstyle changer a style. */
const requiredParams: Partial<Record<StudioTool, string[]>> = {
  'body-generator': ['gender', 'height', 'weight', 'age', 'skinTone', 'bodyType'],
  'hairstyle-changer': ['styleId'],
};

/**
 * A tool's parameters checked against its schema: a missing prerequisite answers the spec §8
 * message, any other bad value its field message (422, in the caller's language).
 */
export function parseToolParams(
  tool: StudioTool,
  params: Record<string, unknown>,
  surface: ErrorSurface = 'studio',
) {
  for (const name of requiredParams[tool] ?? []) {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw generationErrors.missingInputs(tool, `params.${name}`, surface);
    }
  }
  const result = (toolParamsSchemas[tool] as z.ZodType).safeParse(params);
  if (!result.success) {
    throw errors.validation(issuesFromZod(result.error, { surface, prefix: 'params' }));
  }
  return result.data as Record<string, unknown>;
}
