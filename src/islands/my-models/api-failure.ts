import { ApiError } from '../../lib/api-client.ts';

/** What a refused request tells the screen: the API's own words, and a 422's words by field. */
export interface ApiFailure {
  message: string;
  /** `name`, `photo`, `face`, `height`…: a 422's message for each field it names. */
  fields: Record<string, string>;
}

/**
 * The API's answer as it worded it, in the caller's language (409 name taken, 422 consent
 * missing…); `fallback` when there was no answer at all (the network failed).
 * @example describeApiFailure(error, t('myModels.failed')).fields.name
 */
export function describeApiFailure(error: unknown, fallback: string): ApiFailure {
  if (!(error instanceof ApiError)) return { message: fallback, fields: {} };
  const fields: Record<string, string> = {};
  const list = (error.body as { errors?: { path?: unknown; message?: unknown }[] } | null)?.errors;
  for (const issue of Array.isArray(list) ? list : []) {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') continue;
    fields[issue.path.replace(/^params\./, '')] ??= issue.message;
  }
  // Decision 119: a name already used by another model is a 409, said beside the name.
  if (error.code === 'model_name_taken') fields.name ??= error.message;
  return { message: error.message, fields };
}
