import type { z } from 'zod';
import type { DefaultValues } from 'react-hook-form';
import type { bodyParamsSchema } from '../../../contracts/tools.ts';
import { toolMessageParams, type GenerationKey } from '../../../contracts/tools.ts';
import type { IslandKey, IslandT } from '../../app-shell/i18n.ts';

/** The body form's values as typed (the schema's input); an empty number is NaN. */
export type BodyFormValues = z.input<typeof bodyParamsSchema>;

export const bodyDefaults: DefaultValues<BodyFormValues> = {
  gender: undefined,
  height: undefined,
  weight: undefined,
  age: undefined,
  skinTone: undefined,
  bodyType: undefined,
  prompt: '',
  hints: '',
  aspectRatio: '3:4',
};

/** Spec §5: the parameters the body generator needs before it generates. */
export const requiredBodyFields = [
  'gender',
  'height',
  'weight',
  'age',
  'skinTone',
  'bodyType',
] as const;

/** True when one of the required parameters is empty (spec §5 'all body parameters'). */
export function missingBodyParameter(values: Partial<Record<string, unknown>>): boolean {
  return requiredBodyFields.some((field) => {
    const value = values[field];
    return value === undefined || value === null || value === '' || Number.isNaN(value);
  });
}

/**
 * A field's contract message in the current language, with the bounds it names (the contract's
 * table, which the API's answers fill from too).
 * @example bodyFieldMessage(t, 'generation.heightRange') // 'Height must be between 140 and 210 cm'
 */
export function bodyFieldMessage(t: IslandT, message: string): string {
  return t(message as IslandKey, toolMessageParams[message as GenerationKey]);
}
