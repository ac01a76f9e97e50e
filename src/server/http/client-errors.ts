import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError, errors } from './app-error.ts';
import { localize } from './localize.ts';

/**
 * SQLSTATEs of a value PostgreSQL will not take: invalid_text_representation (a uuid cast),
 * untranslatable_character and character_not_in_repertoire (a NUL in JSON or text),
 * string_data_right_truncation, numeric_value_out_of_range, invalid_datetime_format and
 * datetime_field_overflow.
 */
const REFUSED_VALUE_STATES = new Set([
  '22P02',
  '22P05',
  '22021',
  '22001',
  '22003',
  '22007',
  '22008',
]);

/** The SQLSTATE of a database error, also when a query builder wrapped it (`cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return undefined;
}

/**
 * The client's mistakes that reach the error handler as something other than an AppError
 * (decision 036): a body Hono or the runtime could not parse, a content type a route does not
 * take, and, as a last line of defence behind validation, a value the database refused. Each
 * becomes a 4xx in the error model; anything else is null, a real 500.
 * @example clientMistake(new HTTPException(415)) // AppError 415 unsupported_media_type
 */
export function clientMistake(error: unknown): AppError | null {
  if (error instanceof HTTPException && error.status < 500) {
    if (error.status === 415) return errors.unsupportedMediaType();
    if (error.status === 400 && /json/i.test(error.message)) return errors.invalidJson();
    if (error.status === 400 && /formdata/i.test(error.message)) return errors.formUnreadable();
    return new AppError(
      error.status as ContentfulStatusCode,
      'bad_request',
      localize('validation.invalid'),
    );
  }
  // The runtime's Request.formData() on a body that does not match its content type.
  if (error instanceof TypeError && /formdata/i.test(error.message)) return errors.formUnreadable();
  if (error instanceof URIError) return errors.invalidInput();
  const state = sqlStateOf(error);
  if (state && REFUSED_VALUE_STATES.has(state)) return errors.invalidInput();
  return null;
}
