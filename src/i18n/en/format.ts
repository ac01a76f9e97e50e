/** English units the formatting module (src/lib/format.ts) puts after a number, by plural rule. */
export const enFormat = {
  'format.credits.one': '{count} credit',
  'format.credits.other': '{count} credits',
} as const;
