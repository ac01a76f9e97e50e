/** English strings of the validation area; they define its keys. */
export const enValidation = {} as const;
