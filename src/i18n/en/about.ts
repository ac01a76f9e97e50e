/** English strings of the about area; they define its keys. */
export const enAbout = {} as const;
