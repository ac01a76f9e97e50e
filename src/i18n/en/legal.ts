/** English strings of the legal area; they define its keys. */
export const enLegal = {} as const;
