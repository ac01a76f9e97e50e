import type { z } from 'zod';
import type { DictionaryKey } from '../../i18n/index.ts';
import type { ValidationIssue } from './localize.ts';

/** Contract messages worded for the studio's screens, and the public API's wording of each. */
const apiKeys: Partial<Record<string, DictionaryKey>> = {
  'catalogue.error.sourceRequired': 'apiWording.exportSourceRequired',
  'catalogue.error.assetInvalid': 'apiWording.uploadIdInvalid',
  'catalogue.error.garmentsRequired': 'apiWording.garmentsRequired',
  'catalogue.error.modelsRequired': 'apiWording.modelsRequired',
};

/** The messages any contract falls back to, which name neither the field nor what it takes. */
const generic = new Set(['validation.invalid', 'validation.wrongType']);

/**
 * Issue 45, defect 11: one field issue in the public API's words, naming the field as the error
 * model does (`path`, dot notation) and what it takes: a value off a list names the list; a
 * studio-worded message is replaced by its API wording; a generic one by what the zod issue
 * says (a length, a count); any other contract message (already naming its bounds) is kept.
 * @example apiWorded(enumIssue, { path: 'preset', message: 'validation.invalid' })
 *   // { path: 'preset', message: 'apiWording.oneOf', params: { field: 'preset', values: 'shopee, …' } }
 */
export function apiWorded(issue: z.core.$ZodIssue, own: ValidationIssue): ValidationIssue {
  const field = own.path;
  const params = { ...own.params, field };
  // A value off a list: the studio's "Please choose … from the list", the API's list itself.
  if (issue.code === 'invalid_value' && issue.values.length > 0) {
    return {
      path: field,
      message: 'apiWording.oneOf',
      params: { ...params, values: list(issue.values) },
    };
  }
  const mapped = apiKeys[own.message];
  if (mapped) return { ...own, message: mapped, params };
  if (!generic.has(own.message)) return own;
  const bound = boundMessage(issue);
  if (bound) return { path: field, message: bound.message, params: { ...params, ...bound.params } };
  if (issue.code === 'invalid_type') {
    return {
      path: field,
      message: 'apiWording.wrongType',
      params: { ...params, expected: issue.expected },
    };
  }
  if (issue.code === 'invalid_format') {
    return {
      path: field,
      message: 'apiWording.format',
      params: { ...params, format: issue.format },
    };
  }
  return own;
}

function list(values: readonly unknown[]): string {
  return values.map((value) => String(value)).join(', ');
}

/** A length, size or count past its bound, as the API says it. */
function boundMessage(
  issue: z.core.$ZodIssue,
): { message: DictionaryKey; params: Record<string, number> } | undefined {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return undefined;
  const big = issue.code === 'too_big';
  const limit = Number(big ? issue.maximum : issue.minimum);
  const params: Record<string, number> = big ? { maximum: limit } : { minimum: limit };
  if (issue.origin === 'string') {
    return { message: big ? 'apiWording.tooLong' : 'apiWording.tooShort', params };
  }
  if (issue.origin === 'array') {
    return { message: big ? 'apiWording.tooMany' : 'apiWording.tooFew', params };
  }
  if (issue.origin === 'number' || issue.origin === 'int') {
    return { message: big ? 'apiWording.tooHigh' : 'apiWording.tooLow', params };
  }
  return undefined;
}
