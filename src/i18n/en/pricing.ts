/** English strings of the pricing area; they define its keys. */
export const enPricing = {} as const;
