/** English strings of the payment area; they define its keys. */
export const enPayment = {} as const;
