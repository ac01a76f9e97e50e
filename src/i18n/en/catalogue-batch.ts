/** Issue 20: the messages of catalogue batches (submit, limits, retry). */
export const enCatalogueBatch = {} as const;
