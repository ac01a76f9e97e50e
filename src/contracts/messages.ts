import type { enValidation } from '../i18n/en/validation.ts';

/** A key of the validation dictionary area; contract schemas carry these as their messages. */
export type ValidationKey = keyof typeof enValidation;

/**
 * Names a validation message by its dictionary key, checked at compile time. The API and the
 * islands translate the key into the caller's language (`t(lang)(key)`).
 * @example z.string().min(2, msg('validation.nameTooShort'))
 */
export function msg(key: ValidationKey): ValidationKey {
  return key;
}
