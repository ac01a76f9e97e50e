/** English strings of the contact area; they define its keys. */
export const enContact = {} as const;
