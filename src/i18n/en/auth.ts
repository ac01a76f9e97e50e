/** English strings of the auth area; they define its keys. */
export const enAuth = {} as const;
